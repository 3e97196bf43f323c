import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/http'
import { nullSchema } from '@/lib/schemas'
import { useSession } from '@/app/session'

export const logout = () => apiRequest(nullSchema, '/user/logout', { method: 'POST', body: {} })

/** Logs out on the server, then takes the session offline whatever the server said. */
export function useLogout() {
  const session = useSession()
  return useMutation({
    mutationFn: logout,
    meta: { silent: true },
    onSettled: () => session.setOffline(),
  })
}
