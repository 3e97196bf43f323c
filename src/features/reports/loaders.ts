import { isCancelledError, type QueryClient } from '@tanstack/react-query'
import { notFound, redirect } from '@tanstack/react-router'
import { notFoundOn404, SupersededError } from '@/lib/errors'
import { isPeriod } from '@/lib/periods'
import { known, periodTypes, type PeriodType } from '@/lib/vocabulary'
import type { Session } from '@/features/session/session'
import { basicInfoQueryOptions } from './api/get-basic-info'
import { reportFiltersQueryOptions } from './api/get-report-filters'
import { reportInfoQueryOptions } from './api/get-report-info'
import { reportListParams, reportListQueryOptions } from './api/get-report-list'
import { templateNamesQueryOptions } from './api/get-template-names'
import { firstOwnerPage, ownerListQueryOptions } from './api/owners'
import { ownerKind, reportScope, reportsOpen } from './gate'
import { defaultTemplateId, rememberTemplate } from './last-template'
import { reportLink, reportListLink } from './report-links'
import {
  filterValues,
  knownFilters,
  reportListSearchSchema,
  searchWithoutIgnored,
  type ReportFiltersSearch,
  type ReportListSearch,
} from './search'
import type { BasicInfo } from './schemas'
import type { TemplateScope } from '@/lib/route-params'

// What each seller route loads before it shows (its `loader`): the queries its screen then reads from the cache.

/** The route context: the query cache, the session, and whether the page is a draft preview (its layout route's). */
type LoaderContext = { queryClient: QueryClient; session: Session } & Pick<TemplateScope, 'preview'>
type LoaderArgs<Params, Deps> = {
  context: LoaderContext
  params: Params
  deps: Deps
  location: { search: Record<string, unknown> }
  cause: string
}

/**
 * What does not exist: the route's not-found screen says which. `{ invalid }` is an address whose
 * period cannot exist for the template's period type (`2026-W99`, `2026-13` of a weekly template).
 */
export type Missing = 'template' | 'report' | { invalid: PeriodType }

const missing = (what: Missing) => notFoundOn404(what)

/** The gate of a template (basic info); for a merchant or shop template, the first page of owners too. */
async function loadGate({ queryClient, preview }: LoaderContext, templateId: number): Promise<BasicInfo> {
  const info = await queryClient
    .ensureQueryData(basicInfoQueryOptions({ templateId, preview }))
    .catch(missing('template'))
  const kind = ownerKind(info)
  if (kind) void queryClient.prefetchQuery(ownerListQueryOptions(kind, templateId, firstOwnerPage))
  return info
}

/** How many times a loader reads the gate and loads, each superseded or dropped by a gate changed meanwhile. */
const GATE_READS = 3

/**
 * Loads what the template's gate allows. A report call answers only for the merchant or shop the gate named when it
 * was read: when the gate names another by the time the call is answered (one chosen on another device, not yet known
 * here), the call is superseded, and the loader reads the gate again and loads for the owner it names now. So it does
 * when a call it waits for is dropped (another owner chosen in another tab while this page loads).
 */
async function withGate(context: LoaderContext, templateId: number, load: (info: BasicInfo) => Promise<void>) {
  for (let read = 1; ; read += 1) {
    try {
      return await load(await loadGate(context, templateId))
    } catch (error) {
      // A call dropped because the session ended is not asked again.
      const dropped = isCancelledError(error) && context.session.getState().status === 'online'
      const again = error instanceof SupersededError || dropped
      if (!again || read === GATE_READS) throw error
    }
  }
}

/** `/index` without a template: opens the one chosen last, else the first (none offered: the screen says so). */
async function openDefaultTemplate({ queryClient, session }: LoaderContext): Promise<void> {
  const names = await queryClient.ensureQueryData(templateNamesQueryOptions())
  const templateId = defaultTemplateId(names.list, session.getState().user?.id)
  if (templateId !== undefined) throw redirect({ to: '/index/{-$templateId}', params: { templateId }, replace: true })
}

/**
 * A report list: the template names (the switcher), the gate, and when it is open the page asked for.
 * When the route stays (another page, page size, range or template, a Retry), the rows ask for their
 * page themselves, so the page keeps what it shows meanwhile. An address that names what the list does
 * not read (`?page=abc`) is rewritten without it.
 */
export async function loadReportList({
  context,
  params: { templateId },
  deps,
  location,
  cause,
}: LoaderArgs<{ templateId?: number }, ReportListSearch>) {
  if (templateId === undefined) return openDefaultTemplate(context)
  const { queryClient, session, preview } = context
  const kept = searchWithoutIgnored(location.search, reportListSearchSchema.parse(location.search))
  if (kept) throw redirect({ ...reportListLink(preview, templateId), search: kept, replace: true })
  if (!preview) void queryClient.prefetchQuery(templateNamesQueryOptions())
  // Remembered as its user's, so that `/index` reopens it next time; not for another user found signed in meanwhile.
  const userId = session.getState().user?.id
  await withGate(context, templateId, async (info) => {
    // A bound that cannot be a period of the template's type (`2026-W99` of a weekly one) is dropped as well.
    const type = known(periodTypes, info.period_type)
    const cannotBe = (bound?: string) => bound !== undefined && type !== undefined && !isPeriod(type, bound)
    if (cannotBe(deps.from) || cannotBe(deps.to)) {
      const search = {
        ...deps,
        from: cannotBe(deps.from) ? undefined : deps.from,
        to: cannotBe(deps.to) ? undefined : deps.to,
      }
      throw redirect({ ...reportListLink(preview, templateId), search, replace: true })
    }
    if (cause !== 'stay' && reportsOpen(info, preview, session))
      await queryClient.ensureQueryData(reportListQueryOptions(reportScope(info, preview), reportListParams(deps)))
  })
  if (!preview && userId !== undefined && session.getState().user?.id === userId) rememberTemplate(userId, templateId)
}

/**
 * The report each page (its query cache) last loaded and showed: a later load of the same one changes its filters
 * alone.
 */
const loadedReports = new WeakMap<QueryClient, string>()

/**
 * A report: the gate; without a period, on to the newest one; else the report for the filters, and their list. When
 * only the filters change, the page asks for the report itself, so it keeps what it shows meanwhile.
 */
export async function loadReport({
  context,
  params: { templateId, reportPeriod },
  deps: filters,
  cause,
}: LoaderArgs<{ templateId: number; reportPeriod?: string }, ReportFiltersSearch>) {
  const { queryClient, session, preview } = context
  await withGate(context, templateId, async (info) => {
    if (!reportsOpen(info, preview, session)) return
    const scope = reportScope(info, preview)
    if (reportPeriod === undefined) {
      const newest = await queryClient.ensureQueryData(reportListQueryOptions(scope, { page: 1, pageSize: 1 }))
      const period = newest.list[0]?.report_period
      if (period) throw redirect({ ...reportLink(preview, templateId, period), search: filters, replace: true })
      return
    }
    // A period that cannot exist for the template's period type is an invalid address: nothing is asked for it.
    const type = known(periodTypes, info.period_type)
    if (type !== undefined && !isPeriod(type, reportPeriod))
      throw notFound({ data: { invalid: type } satisfies Missing })
    const filterList = reportFiltersQueryOptions(scope, reportPeriod)
    void queryClient.prefetchQuery(filterList)
    const report = JSON.stringify([scope, reportPeriod])
    const view = reportInfoQueryOptions(scope, reportPeriod, filterValues(filters))
    if (cause === 'stay' && loadedReports.get(queryClient) === report) void queryClient.prefetchQuery(view)
    else {
      await queryClient.ensureQueryData(view).catch(missing('report'))
      // Shown from now on: a Retry after a failure loads it as anew.
      loadedReports.set(queryClient, report)
    }
    // A filter the report does not have, or a value not among its options, shows the default: the
    // address drops it, so a shared link says what the page shows.
    if (Object.keys(filters).length === 0) return
    const list = await queryClient.ensureQueryData(filterList).catch(() => null)
    const kept = list ? searchWithoutIgnored(filters, knownFilters(list.filters, filters)) : null
    if (kept) throw redirect({ ...reportLink(preview, templateId, reportPeriod), search: kept, replace: true })
  })
}
