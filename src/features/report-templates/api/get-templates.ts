import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/http'
import { paged } from '@/lib/schemas'
import { templateRowSchema } from '../schemas'

export const templateListSchema = paged(templateRowSchema)

/** Every page and search of the list; mutations invalidate with this prefix. */
export const templateListKey = ['report-templates', 'list'] as const

export const templatesQueryOptions = (params: { page: number; pageSize: number; name: string }) =>
  queryOptions({
    queryKey: [...templateListKey, params],
    queryFn: ({ signal }) =>
      apiRequest(templateListSchema, '/report_template/list', {
        query: { template_name: params.name.trim() || undefined, page: params.page, page_size: params.pageSize },
        signal,
      }),
  })
