import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/http'
import { paged } from '@/lib/schemas'
import { templateRowSchema } from '../schemas'

export type TemplateListParams = { page: number; pageSize: number; name: string }

export const templateListSchema = paged(templateRowSchema)

export const getTemplates = ({ page, pageSize, name }: TemplateListParams, signal?: AbortSignal) =>
  apiRequest(templateListSchema, '/report_template/list', {
    query: { template_name: name.trim() || undefined, page, page_size: pageSize },
    signal,
  })

/** Every page and search of the list; mutations invalidate with this prefix. */
export const templateListKey = ['report-templates', 'list'] as const

export const templatesQueryOptions = (params: TemplateListParams) =>
  queryOptions({
    queryKey: [...templateListKey, params],
    queryFn: ({ signal }) => getTemplates(params, signal),
  })
