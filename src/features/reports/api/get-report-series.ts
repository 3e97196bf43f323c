import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { isNotFoundError, isRetryable, SupersededError } from '@/lib/errors'
import { periodsUpTo, sameLastYear } from '@/lib/periods'
import type { PeriodType } from '@/lib/vocabulary'
import type { ReportView } from '../schemas'
import { reportInfoQueryOptions } from './get-report-info'
import { reportListQueryOptions } from './get-report-list'
import { reportsKey, type ReportScope } from './keys'

/**
 * A period's key figures: each `variable` component's value by its `component_id`, as that period's report writes it.
 */
export type PeriodFigures = Record<string, string | undefined>

export type SeriesPeriod = {
  period: string
  /** Whether the period has a published report. */
  published: boolean
  /** Null when it has none, or its report could not be read: a gap in the trend. */
  figures: PeriodFigures | null
}

/** The key figures over time, as a series call of the backend would answer them (docs/API.md). */
export type ReportSeries = {
  /** Every period from the oldest published one of the trend's span up to the current one, oldest first. */
  periods: SeriesPeriod[]
  /** The same period a year before, when it is published and could be read. */
  yearAgo: { period: string; figures: PeriodFigures } | null
  /**
   * False when a part could not be read: the series then asks again, for those parts alone, the next time it is needed.
   */
  complete: boolean
}

/** How many periods a trend spans, the current one included: a year of months, a quarter of weeks, a month of days. */
export const TREND_LENGTH: Record<PeriodType, number> = { month: 12, week: 13, day: 30 }

/** How many report calls a series has on their way at once: the page's own calls keep their room. */
const AT_ONCE = 3

function figuresOf(view: ReportView): PeriodFigures {
  return Object.fromEntries(
    view.components
      .filter((component) => component.display === 'variable')
      .map((component) => [component.component_id, component.value]),
  )
}

/** Runs `task` on each key in order, at most `width` at a time; takes no new one once `signal` aborts. */
async function atMost(width: number, keys: string[], task: (key: string) => Promise<void>, signal: AbortSignal) {
  let next = 0
  const worker = async () => {
    for (let key = keys[next++]; key !== undefined; key = keys[next++]) {
      signal.throwIfAborted()
      await task(key)
    }
  }
  await Promise.all(Array.from({ length: Math.min(width, keys.length) }, worker))
}

/**
 * The key figures of the last TREND_LENGTH periods up to `period` (fewer where fewer are published) and
 * of the same period a year before, for the page's filters. The contract has no series call (one would
 * replace this function alone): `report/list` names the published periods, each read with `report/info`
 * a few at a time, as the very query of its page kept for the session (a published report does not
 * change), so no period is asked for twice. A period that could not be read is a silent gap; only an
 * owner switch (`SupersededError`) drops the series.
 */
export async function getReportSeries(
  client: QueryClient,
  scope: ReportScope,
  periodType: PeriodType,
  period: string,
  filters: Record<string, string>,
  signal: AbortSignal,
): Promise<ReportSeries> {
  const span = periodsUpTo(periodType, period, TREND_LENGTH[periodType])
  const yearAgo = sameLastYear(periodType, period)
  if (span.length === 0) return { periods: [], yearAgo: null, complete: true }
  const found = new Map<string, PeriodFigures>()
  // A report that could not be read (not one that is not published) leaves the series incomplete.
  let unread = false
  const read = async (key: string) => {
    try {
      const view = await client.fetchQuery({
        ...reportInfoQueryOptions(scope, key, filters),
        staleTime: Infinity,
        gcTime: Infinity,
        meta: { silent: true },
        // Asked again once after a network or server error; then it is a gap.
        retry: (failures, error) => failures < 1 && isRetryable(error),
      })
      found.set(key, figuresOf(view))
    } catch (error) {
      if (error instanceof SupersededError) throw error
      unread ||= !isNotFoundError(error)
    }
  }
  const listed = await client
    .fetchQuery({
      ...reportListQueryOptions(scope, { page: 1, pageSize: span.length, periodFrom: span[0], periodTo: period }),
      meta: { silent: true },
    })
    .then(
      (list) => new Set(list.list.map((row) => row.report_period)),
      (error: unknown) => {
        if (error instanceof SupersededError) throw error
        return null
      },
    )
  // Without the list, the current period alone is known to be published.
  const published = span.filter((key) => (listed ? listed.has(key) : key === period))
  const first = span.findIndex((key) => published.includes(key))
  const trend = first < 0 ? [] : span.slice(first)
  // The year before first (one call for a line of text), then the newest periods first.
  const keys = [...(yearAgo ? [yearAgo] : []), ...[...published].reverse()]
  await atMost(AT_ONCE, keys, read, signal)
  const yearAgoFigures = yearAgo ? found.get(yearAgo) : undefined
  return {
    periods: trend.map((key) => ({ period: key, published: published.includes(key), figures: found.get(key) ?? null })),
    yearAgo: yearAgo && yearAgoFigures ? { period: yearAgo, figures: yearAgoFigures } : null,
    complete: listed !== null && !unread,
  }
}

/** The series of a report page: asked for once the page has painted (never by the loader), silent, kept once whole. */
export const reportSeriesQueryOptions = (
  scope: ReportScope,
  periodType: PeriodType,
  period: string,
  filters: Record<string, string>,
) =>
  queryOptions({
    queryKey: [...reportsKey(scope), 'series', periodType, period, filters],
    queryFn: ({ client, signal }) => getReportSeries(client, scope, periodType, period, filters, signal),
    staleTime: (query) => (query.state.data?.complete === false ? 0 : Infinity),
    gcTime: Infinity,
    meta: { silent: true },
    retry: false,
  })
