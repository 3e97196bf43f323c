import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { i18n } from '@lingui/core'
import { errorToastText, isApiError, isRetryable } from '@/lib/errors'
import { showErrorToast } from '@/lib/toast'
import { createSession, type Session } from '@/features/session/session'

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean }
    mutationMeta: { silent?: boolean }
  }
}

/** How long an unused answer stays cached. */
export const CACHE_TIME_MS = 5 * 60 * 1000
/**
 * How long an answer counts as fresh: the screen that mounts right after its loader fetched the data
 * does not ask again, and coming back to the window refreshes what is older than this, so at most
 * once every 5 s.
 */
export const FRESH_MS = 5 * 1000
export const RETRY_DELAY_CAP_MS = 30 * 1000
const MAX_RETRIES = 3

export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, RETRY_DELAY_CAP_MS)

/**
 * The query client and the session, which need each other: every failed call goes through here, and
 * every one that is not `meta.silent` shows its toast, a first load as much as a refresh or an action
 * (the screen's own state then says what is missing, without the toast's words).
 * - A 401 while signed in ends the session ("Session expired."), or the logout under way, which says
 *   nothing; so does a 401 once signed out (a call still on its way after logging out).
 */
export function createAppClients() {
  const holder: { session?: Session } = {}
  const onError = (error: unknown, silent: boolean) => {
    if (isApiError(error) && error.status === 401) {
      if (holder.session?.getState().status !== 'online') return
      holder.session.setOffline('expired')
      if (holder.session.getState().endedBy !== 'expired') return
    }
    if (silent) return
    const text = errorToastText(error)
    showErrorToast(typeof text === 'string' ? text : i18n._(text))
  }
  const queryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => onError(error, query.meta?.silent === true),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => onError(error, mutation.meta?.silent === true),
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
      },
      mutations: { retry: false },
    },
  })
  const session = createSession(queryClient)
  holder.session = session
  return { queryClient, session }
}
