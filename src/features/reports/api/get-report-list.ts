import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiPaths } from '@/lib/api-paths'
import { apiRequest } from '@/lib/http'
import { paged } from '@/lib/schemas'
import { reportRowSchema } from '../schemas'
import { DEFAULT_PAGE_SIZE, type ReportListSearch } from '../search'
import { FIRST_SCREEN_FRESH_MS, templateKey } from './keys'

export type ReportListParams = { page: number; pageSize: number; periodFrom?: string; periodTo?: string }

/** The list call's parameters for a `/index/:templateId` search (the page and early-requests.ts agree). */
export const reportListParams = (search: ReportListSearch): ReportListParams => ({
  page: search.page ?? 1,
  pageSize: search.page_size ?? DEFAULT_PAGE_SIZE,
  periodFrom: search.from,
  periodTo: search.to,
})

const reportListSchema = paged(reportRowSchema)

export const getReportList = (templateId: number, preview: boolean, params: ReportListParams, signal?: AbortSignal) =>
  apiRequest(reportListSchema, apiPaths.reportList, {
    query: {
      template_id: templateId,
      page: params.page,
      page_size: params.pageSize,
      period_from: params.periodFrom,
      period_to: params.periodTo,
      preview: preview || undefined,
    },
    signal,
  })

/** A page of the template's reports, newest first; the previous page stays on screen while the next loads. */
export const reportListQueryOptions = (templateId: number, preview: boolean, params: ReportListParams) =>
  queryOptions({
    queryKey: [...templateKey(templateId, preview), 'list', params],
    queryFn: ({ signal }) => getReportList(templateId, preview, params, signal),
    placeholderData: keepPreviousData,
    staleTime: FIRST_SCREEN_FRESH_MS,
  })
