import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/http'
import { nullSchema } from '@/lib/schemas'
import { allTemplatesKey } from '@/features/reports/api/keys'
import { ndaSchema } from '../schemas'

export const getNda = (templateId: number, signal?: AbortSignal) =>
  apiRequest(ndaSchema, '/report_template/get_nda', { query: { template_id: templateId }, signal })

export const ndaQueryOptions = (templateId: number) =>
  queryOptions({ queryKey: ['nda', templateId], queryFn: ({ signal }) => getNda(templateId, signal) })

export const acceptNda = (ndaId: number) => apiRequest(nullSchema, '/report_template/accept_nda', { query: { nda_id: ndaId } })

/** Accepting the NDA opens every view of the template. */
export function useAcceptNda(templateId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: acceptNda,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: allTemplatesKey(templateId) }),
  })
}
