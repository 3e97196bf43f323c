import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/http'
import { templateSchema } from '../schemas'

/** The editor's copy: `preview=true` answers with the draft (or the published version when none waits). */
export const getTemplateDraft = (templateId: number, signal?: AbortSignal) =>
  apiRequest(templateSchema, '/report_template/detail', { query: { template_id: templateId, preview: true }, signal })

export const templateDraftKey = (templateId: number) => ['report-templates', 'detail', templateId, 'draft'] as const

export const templateDraftQueryOptions = (templateId: number) =>
  queryOptions({
    queryKey: templateDraftKey(templateId),
    queryFn: ({ signal }) => getTemplateDraft(templateId, signal),
    // The form is filled once; a refetch on focus must not look like someone else's save.
    refetchOnWindowFocus: false,
  })

