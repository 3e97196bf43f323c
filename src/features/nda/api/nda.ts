import { queryOptions, useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/http'
import type { TemplateScope } from '@/lib/route-params'
import { nullSchema } from '@/lib/schemas'
import { ndaSchema } from '../schemas'

/** The template's NDA; in a draft preview, the draft's. */
export const ndaQueryOptions = ({ templateId, preview }: TemplateScope) =>
  queryOptions({
    queryKey: ['nda', templateId, preview ? 'draft' : 'published'],
    queryFn: ({ signal }) =>
      apiRequest(ndaSchema, '/report_template/get_nda', {
        query: { template_id: templateId, preview: preview || undefined },
        signal,
      }),
  })

/**
 * Accepts the template's NDA; `onAccepted` runs (and is waited for) before the acceptance counts as done. The user's
 * other tabs open the template too.
 */
export const useAcceptNda = (templateId: number, onAccepted: () => unknown) =>
  useMutation({
    mutationFn: (ndaId: number) => apiRequest(nullSchema, '/report_template/accept_nda', { query: { nda_id: ndaId } }),
    onSuccess: onAccepted,
    meta: { gateChange: templateId },
  })
