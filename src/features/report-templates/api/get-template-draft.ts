import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/http'
import { templateSchema } from '../schemas'
import { templateListKey } from './get-templates'

/** The editor's copy: `preview=true` answers with the draft (or the published version when none waits). */
export const templateDraftQueryOptions = (templateId: number) =>
  queryOptions({
    queryKey: ['report-templates', 'detail', templateId, 'draft'] as const,
    queryFn: ({ signal }) => apiRequest(templateSchema, '/report_template/detail', { query: { template_id: templateId, preview: true }, signal }),
    // The form is filled once; a refetch on focus must not look like someone else's save.
    refetchOnWindowFocus: false,
  })

/** After a change to a template: every page of the list and its versions (draft and published) load again. */
export const invalidateTemplate = (queryClient: QueryClient, templateId: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: templateListKey }),
    queryClient.invalidateQueries({ queryKey: ['report-templates', 'detail', templateId] }),
  ])
