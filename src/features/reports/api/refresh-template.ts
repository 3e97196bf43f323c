import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { allTemplatesKey } from './keys'

/**
 * After a change that opens or moves the template's gate (an NDA accepted, another merchant or shop
 * chosen): every view of the template asks again, and the route's loader runs again (a report
 * address without a period then opens the newest one).
 */
export function useRefreshTemplate(templateId: number) {
  const queryClient = useQueryClient()
  const router = useRouter()
  return async () => {
    await queryClient.invalidateQueries({ queryKey: allTemplatesKey(templateId) })
    await router.invalidate()
  }
}
