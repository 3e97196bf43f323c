import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { templateDraftQueryOptions, templatePublishedQueryOptions } from '../api/get-template'
import type { TemplateChanges } from '../api/update-template'
import type { Template } from '../schemas'

type ShownReview = { state: 'shown'; draft: Template; published: Template | null }

/** What a publish confirmation compares: the saved draft and the published version (null: none yet). */
export type PublishReview = { state: 'loading' } | { state: 'failed'; retry: () => void } | ShownReview

/**
 * The two versions a publish confirmation shows, as the server holds them since the confirmation
 * opened: both are read again when it mounts, and an older copy from the cache is never shown. Once
 * shown, they stay: a later read (on reconnecting, say) does not change them under the reader's eyes.
 * The shown draft's `updated_at` is what the publish sends (`reviewedAt`), so it publishes this draft
 * or nothing. `atLeast`: the `updated_at` of a draft saved over the one shown (by someone else, which
 * the publish found, or by the publish's own save of the editor's changes): the versions are shown
 * again once read as new as that. Call it inside the dialog's content, which mounts each time the
 * dialog opens.
 */
export function usePublishReview(
  templateId: number,
  atLeast: number | null,
): { review: PublishReview; reviewedAt: number | null } {
  const draft = useQuery({ ...templateDraftQueryOptions(templateId), refetchOnMount: 'always' })
  const published = useQuery({ ...templatePublishedQueryOptions(templateId), refetchOnMount: 'always' })
  const [kept, keep] = useState<ShownReview | null>(null)
  const recent = (review: ShownReview) => atLeast === null || review.draft.updated_at >= atLeast
  if (kept && recent(kept)) return { review: kept, reviewedAt: kept.draft.updated_at }
  if (draft.isError || published.isError) {
    const retry = () => void Promise.all([draft.refetch(), published.refetch()])
    return { review: { state: 'failed', retry }, reviewedAt: null }
  }
  const review: ShownReview | null =
    draft.isFetchedAfterMount &&
    published.isFetchedAfterMount &&
    draft.data !== undefined &&
    published.data !== undefined
      ? { state: 'shown', draft: draft.data, published: published.data }
      : null
  if (review === null || !recent(review)) return { review: { state: 'loading' }, reviewedAt: null }
  keep(review)
  return { review, reviewedAt: review.draft.updated_at }
}

/**
 * The draft as a publish from the editor sends it: the editor's unsaved changes saved over the shown
 * draft first. A new NDA has no id until the server gives it one (0 here).
 */
export function withUnsavedChanges(saved: Template, changes: TemplateChanges): Template {
  const { template_name, description, owner_scope, period_type, nda, components } = changes
  return {
    ...saved,
    template_name,
    description,
    owner_scope,
    period_type,
    components,
    nda: nda && { ...nda, nda_id: nda.nda_id ?? 0 },
  }
}
