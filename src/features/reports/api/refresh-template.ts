import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useRouter, type AnyRouter } from '@tanstack/react-router'
import { templateReportsKey } from '@/lib/report-keys'

/**
 * After a change that opens or moves the template's gate (an NDA accepted, another merchant or shop
 * chosen, here or in another tab): every view of the template asks again, and the route's loader
 * runs again (a report address without a period then opens the newest one). A call under way was
 * answered as of before the change: it is dropped, not waited for, so a page still loading asks anew.
 */
export async function refreshTemplate(queryClient: QueryClient, router: AnyRouter, templateId: number): Promise<void> {
  await queryClient.cancelQueries({ queryKey: templateReportsKey(templateId) })
  await queryClient.invalidateQueries({ queryKey: templateReportsKey(templateId) })
  await router.invalidate()
}

export function useRefreshTemplate(templateId: number) {
  const queryClient = useQueryClient()
  const router = useRouter()
  return () => refreshTemplate(queryClient, router, templateId)
}
