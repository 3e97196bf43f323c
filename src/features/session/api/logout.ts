import { useMutation } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { isRetryable } from '@/lib/errors'
import { apiRequest } from '@/lib/http'
import { nullSchema } from '@/lib/schemas'
import { showErrorToast } from '@/lib/toast'
import { useSession } from '../session'

/** A logout the server did not answer is sent again this many times, this long apart: it may be a blip. */
const LOGOUT_RETRIES = 2
const LOGOUT_RETRY_DELAY_MS = 1000

/**
 * Logs out on the server, then takes the session offline whatever the server said, no redirect kept. A logout the
 * server never confirmed may leave the session open there (on a shared computer, for the next person): that is said.
 */
export function useLogout() {
  const session = useSession()
  const { t } = useLingui()
  return useMutation({
    mutationFn: () => apiRequest(nullSchema, '/user/logout', { method: 'POST', body: {} }),
    meta: { silent: true },
    retry: (failures, error) => failures < LOGOUT_RETRIES && isRetryable(error),
    retryDelay: LOGOUT_RETRY_DELAY_MS,
    onMutate: () => session.beginLogout(),
    onError: () => showErrorToast(t`The server did not confirm the logout. On a shared computer, close the browser.`),
    onSettled: () => session.setOffline('logout'),
  })
}
