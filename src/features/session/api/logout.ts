import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/http'
import { nullSchema } from '@/lib/schemas'
import { useSession } from '../session'

/** Logs out on the server, then takes the session offline whatever the server said: no toast, no redirect kept. */
export function useLogout() {
  const session = useSession()
  return useMutation({
    mutationFn: () => apiRequest(nullSchema, '/user/logout', { method: 'POST', body: {} }),
    meta: { silent: true },
    onMutate: () => session.beginLogout(),
    onSettled: () => session.setOffline('logout'),
  })
}
