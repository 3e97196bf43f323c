import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/http'
import { DEFAULT_PAGE_SIZE } from '@/lib/paging'
import { paged } from '@/lib/schemas'
import { reportRowSchema } from '../schemas'
import type { ReportListSearch } from '../search'
import { templateKey } from './keys'

export type ReportListParams = { page: number; pageSize: number; periodFrom?: string; periodTo?: string }

/** The list call's parameters for a `/index/:templateId` search. */
export const reportListParams = (search: ReportListSearch): ReportListParams => ({
  page: search.page ?? 1,
  pageSize: search.page_size ?? DEFAULT_PAGE_SIZE,
  periodFrom: search.from,
  periodTo: search.to,
})

export const reportListSchema = paged(reportRowSchema)

export const getReportList = (templateId: number, preview: boolean, params: ReportListParams, signal?: AbortSignal) =>
  apiRequest(reportListSchema, '/report_template/report/list', {
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

/** A page of the template's reports, newest first. */
export const reportListQueryOptions = (templateId: number, preview: boolean, params: ReportListParams) =>
  queryOptions({
    queryKey: [...templateKey(templateId, preview), 'list', params],
    queryFn: ({ signal }) => getReportList(templateId, preview, params, signal),
  })

/** How many periods a period picker asks for at once. */
export const PERIODS_PAGE_SIZE = 100

/**
 * Every period of a template between two bounds (either may be open), newest first, a page at a
 * time: what a period picker offers. Periods of one template share their shape, so they compare as
 * text in time order.
 */
export const periodsQueryOptions = (templateId: number, preview: boolean, bounds: { from?: string; to?: string }) =>
  infiniteQueryOptions({
    queryKey: [...templateKey(templateId, preview), 'periods', bounds],
    queryFn: ({ pageParam, signal }) =>
      getReportList(templateId, preview, { page: pageParam, pageSize: PERIODS_PAGE_SIZE, periodFrom: bounds.from, periodTo: bounds.to }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * PERIODS_PAGE_SIZE < last.total ? pages.length + 1 : undefined),
  })
