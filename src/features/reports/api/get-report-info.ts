import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/http'
import { reportViewSchema, type ReportView } from '../schemas'
import { forOwner } from './for-owner'
import { reportsKey, type ReportScope } from './keys'

/** An `embed_url` is signed to work for 10 minutes from when the view was fetched. */
export const EMBED_VALID_MS = 10 * 60 * 1000

/**
 * The open page fetches a fresh view (freshly signed frame addresses) this often: before a frame in view
 * asks for a new address (its expiry less the re-signing margin), so one is ready. Each frame decides
 * when to take it (docs/frames.md).
 */
export const EMBED_REFRESH_MS = 8 * 60 * 1000

/**
 * The report of one period with its key figures computed for the chosen filters (one query
 * parameter per filter, docs/API.md); the server applies a filter's default where none is chosen.
 */
export const reportInfoQueryOptions = (scope: ReportScope, reportPeriod: string, filters: Record<string, string>) =>
  queryOptions({
    queryKey: [...reportsKey(scope), 'info', reportPeriod, filters],
    queryFn: ({ signal, client }) =>
      forOwner(client, scope, () =>
        apiRequest(reportViewSchema, '/report_template/report/info', {
          query: {
            ...filters,
            template_id: scope.templateId,
            report_period: reportPeriod,
            preview: scope.preview || undefined,
          },
          signal,
        }),
      ),
    refetchInterval: EMBED_REFRESH_MS,
    refetchIntervalInBackground: true,
  })

/**
 * The previous period's report, for the changes: the very query the Previous link loads, so it opens at
 * once. Asked for once the page has rendered (not in the loader), so it never holds up the figures. A
 * failure is silent: each figure says its change could not be loaded, with one Retry (`failed`, `retry`).
 */
export function usePreviousReport(view: ReportView, scope: ReportScope, filters: Record<string, string>) {
  const previous = useQuery({
    ...reportInfoQueryOptions(scope, view.prev_period ?? '', filters),
    enabled: view.prev_period !== null,
    meta: { silent: true },
    // Past figures do not change; the Previous page refreshes its own frame addresses.
    refetchInterval: false,
  })
  const expected = view.prev_period !== null
  return {
    previous: previous.data,
    pending: expected && previous.isPending,
    failed: expected && previous.isError,
    error: previous.error,
    retrying: previous.isFetching,
    retry: () => void previous.refetch(),
  }
}
