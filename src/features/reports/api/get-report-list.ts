import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/http'
import { DEFAULT_PAGE_SIZE } from '@/lib/paging'
import { paged } from '@/lib/schemas'
import { reportRowSchema } from '../schemas'
import type { ReportListSearch } from '../search'
import { forOwner } from './for-owner'
import { reportsKey, type ReportScope } from './keys'

export type ReportListParams = { page: number; pageSize: number; periodFrom?: string; periodTo?: string }

/** The list call's parameters for a `/index/:templateId` search. */
export const reportListParams = (search: ReportListSearch): ReportListParams => ({
  page: search.page ?? 1,
  pageSize: search.page_size ?? DEFAULT_PAGE_SIZE,
  periodFrom: search.from,
  periodTo: search.to,
})

export const reportListSchema = paged(reportRowSchema)

const getReportList = (scope: ReportScope, params: ReportListParams, signal?: AbortSignal) =>
  apiRequest(reportListSchema, '/report_template/report/list', {
    query: {
      template_id: scope.templateId,
      page: params.page,
      page_size: params.pageSize,
      period_from: params.periodFrom,
      period_to: params.periodTo,
      preview: scope.preview || undefined,
    },
    signal,
  })

/** A page of the template's reports, newest first. */
export const reportListQueryOptions = (scope: ReportScope, params: ReportListParams) =>
  queryOptions({
    queryKey: [...reportsKey(scope), 'list', params],
    queryFn: ({ signal, client }) => forOwner(client, scope, () => getReportList(scope, params, signal)),
  })

/** How many periods a period picker asks for at once. */
export const PERIODS_PAGE_SIZE = 100

/**
 * Every period of a template between two bounds (either may be open), newest first, a page at a
 * time: what a period picker offers. Periods of one template share their shape, so they compare as
 * text in time order.
 */
export const periodsQueryOptions = (scope: ReportScope, bounds: { from?: string; to?: string }) =>
  infiniteQueryOptions({
    queryKey: [...reportsKey(scope), 'periods', bounds],
    queryFn: ({ pageParam, signal, client }) =>
      forOwner(client, scope, () =>
        getReportList(
          scope,
          { page: pageParam, pageSize: PERIODS_PAGE_SIZE, periodFrom: bounds.from, periodTo: bounds.to },
          signal,
        ),
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * PERIODS_PAGE_SIZE < last.total ? pages.length + 1 : undefined),
  })
