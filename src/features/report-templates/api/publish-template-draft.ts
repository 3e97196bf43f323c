import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/http'
import { nullSchema } from '@/lib/schemas'
import { templateListKey } from './get-templates'
import { templateDraftKey } from './get-template-detail'

/** The draft becomes the published version. */
export const publishTemplateDraft = (templateId: number) =>
  apiRequest(nullSchema, '/report_template/publish_draft', { method: 'POST', body: { template_id: templateId } })

export function usePublishTemplateDraft() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (templateId: number) => publishTemplateDraft(templateId),
    onSuccess: (_data, templateId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: templateListKey }),
        queryClient.invalidateQueries({ queryKey: templateDraftKey(templateId) }),
      ]),
  })
}
