import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { isApiError } from '@/lib/errors'
import { apiRequest } from '@/lib/http'
import { templateReportsKey } from '@/lib/report-keys'
import { templateSchema } from '../schemas'
import { templateListKey } from './get-templates'

const detail = (templateId: number, preview: boolean, signal: AbortSignal) =>
  apiRequest(templateSchema, '/report_template/detail', { query: { template_id: templateId, preview }, signal })

/** The editor's copy: `preview=true` answers with the draft (or the published version when none waits). */
export const templateDraftQueryOptions = (templateId: number) =>
  queryOptions({
    queryKey: ['report-templates', 'detail', templateId, 'draft'] as const,
    queryFn: ({ signal }) => detail(templateId, true, signal),
    // The form is filled once; a refetch on focus must not look like someone else's save.
    refetchOnWindowFocus: false,
  })

/**
 * What sellers see now: `preview=false` answers with the published version, or 404 when there is none yet (null here).
 */
export const templatePublishedQueryOptions = (templateId: number) =>
  queryOptions({
    queryKey: ['report-templates', 'detail', templateId, 'published'] as const,
    queryFn: ({ signal }) =>
      detail(templateId, false, signal).catch((error: unknown) => {
        if (isApiError(error) && error.status === 404) return null
        throw error
      }),
  })

/**
 * After a change to a template: every page of the list, its versions (draft and published) and the reports shown of
 * it (a preview's figures over time included, which are otherwise kept for good) load again.
 */
export const invalidateTemplate = (queryClient: QueryClient, templateId: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: templateListKey }),
    queryClient.invalidateQueries({ queryKey: ['report-templates', 'detail', templateId] }),
    queryClient.invalidateQueries({ queryKey: templateReportsKey(templateId) }),
  ])
