import { queryOptions } from '@tanstack/react-query'
import { isApiError } from '@/lib/errors'
import { apiRequest } from '@/lib/http'
import { templateSchema } from '../schemas'

/** What sellers see now: `preview=false` answers with the published version, or 404 when there is none yet (null here). */
export const templatePublishedQueryOptions = (templateId: number) =>
  queryOptions({
    queryKey: ['report-templates', 'detail', templateId, 'published'] as const,
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest(templateSchema, '/report_template/detail', { query: { template_id: templateId, preview: false }, signal })
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null
        throw error
      }
    },
  })
