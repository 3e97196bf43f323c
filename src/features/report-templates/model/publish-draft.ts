import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MessageDescriptor } from '@lingui/core'
import { isApiError } from '@/lib/errors'
import { apiRequest } from '@/lib/http'
import { nullSchema } from '@/lib/schemas'
import { invalidateTemplate, templateDraftQueryOptions, templatePublishedQueryOptions } from '../api/get-template'
import { templateListKey } from '../api/get-templates'
import type { Template } from '../schemas'
import { toFormValues } from './form-model'
import { publishProblems } from './publish-checks'

/** Who saved the draft after it was shown (null when the server does not say), and when. */
export type DraftChanged = { by: string | null; at: number }

/**
 * What a publish came to: the draft went live; or it was not sent, for these reasons; or the draft
 * changed after it was shown, and the cache now holds the new draft and published version, for a new
 * comparison.
 */
type PublishOutcome =
  | { kind: 'published' }
  | { kind: 'blocked'; problems: MessageDescriptor[] }
  | { kind: 'changed'; changed: DraftChanged }

/** `reviewedAt`: the `updated_at` of the draft the person was shown, the only draft this publish may send. */
type PublishRequest = { templateId: number; reviewedAt: number }

/** The template's version as the editor reads it (`detail?preview=true`) is the published one, and holds `draft`. */
const live = (version: Template, draft: Template) =>
  !version.has_draft && JSON.stringify(toFormValues(version)) === JSON.stringify(toFormValues(draft))

/**
 * The one way to publish a draft, from the template list and from the editor. Only the draft that was
 * reviewed goes live: the draft is read again first, and one that changed since is not sent; the call
 * carries the reviewed `updated_at`, so a save in between is refused too (409). The draft then goes
 * through the editor's pre-publish checks, and a draft that fails them is not sent. The server's template
 * is the truth: a reviewed version that is live already (an earlier attempt went through, its answer lost)
 * is published, and so is one that a failed call turns out to have put live (the browser re-sent it, and
 * the second call found no draft left).
 */
export function usePublishTemplateDraft() {
  const queryClient = useQueryClient()
  const latestDraft = (templateId: number) =>
    queryClient.fetchQuery({ ...templateDraftQueryOptions(templateId), staleTime: 0 })
  /** The draft changed since it was shown: both versions are read again for the new comparison, the list's row too. */
  const changed = async (templateId: number, draft?: Template): Promise<PublishOutcome> => {
    void queryClient.invalidateQueries({ queryKey: templateListKey })
    const [latest] = await Promise.all([
      draft ?? latestDraft(templateId),
      queryClient.fetchQuery({ ...templatePublishedQueryOptions(templateId), staleTime: 0 }),
    ])
    return { kind: 'changed', changed: { by: latest.updated_by ?? null, at: latest.updated_at } }
  }
  return useMutation({
    mutationFn: async ({ templateId, reviewedAt }: PublishRequest): Promise<PublishOutcome> => {
      const draft = await latestDraft(templateId)
      if (draft.updated_at !== reviewedAt) return changed(templateId, draft)
      if (!draft.has_draft) return { kind: 'published' }
      const problems = await publishProblems(toFormValues(draft), queryClient)
      if (problems.length > 0) return { kind: 'blocked', problems }
      // The checks may have taken a while (Metabase's parameters): the draft is read once more just before it is sent,
      // for a server that does not check `updated_at` itself.
      const checked = await latestDraft(templateId)
      if (checked.updated_at !== reviewedAt) return changed(templateId, checked)
      try {
        const body = { template_id: templateId, updated_at: reviewedAt }
        await apiRequest(nullSchema, '/report_template/publish_draft', { method: 'POST', body })
      } catch (error) {
        if (isApiError(error) && error.status === 409) return changed(templateId)
        const now = await latestDraft(templateId).catch(() => null)
        if (!now || !live(now, draft)) throw error
      }
      return { kind: 'published' }
    },
    onSettled: (outcome, _error, { templateId }) =>
      outcome?.kind !== 'blocked' && outcome?.kind !== 'changed' && invalidateTemplate(queryClient, templateId),
  })
}
