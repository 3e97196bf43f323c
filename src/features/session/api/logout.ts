import { useMutation } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { apiRequest } from '@/lib/http'
import { nullSchema } from '@/lib/schemas'
import { showErrorToast } from '@/lib/toast'
import { useSession } from '../session'

/**
 * Logs out on the server, then takes the session offline whatever the server said, no redirect kept. Sent once, as
 * every POST: a logout the server never confirmed may leave the session open there (on a shared computer, for the
 * next person), and that is said.
 */
export function useLogout() {
  const session = useSession()
  const { t } = useLingui()
  return useMutation({
    mutationFn: () => apiRequest(nullSchema, '/user/logout', { method: 'POST', body: {} }),
    meta: { silent: true },
    onMutate: () => session.beginLogout(),
    onError: () => showErrorToast(t`The server did not confirm the logout. On a shared computer, close the browser.`),
    onSettled: () => session.setOffline('logout'),
  })
}
