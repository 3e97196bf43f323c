import { apiRequest } from '@/lib/http'
import { listOf } from '@/lib/schemas'
import { queryResultSchema } from '../schemas'

/** A placeholder's name, its variable source and the value to test with (`none` is not sent, `nullable` is NULL). */
export type TestPlaceholder = { name: string; source: string; value?: string }
export type ReportQueriesInput = { template_id: number; placeholders: TestPlaceholder[] }

/** Runs each variable component of the saved draft with these placeholder values. */
export const runReportQueries = (body: ReportQueriesInput) =>
  apiRequest(listOf(queryResultSchema), '/metabase/report/queries', { method: 'POST', body })
