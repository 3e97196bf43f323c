import { createContext, useContext, useSyncExternalStore } from 'react'
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { dropEarlyAnswers } from '@/lib/early-answers'
import { isApiError } from '@/lib/errors'
import { apiRequest } from '@/lib/http'
import { userInfoSchema, type UserInfo } from './schemas'
import { claimPlaces, setPlaceOwner } from './remembered-place'

/**
 * Why the session went offline: the user logged out, the server ended it (a 401, no session), or the
 * server could not tell who is signed in (no answer, a 5xx, an answer that cannot be read).
 */
export type SessionEnd = 'logout' | 'expired' | 'unreachable'
export type SessionState = {
  status: 'idle' | 'online' | 'offline'
  user: UserInfo | null
  /** True when the user is staff (`user_type` is `staff`). */
  maybeStaff: boolean
  endedBy: SessionEnd | null
}

/** Who is signed in, asked afresh by every check; silent: its failure, a 401 too, only takes the session offline. */
const userInfoQuery = queryOptions({
  queryKey: ['user', 'info'],
  queryFn: ({ signal }) => apiRequest(userInfoSchema, '/user/info', { signal }),
  meta: { silent: true, sessionCheck: true },
  staleTime: 0,
})

const idle: SessionState = { status: 'idle', user: null, maybeStaff: false, endedBy: null }

/** A failed user info call: a 401 says nobody is signed in; anything else, that the server could not tell. */
const endedByFailure = (error: unknown): SessionEnd =>
  isApiError(error) && error.status === 401 ? 'expired' : 'unreachable'

/** How long a logout begun in another tab makes a 401 here that logout (its call's answer is on its way). */
export const LOGOUT_ELSEWHERE_MS = 10 * 1000

/** Unsaved work open in this tab (the template editor): an explicit logout asks before discarding it. */
export type UnsavedWork = { isUnsaved: () => boolean; discard: () => void }

/**
 * Idle until the user info call answers; online when it succeeds; offline when it fails, on any 401
 * and on logout. Going offline forgets every cached answer of the old user, and whatever the user
 * did in this tab (`note`): the next person to sign in starts afresh.
 */
export function createSession(queryClient: QueryClient) {
  let state = idle
  let loading: Promise<SessionState> | null = null
  const notes = new Set<string>()
  /** Counts changes to the notes: what a screen that reads them subscribes to. */
  let notesVersion = 0
  /** A logout has begun: whatever ends the session from then on is that logout. */
  let loggingOut = false
  /** Until when (epoch ms) a logout begun in another tab makes a 401 here that logout. */
  let loggingOutElsewhereUntil = 0
  /** Another tab's logout ended while the first user info call was on its way: its answer may be from before. */
  let signedOutWhileLoading = false
  let openWork: UnsavedWork | null = null
  const logoutListeners = new Set<() => void>()
  const listeners = new Set<(state: SessionState, previous: SessionState) => void>()
  /** Counts changes of who is signed in (or that nobody is): an answer asked for before one is out of date. */
  let changes = 0
  const set = (next: SessionState) => {
    const previous = state
    state = next
    if (previous.status !== next.status || previous.user?.id !== next.user?.id) changes += 1
    // The HTML's early answers were asked for with the cookie the page loaded with: they serve the
    // session that page started with, and nobody once it ends or another user is signed in.
    if (next.status !== 'online' || (previous.status !== 'idle' && previous.user?.id !== next.user?.id))
      dropEarlyAnswers()
    listeners.forEach((listener) => listener(next, previous))
  }
  const changeNotes = (change: () => void) => {
    change()
    notesVersion += 1
    listeners.forEach((listener) => listener(state, state))
  }
  /** Nothing of the user before stays: no cached or pending answer, no note. */
  const forgetUser = () => {
    changeNotes(() => notes.clear())
    void queryClient.cancelQueries()
    queryClient.clear()
  }

  const session = {
    getState: () => state,
    subscribe(listener: (state: SessionState, previous: SessionState) => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    setOnline(user: UserInfo) {
      // A new session (not the same user checked again while a logout is under way).
      if (state.status !== 'online' || state.user?.id !== user.id) {
        loggingOut = false
        loggingOutElsewhereUntil = 0
      }
      // Another user (signed in in another tab): nothing of the one before stays.
      if (state.user && state.user.id !== user.id) forgetUser()
      queryClient.setQueryData(userInfoQuery.queryKey, user)
      // A page load claims the tab's places for its user when nobody had them; another user found signed in takes
      // them over. A sign-in (from offline) leaves them to the sign-in page, which takes anyone else home.
      if (state.status === 'idle') claimPlaces(user.id)
      else if (state.status === 'online' && state.user?.id !== user.id) setPlaceOwner(user.id)
      set({ status: 'online', user, maybeStaff: user.user_type === 'staff', endedBy: null })
    },
    setOffline(endedBy: SessionEnd) {
      if (state.status === 'offline') return
      const ended = loggingOut || Date.now() < loggingOutElsewhereUntil ? 'logout' : endedBy
      if (state.user) setPlaceOwner(ended === 'logout' ? null : state.user.id)
      forgetUser()
      set({ status: 'offline', user: null, maybeStaff: false, endedBy: ended })
    },
    /**
     * The user asked to log out: a call that answers 401 before the logout call does (the server has ended the session
     * already) ends it as that logout, not as an expiry.
     */
    beginLogout() {
      loggingOut = true
      logoutListeners.forEach((listener) => listener())
    },
    /**
     * Another tab of this user began a logout: a 401 here in the next `LOGOUT_ELSEWHERE_MS` (before that tab's word
     * that it ended) is that logout too. Only for a while: a tab closed mid-logout tells nothing more, and an expiry
     * hours later is an expiry.
     */
    followLogoutElsewhere() {
      loggingOutElsewhereUntil = Date.now() + LOGOUT_ELSEWHERE_MS
    },
    /**
     * Another tab's logout ended: a tab still asking who is signed in takes the answer on its way for none, as the
     * logout it is (an answer from before it would sign this tab in as the user gone).
     */
    followSignOutElsewhere() {
      if (state.status === 'idle' && loading) signedOutWhileLoading = true
    },
    /** Hears each logout begun here, for the session's life. */
    onLogoutBegun(listener: () => void) {
      logoutListeners.add(listener)
    },
    /** Asks the server who is signed in, once; later calls get the same answer. */
    ensureLoaded(): Promise<SessionState> {
      if (state.status !== 'idle') return Promise.resolve(state)
      loading ??= queryClient.fetchQuery(userInfoQuery).then(
        (user) => {
          if (state.status !== 'idle') return state
          if (!signedOutWhileLoading) session.setOnline(user)
          else {
            forgetUser()
            set({ ...idle, status: 'offline', endedBy: 'logout' })
          }
          return state
        },
        (error: unknown) => {
          if (state.status === 'idle') set({ ...idle, status: 'offline', endedBy: endedByFailure(error) })
          return state
        },
      )
      return loading
    },
    /**
     * The session once the server has said who is signed in: while it cannot be reached (no answer, a
     * 5xx), this waits, and resolves when a later check gets an answer (signed in, or nobody).
     */
    async ensureChecked(): Promise<SessionState> {
      const loaded = await session.ensureLoaded()
      const unchecked = (current: SessionState) => current.status === 'offline' && current.endedBy === 'unreachable'
      if (!unchecked(loaded)) return loaded
      return new Promise((resolve) => {
        const stop = session.subscribe((next) => {
          if (unchecked(next)) return
          stop()
          resolve(next)
        })
      })
    },
    /**
     * Asks the server again who is signed in (another tab signed in, or the server could not be
     * reached): online as that user, or as before; a server that now answers that nobody is signed in
     * is no longer unreachable. An answer that comes after the session changed meanwhile (a logout
     * ended, a 401) is from before that change, and changes nothing; one that was on its way when the
     * check began is not taken for it.
     */
    async refresh(): Promise<void> {
      // An answer already on its way was asked for before what made this check (another tab's sign-in, say): it is
      // let come, and the server asked anew.
      if (queryClient.isFetching({ queryKey: userInfoQuery.queryKey }) > 0)
        await queryClient.fetchQuery(userInfoQuery).catch(() => undefined)
      const asked = changes
      try {
        const user = await queryClient.fetchQuery(userInfoQuery)
        if (changes === asked) session.setOnline(user)
      } catch (error) {
        if (state.status === 'offline' && state.endedBy === 'unreachable')
          set({ ...state, endedBy: endedByFailure(error) })
      }
    },
    /** Remembers something this user did in this tab, until they sign out or another user signs in. */
    note(key: string) {
      changeNotes(() => notes.add(key))
    },
    forget(key: string) {
      changeNotes(() => notes.delete(key))
    },
    noted: (key: string) => notes.has(key),
    /** The editor holds its work here while open; the returned function lets go of it. */
    holdUnsavedWork(work: UnsavedWork): () => void {
      openWork = work
      return () => {
        if (openWork === work) openWork = null
      }
    },
    /** The work open in this tab, when some of it is unsaved now. */
    unsavedWork: (): UnsavedWork | null => (openWork?.isUnsaved() ? openWork : null),
    notesVersion: () => notesVersion,
  }
  return session
}

export type Session = ReturnType<typeof createSession>

export const SessionContext = createContext<Session | null>(null)

export function useSession(): Session {
  const session = useContext(SessionContext)
  if (!session) throw new Error('useSession needs <SessionContext.Provider>')
  return session
}

export function useSessionState(): SessionState {
  const session = useSession()
  return useSyncExternalStore(session.subscribe, session.getState)
}

/** The session's notes (what this user did in this tab); the caller re-renders when one is taken or dropped. */
export function useSessionNotes(): Pick<Session, 'note' | 'forget' | 'noted'> {
  const session = useSession()
  useSyncExternalStore(session.subscribe, session.notesVersion)
  return session
}
