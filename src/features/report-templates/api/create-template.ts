import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from '@/lib/zod'
import { apiRequest } from '@/lib/http'
import { templateIdSchema } from '@/lib/schemas'
import type { OwnerScope, PeriodType } from '@/lib/vocabulary'
import { templateListKey } from './get-templates'

export type NewTemplate = {
  template_name: string
  description: string
  owner_scope: OwnerScope
  period_type: PeriodType
}

export const createdSchema = z.object({ template_id: templateIdSchema })

/** Creates an unpublished template whose draft has no components yet. */
export function useCreateTemplate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: NewTemplate) => apiRequest(createdSchema, '/report_template/create', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateListKey }),
  })
}
