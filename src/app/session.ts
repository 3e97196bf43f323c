import { createContext, useContext, useSyncExternalStore } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import type { UserInfo } from '@/features/session/schemas'
import { userInfoQueryOptions } from '@/features/session/api/get-user-info'

export type SessionStatus = 'idle' | 'online' | 'offline'
export type SessionState = { status: SessionStatus; user: UserInfo | null; maybeStaff: boolean }

const idle: SessionState = { status: 'idle', user: null, maybeStaff: false }

/**
 * SPEC.md section 4: idle until the user info call answers; online when it succeeds; offline when it
 * fails, on any 401 and on logout. Going offline forgets every cached answer of the old user.
 */
export function createSession(queryClient: QueryClient) {
  let state = idle
  const listeners = new Set<() => void>()
  const set = (next: SessionState) => {
    state = next
    listeners.forEach((listener) => listener())
  }

  const session = {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    setOnline(user: UserInfo) {
      queryClient.setQueryData(userInfoQueryOptions().queryKey, user)
      set({ status: 'online', user, maybeStaff: user.user_type === 'staff' })
    },
    setOffline() {
      if (state.status === 'offline') return
      queryClient.cancelQueries()
      queryClient.clear()
      set({ status: 'offline', user: null, maybeStaff: false })
    },
    /** Asks the server who is signed in; resolves once the state is online or offline. */
    async load(): Promise<SessionState> {
      try {
        session.setOnline(await queryClient.fetchQuery({ ...userInfoQueryOptions(), staleTime: 0 }))
      } catch {
        session.setOffline()
      }
      return state
    },
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
