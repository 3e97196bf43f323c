import type { Nda } from '@/features/nda/schemas'
import type { BasicInfo, ReportComponent, ReportRow, ReportView, TemplateName } from '@/features/reports/schemas'
import { reportPeriodSchema } from '@/lib/schemas'
import { periodExamples, periodPatterns, type PeriodType } from '@/lib/vocabulary'
import {
  ndaAccepted,
  reportOwner,
  requireReportAccess,
  requireSession,
  viewedTemplate,
  type ViewedTemplate,
} from '../access'
import { getDb, updateDb, type StoredReport } from '../db'
import { ApiError, api, intParam, nowSeconds, ok, paginate, pagingParams, textParam, said } from '../http'
import { contextValues, embedUrl, runQuery, type ReportContext } from '../queries'

const periodNamesZh: Record<PeriodType, string> = { day: '日', week: '周', month: '月' }

function periodParam(query: URLSearchParams, name: string): string | null {
  const raw = textParam(query, name)
  if (raw !== null && !reportPeriodSchema.safeParse(raw).success) {
    throw new ApiError(
      400,
      said(
        `${name} must be 1 to 32 letters, digits, "-" or "_".`,
        `${name} 必须由 1 到 32 个字母、数字、“-”或“_”组成。`,
      ),
    )
  }
  return raw
}

/** The template's reports whose period fits the version's period type, oldest first. */
function reportsOf({ template, version }: ViewedTemplate): StoredReport[] {
  return template.reports
    .filter((r) => periodPatterns[version.period_type].test(r.report_period))
    .sort((a, b) => a.report_period.localeCompare(b.report_period))
}

function findReport(
  viewed: ViewedTemplate,
  reportPeriod: string,
): { report: StoredReport; index: number; all: StoredReport[] } {
  const { period_type } = viewed.version
  if (!periodPatterns[period_type].test(reportPeriod)) {
    const example = periodExamples[period_type]
    const en = `report_period must look like ${example} for a ${period_type} report.`
    throw new ApiError(400, said(en, `${periodNamesZh[period_type]}报告的 report_period 格式应为 ${example}。`))
  }
  const all = reportsOf(viewed)
  const index = all.findIndex((r) => r.report_period === reportPeriod)
  const report = all[index]
  if (!report) throw new ApiError(404, said(`Report ${reportPeriod} does not exist.`, `报告 ${reportPeriod} 不存在。`))
  return { report, index, all }
}

function requiredPeriod(query: URLSearchParams): string {
  const reportPeriod = periodParam(query, 'report_period')
  if (reportPeriod === null) throw new ApiError(400, said('report_period is required.', '缺少 report_period。'))
  return reportPeriod
}

const reportTitle = (viewed: ViewedTemplate, reportPeriod: string) =>
  `${viewed.version.template_name} · ${reportPeriod}`

export const reportHandlers = [
  api.get('/report_template/names', () => {
    const persona = requireSession()
    const list: TemplateName[] = getDb()
      .templates.filter((t) => t.status === 'published')
      .flatMap((t) => (t.published ? [{ template_id: t.template_id, version: t.published }] : []))
      .filter(({ version }) => version.owner_scope !== 'staff' || persona.user.user_type === 'staff')
      .map(({ template_id, version }) => ({ template_id, template_name: version.template_name }))
    return ok({ list })
  }),

  api.get('/report_template/report/list', ({ query }) => {
    const persona = requireSession()
    const paging = pagingParams(query)
    const periodFrom = periodParam(query, 'period_from')
    const periodTo = periodParam(query, 'period_to')
    const viewed = requireReportAccess(persona, query)
    const rows: ReportRow[] = reportsOf(viewed)
      .filter(
        (r) =>
          (periodFrom === null || r.report_period >= periodFrom) && (periodTo === null || r.report_period <= periodTo),
      )
      .reverse()
      .map((r) => ({
        report_period: r.report_period,
        title: reportTitle(viewed, r.report_period),
        published_at: r.published_at,
      }))
    return ok(paginate(rows, paging))
  }),

  api.get('/report_template/report/info', ({ query }) => {
    const persona = requireSession()
    const reportPeriod = requiredPeriod(query)
    const { owner, ...viewed } = requireReportAccess(persona, query)
    const { report, index, all } = findReport(viewed, reportPeriod)
    // The viewer's choices (one query parameter per filter name) are the filters' values; a value that
    // is not one of the filter's options counts as not chosen (its default holds).
    const filters = viewed.template.filters.map((filter) => {
      const chosen = query.get(filter.name)
      const known = filter.options.some((option) => option.value === chosen)
      return chosen !== null && known ? { ...filter, default: chosen } : filter
    })
    const context: ReportContext = { ...owner, reportPeriod, filters }
    const now = nowSeconds()
    const components = viewed.version.components.map((component): ReportComponent => {
      const { component_id, title, display, placement, height } = component
      const base = { component_id, title, display, placement, height }
      return display === 'iframe'
        ? {
            ...base,
            embed_url: embedUrl(component, context, now),
            filter_params: component.variables.filter((v) => v.source === 'filter_value').map((v) => v.name),
          }
        : {
            ...base,
            value: runQuery(component, contextValues(component.variables, context)).value ?? '—',
            good_direction: component.good_direction,
          }
    })
    return ok({
      template_id: viewed.template.template_id,
      template_name: viewed.version.template_name,
      report_period: reportPeriod,
      title: reportTitle(viewed, reportPeriod),
      period_type: viewed.version.period_type,
      published_at: report.published_at,
      prev_period: all[index - 1]?.report_period ?? null,
      next_period: all[index + 1]?.report_period ?? null,
      components,
    } satisfies ReportView)
  }),

  api.get('/report_template/report/filter', ({ query }) => {
    const persona = requireSession()
    const reportPeriod = requiredPeriod(query)
    const viewed = requireReportAccess(persona, query)
    findReport(viewed, reportPeriod)
    return ok({ filters: viewed.template.filters })
  }),

  api.get('/report_template/basic_info', ({ query }) => {
    const persona = requireSession()
    const db = getDb()
    const viewed = viewedTemplate(db, persona, query)
    const { template, version } = viewed
    return ok({
      template_id: template.template_id,
      template_name: version.template_name,
      owner_scope: version.owner_scope,
      period_type: version.period_type,
      nda_id: version.nda?.nda_id ?? null,
      nda_accepted: ndaAccepted(db, persona, version),
      ...reportOwner(db, persona, viewed),
    } satisfies BasicInfo)
  }),

  api.get('/report_template/get_nda', ({ query }) => {
    const persona = requireSession()
    const db = getDb()
    const { template, version } = viewedTemplate(db, persona, query)
    if (!version.nda)
      throw new ApiError(
        404,
        said(`Report template ${template.template_id} has no NDA.`, `报告模板 ${template.template_id} 没有保密协议。`),
      )
    return ok({ ...version.nda, accepted: ndaAccepted(db, persona, version) } satisfies Nda)
  }),

  api.get('/report_template/accept_nda', ({ query }) => {
    const persona = requireSession()
    const ndaId = intParam(query, 'nda_id')
    const exists = getDb().templates.some((t) => [t.published, t.draft].some((v) => v?.nda?.nda_id === ndaId))
    if (!exists) throw new ApiError(404, said(`NDA ${ndaId} does not exist.`, `保密协议 ${ndaId} 不存在。`))
    updateDb((db) => {
      const entry = `${persona.user.id}:${ndaId}`
      if (!db.acceptedNdas.includes(entry)) db.acceptedNdas.push(entry)
    })
    return ok(null)
  }),
]
