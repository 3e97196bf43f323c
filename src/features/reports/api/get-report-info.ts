import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/http'
import { reportViewSchema } from '../schemas'
import { templateKey } from './keys'

/** API.md: `embed_url` is signed for 10 minutes; the open page fetches a fresh view before that. */
export const EMBED_REFRESH_MS = 8 * 60 * 1000

export const getReportInfo = (templateId: number, reportPeriod: string, preview: boolean, signal?: AbortSignal) =>
  apiRequest(reportViewSchema, '/report_template/report/info', {
    query: { template_id: templateId, report_period: reportPeriod, preview: preview || undefined },
    signal,
  })

export const reportInfoQueryOptions = (templateId: number, reportPeriod: string, preview: boolean) =>
  queryOptions({
    queryKey: [...templateKey(templateId, preview), 'info', reportPeriod],
    queryFn: ({ signal }) => getReportInfo(templateId, reportPeriod, preview, signal),
    refetchInterval: EMBED_REFRESH_MS,
    refetchIntervalInBackground: true,
  })
