import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/http'
import { paged } from '@/lib/schemas'
import { templateRowSchema } from '../schemas'

export const templateListSchema = paged(templateRowSchema)

/** Every page and search of the list; mutations invalidate with this prefix. */
export const templateListKey = ['report-templates', 'list'] as const

type ListParams = { page: number; pageSize: number; name: string }

/** A page of the templates whose name holds `name` (all, when it is empty). */
export const fetchTemplates = (params: ListParams, signal?: AbortSignal) =>
  apiRequest(templateListSchema, '/report_template/list', {
    query: { template_name: params.name.trim() || undefined, page: params.page, page_size: params.pageSize },
    signal,
  })

export const templatesQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: [...templateListKey, params],
    queryFn: ({ signal }) => fetchTemplates(params, signal),
  })
