import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from '@/lib/zod'
import { apiRequest } from '@/lib/http'
import { unixSecondsSchema, type StoredFile } from '@/lib/schemas'
import type { OwnerScope, PeriodType } from '@/lib/vocabulary'
import type { Component } from '../schemas'
import { invalidateTemplate } from './get-template-draft'

export type TemplateChanges = {
  template_id: number
  /** The `updated_at` of the draft this edit started from: the server answers 409 when it moved on. */
  updated_at: number
  template_name: string
  description: string
  owner_scope: OwnerScope
  period_type: PeriodType
  nda: { nda_id: number | null; title: string; content: string; attachment: StoredFile | null } | null
  components: Component[]
}

export const savedSchema = z.object({ updated_at: unixSecondsSchema })

/** Saves the draft. Silent: the editor shows its own conflict dialog for a 409 and its own message for the rest. */
export function useUpdateTemplate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (changes: TemplateChanges) => apiRequest(savedSchema, '/report_template/update', { method: 'POST', body: changes }),
    meta: { silent: true },
    onSuccess: (_data, { template_id }) => invalidateTemplate(queryClient, template_id),
  })
}
