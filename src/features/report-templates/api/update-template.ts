import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from '@/lib/zod'
import { apiRequest } from '@/lib/http'
import { unixSecondsSchema, type StoredFile } from '@/lib/schemas'
import type { Template } from '../schemas'
import { invalidateTemplate } from './get-template'

export type TemplateChanges = Pick<
  Template,
  'template_id' | 'template_name' | 'description' | 'owner_scope' | 'period_type' | 'components'
> & {
  /** The `updated_at` of the draft this edit started from: the server answers 409 when it moved on. */
  updated_at: number
  nda: { nda_id: number | null; title: string; content: string; attachment: StoredFile | null } | null
}

export const savedSchema = z.object({ updated_at: unixSecondsSchema })

/** Saves the draft. Silent: the editor shows its own conflict dialog for a 409 and its own message for the rest. */
export function useUpdateTemplate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (changes: TemplateChanges) =>
      apiRequest(savedSchema, '/report_template/update', { method: 'POST', body: changes }),
    meta: { silent: true },
    onSuccess: (_data, { template_id }) => invalidateTemplate(queryClient, template_id),
  })
}
