import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MessageDescriptor } from '@lingui/core'
import { invalidateTemplate, templateDraftQueryOptions } from '../api/get-template-draft'
import { publishTemplateDraft } from '../api/publish-template-draft'
import { toFormValues } from './form-model'
import { publishProblems } from './publish-checks'

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
      await publishTemplateDraft(templateId)
      return { published: true }
    },
    onSuccess: (outcome, templateId) => outcome.published && invalidateTemplate(queryClient, templateId),
  })
}
