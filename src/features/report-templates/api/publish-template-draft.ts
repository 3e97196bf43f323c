import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MessageDescriptor } from '@lingui/core'
import { apiRequest } from '@/lib/http'
import { nullSchema } from '@/lib/schemas'
import { toFormValues } from '../editor/form-model'
import { publishProblems } from '../editor/publish-checks'
import { invalidateTemplate, templateDraftQueryOptions } from './get-template-draft'

/** What a publish came to: the draft went live, or it was not sent, for these reasons. */
export type PublishOutcome = { published: true } | { published: false; problems: MessageDescriptor[] }

/**
 * The one way to publish a draft, from the template list and from the editor: the draft that would go
 * live, as the server holds it now, goes through the editor's pre-publish checks first, and a draft
 * that fails them is not sent.
 */
export function usePublishTemplateDraft() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (templateId: number): Promise<PublishOutcome> => {
      const draft = await queryClient.fetchQuery({ ...templateDraftQueryOptions(templateId), staleTime: 0 })
      const problems = await publishProblems(toFormValues(draft), queryClient)
      if (problems.length > 0) return { published: false, problems }
      await apiRequest(nullSchema, '/report_template/publish_draft', { method: 'POST', body: { template_id: templateId } })
      return { published: true }
    },
    onSuccess: (outcome, templateId) => outcome.published && invalidateTemplate(queryClient, templateId),
  })
}
