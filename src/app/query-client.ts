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
 * The query client and the session, which need each other: every failed call goes through here.
 * - A 401 while signed in ends the session ("Session expired."), or the logout under way, which says
 *   nothing; so does a 401 once signed out (a call still on its way after logging out).
 * - A query that fails with nothing on screen yet is shown in place by its screen (an error with a
 *   Retry): no toast on top of it. A failed refresh of data on screen, and a failed action, toast.
 * - `meta.silent` calls never toast.
 */
export function createAppClients() {
  const holder: { session?: Session } = {}
  const onError = (error: unknown, { silent, shownInPlace }: { silent: boolean; shownInPlace: boolean }) => {
    if (isApiError(error) && error.status === 401) {
      if (holder.session?.getState().status !== 'online') return
      holder.session.setOffline('expired')
      if (holder.session.getState().endedBy !== 'expired') return
    } else if (shownInPlace) {
      return
    }
    if (silent) return
    const text = errorToastText(error)
    showErrorToast(typeof text === 'string' ? text : i18n._(text))
  }
  const queryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) =>
        onError(error, { silent: query.meta?.silent === true, shownInPlace: query.state.data === undefined }),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        onError(error, { silent: mutation.meta?.silent === true, shownInPlace: false }),
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
