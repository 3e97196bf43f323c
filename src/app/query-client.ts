import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { i18n } from '@lingui/core'
import { dropEarlyAnswers } from '@/lib/early-answers'
import { errorMessages, errorToastText, isApiError, isRetryable, mayHaveHappened, SupersededError } from '@/lib/errors'
import { showErrorToast } from '@/lib/toast'
import { createSession, type Session } from '@/features/session/session'
import type { Tabs } from '@/features/session/tabs'

declare module '@tanstack/react-query' {
  interface Register {
    /**
     * `sessionCheck`: the user info call, which says nothing, not even the end of the session it finds.
     * `silentRefresh`: a failure says nothing while an earlier answer is kept.
     */
    queryMeta: { silent?: boolean; sessionCheck?: boolean; silentRefresh?: boolean }
    /**
     * `gateChange`: the template whose gate the call changes (another merchant or shop chosen, its NDA accepted),
     * told to the user's other tabs once it succeeds or may have.
     */
    mutationMeta: { silent?: boolean; gateChange?: number }
  }
}

/** How long an unused answer stays cached. */
export const CACHE_TIME_MS = 5 * 60 * 1000
/**
 * How long an answer counts as fresh: the screen mounted right after its loader fetched the data
 * does not ask again, and a return to the window refreshes at most once every 5 s.
 */
export const FRESH_MS = 5 * 1000
export const RETRY_DELAY_CAP_MS = 30 * 1000
const MAX_RETRIES = 3

export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, RETRY_DELAY_CAP_MS)

/**
 * The session, online until now, ends as expired ("Session expired.", whichever call found it out: a
 * silent call keeps its own failure quiet, not the end of the session; only the user info call, which
 * checks the session, says nothing), or as the logout under way, which says nothing.
 */
function expire(session: Session, quietly = false): void {
  if (session.getState().status !== 'online') return
  session.setOffline('expired')
  if (session.getState().endedBy === 'expired' && !quietly) showErrorToast(i18n._(errorMessages.sessionExpired))
}

/**
 * Every tab of the portal in this browser follows the session of the others: a logout there signs this one out (to the
 * sign-in page, nothing of the user kept; a 401 here once it has begun is that logout), a 401 there ends this one's
 * session too ("Session expired.", the place remembered), and signing in there brings this one back. A session that
 * ended there is this tab's only when it is the same user's: a tab signed in as someone else asks who is signed in.
 */
function followOtherTabs(session: Session, tabs: Tabs): void {
  // While this tab follows another's message: the change it makes is not told back to the others.
  let followingOtherTab = false
  // What another tab changes (who is signed in, a template's gate) may make the HTML's early answers another
  // session's or owner's: none is taken from then on, and so from the start when it happened while this page's code
  // was loading, before it listened.
  if (tabs.toldSince(performance.timeOrigin)) dropEarlyAnswers()
  tabs.subscribe((message) => {
    dropEarlyAnswers()
    followingOtherTab = true
    try {
      const { status, user } = session.getState()
      const ended = message.type === 'signed-out' || message.type === 'expired'
      // Another user's session ended there (a call of theirs answered late, or their logout, which ended the browser's
      // session whoever it now is): this tab asks who is signed in now, a 401 meanwhile being that logout.
      if (ended && message.userId !== undefined && user && message.userId !== user.id) {
        if (message.type === 'signed-out') session.followLogoutElsewhere()
        void session.refresh()
      } else if (message.type === 'signed-out' && status === 'online') session.setOffline('logout')
      else if (message.type === 'signed-out') session.followSignOutElsewhere()
      else if (message.type === 'expired') expire(session)
      else if (message.type === 'logging-out' && status === 'online' && user?.id === message.userId)
        session.followLogoutElsewhere()
      else if (message.type === 'signed-in' && !(status === 'online' && user?.id === message.userId))
        void session.refresh()
    } finally {
      followingOtherTab = false
    }
  })
  // A logout begun here: the other tabs hear it before its call leaves, so that a call of theirs it makes answer 401 is
  // that logout there too, not an expiry remembering the place.
  session.onLogoutBegun(() => {
    const { user } = session.getState()
    if (user) tabs.post({ type: 'logging-out', userId: user.id })
  })
  session.subscribe((state, previous) => {
    if (followingOtherTab) return
    // Only a logout or a 401 ends the other tabs' sessions: a server that could not be reached ends none.
    if (state.status === 'offline' && previous.status === 'online' && state.endedBy !== 'unreachable')
      tabs.post({ type: state.endedBy === 'logout' ? 'signed-out' : 'expired', userId: previous.user?.id })
    if (state.status === 'online' && state.user && previous.user?.id !== state.user.id)
      tabs.post({ type: 'signed-in', userId: state.user.id })
  })
}

/** A tab that hears of no other (tests, and a client made on its own). */
const aloneTabs: Tabs = { post: () => undefined, subscribe: () => () => undefined, toldSince: () => false }

/**
 * The query client and the session, which need each other: every failed call goes through here, and
 * every one that is not `meta.silent` shows its toast, a first load as much as a refresh or an action
 * (the screen's own state then says what is missing, without the toast's words).
 * - A 401 while signed in ends the session ("Session expired."), or the logout under way, which says
 *   nothing; so does a 401 once signed out (a call still on its way after logging out).
 */
export function createAppClients({ tabs = aloneTabs }: { tabs?: Tabs } = {}) {
  // The session is made after the query client, whose error handler needs it.
  const sessionRef: { current?: Session } = {}
  const onError = (error: unknown, silent: boolean, sessionCheck = false) => {
    if (isApiError(error) && error.status === 401) {
      if (sessionRef.current) expire(sessionRef.current, sessionCheck)
      return
    }
    if (silent || error instanceof SupersededError) return
    const text = errorToastText(error)
    showErrorToast(typeof text === 'string' ? text : i18n._(text))
  }
  /** Tells the user's other tabs that a template's gate was changed here. */
  const tellGateChanged = (templateId: number | undefined) => {
    const user = sessionRef.current?.getState().user
    if (templateId !== undefined && user) tabs.post({ type: 'owner-switched', userId: user.id, templateId })
  }
  const queryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, { meta, state }) =>
        onError(error, !!(meta?.silent || (meta?.silentRefresh && state.data !== undefined)), !!meta?.sessionCheck),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        // A change whose answer was lost may have been made: the other tabs read the gate again too.
        if (mayHaveHappened(error)) tellGateChanged(mutation.meta?.gateChange)
        onError(error, mutation.meta?.silent === true)
      },
      onSuccess: (_data, _variables, _context, mutation) => tellGateChanged(mutation.meta?.gateChange),
    }),
    defaultOptions: {
      queries: {
        gcTime: CACHE_TIME_MS,
        staleTime: FRESH_MS,
        // Network errors and 5xx only, three times, 1 s doubling; a screen that opens on a failed
        // query shows the failure with a Retry instead of quietly trying again.
        retry: (failureCount, error) => isRetryable(error) && failureCount < MAX_RETRIES,
        retryDelay,
        retryOnMount: false,
        // A browser that says it is offline is asked all the same, and fails as a server that cannot
        // be reached does: the screens say what they could not show, with Retry, instead of waiting
        // without end for the connection (a paused query). Back online, what is shown and failed or
        // is stale is asked again (off by default in this mode).
        networkMode: 'always',
        refetchOnReconnect: true,
      },
      mutations: { retry: false },
    },
  })
  const session = createSession(queryClient)
  sessionRef.current = session
  followOtherTabs(session, tabs)
  return { queryClient, session, tabs }
}
