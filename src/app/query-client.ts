import { focusManager, MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { i18n } from '@lingui/core'
import { errorToastText, isApiError, isRetryable } from '@/lib/errors'
import { showErrorToast } from '@/lib/toast'
import { createSession, type Session } from './session'

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean }
    mutationMeta: { silent?: boolean }
  }
}

/** SPEC.md section 9: request-state defaults. */
export const CACHE_TIME_MS = 5 * 60 * 1000
export const FOCUS_REFETCH_TIMESPAN_MS = 5 * 1000
export const RETRY_DELAY_CAP_MS = 30 * 1000
const MAX_RETRIES = 3

export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, RETRY_DELAY_CAP_MS)

let focusThrottleInstalled = false
/** TanStack Query refetches on every focus; the product refreshes at most once per 5 s. */
function throttleFocusRefetch() {
  if (focusThrottleInstalled || typeof window === 'undefined') return
  focusThrottleInstalled = true
  let last = Date.now()
  focusManager.setEventListener((handleFocus) => {
    const onFocus = () => {
      if (document.visibilityState !== 'visible') return
      const now = Date.now()
      if (now - last < FOCUS_REFETCH_TIMESPAN_MS) return
      last = now
      handleFocus(true)
    }
    window.addEventListener('visibilitychange', onFocus, false)
    window.addEventListener('focus', onFocus, false)
    return () => {
      window.removeEventListener('visibilitychange', onFocus)
      window.removeEventListener('focus', onFocus)
    }
  })
}

/**
 * The one place failed calls turn into toasts (SPEC.md section 8) and a 401 takes the session
 * offline, silent or not.
 */
export function createAppClients() {
  // The session needs the client and the client's error handler needs the session.
  const holder: { session?: Session } = {}
  const onError = (error: unknown, silent: boolean | undefined) => {
    // While the session check is still out, it alone decides (an early request of the first page
    // may be answered first); after that, any 401 means the session ended.
    if (isApiError(error) && error.status === 401 && holder.session?.getState().status !== 'idle') holder.session?.setOffline()
    if (silent) return
    const text = errorToastText(error)
    showErrorToast(typeof text === 'string' ? text : i18n._(text))
  }
  const queryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta?.silent) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => onError(error, mutation.meta?.silent),
    }),
    defaultOptions: {
      queries: {
        gcTime: CACHE_TIME_MS,
        retry: (failureCount, error) => isRetryable(error) && failureCount < MAX_RETRIES,
        retryDelay,
      },
      mutations: { retry: false },
    },
  })
  throttleFocusRefetch()
  const session = createSession(queryClient)
  holder.session = session
  return { queryClient, session }
}
