import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { csvText } from '@/lib/csv'
import type { FileResult } from '@/lib/download'
import { formatDateTime } from '@/lib/format-date'
import type { ReportSeries } from './api/get-report-series'
import type { TemplateScope } from '@/lib/route-params'
import { figureChange, formatChange, previousValue } from './figure-change'
import { currentOwner, ownerKind } from './gate'
import type { BasicInfo, Filter, ReportView } from './schemas'

export type KeyFiguresSource = Pick<TemplateScope, 'preview'> & {
  view: ReportView
  /** The previous period's report, when it has loaded. */
  previous: ReportView | undefined
  /** The figures over time and a year before, when they have loaded. */
  series?: ReportSeries
  info: BasicInfo
  filters: readonly Filter[]
  chosen: Record<string, string>
  username: string
  /** When it was downloaded, unix seconds. */
  downloadedAt: number
}

/** A value, and its change from an earlier one when both read as comparable numbers. */
function againstEarlier(i18n: I18n, value: string | undefined, before: string | undefined): string[] {
  const change = value !== undefined && before !== undefined ? figureChange(value, before) : null
  return [before ?? '', change ? formatChange(i18n, change) : '']
}

/**
 * The report's key figures as a file: first what the printout's heading says (the template, the period,
 * whose data, the filters, when and by whom), then one row per figure with its previous value and change
 * and its value and change a year before, then the figures over time, one row per period, oldest first
 * (a period without a value has an empty cell).
 */
export function keyFiguresCsv(i18n: I18n, source: KeyFiguresSource): FileResult {
  const { view, previous, series, info, preview, filters, chosen } = source
  const yearAgo = series?.yearAgo
  const kind = ownerKind(info)
  const owner = currentOwner(info)
  const chosenLabel = (filter: Filter) => filter.options.find((option) => option.value === chosen[filter.name])?.label
  const figures = view.components.filter(
    (component) => component.display === 'variable' && component.placement === 'card',
  )
  const rows: string[][] = [
    ...(preview ? [[i18n._(msg`Draft`), i18n._(msg`A draft preview, not the published report`)]] : []),
    [i18n._(msg`Report template`), view.template_name],
    [i18n._(msg`Report period`), view.report_period],
    ...(view.prev_period ? [[i18n._(msg`Previous period`), view.prev_period]] : []),
    ...(yearAgo ? [[i18n._(msg`Same period last year`), yearAgo.period]] : []),
    ...(kind !== null && owner !== null ? [[i18n._(kind === 'merchant' ? msg`Merchant` : msg`Shop`), owner]] : []),
    ...filters.map((filter) => [filter.label, chosenLabel(filter) ?? i18n._(msg`All`)]),
    [i18n._(msg`Downloaded`), formatDateTime(i18n, source.downloadedAt)],
    [i18n._(msg`Downloaded by`), source.username],
    [],
    [
      i18n._(msg`Key figure`),
      i18n._(msg`This period`),
      i18n._(msg`Previous period`),
      i18n._(msg`Change`),
      i18n._(msg`Same period last year`),
      i18n._(msg`Year-on-year change`),
    ],
    ...figures.map((component) => [
      component.title,
      component.value ?? '',
      ...againstEarlier(i18n, component.value, previousValue(component, previous)),
      ...againstEarlier(i18n, component.value, yearAgo?.figures[component.component_id]),
    ]),
    ...(series && series.periods.length > 0
      ? [
          [],
          [i18n._(msg`Report period`), ...figures.map((component) => component.title)],
          ...series.periods.map((entry) => [
            entry.period,
            ...figures.map((component) => entry.figures?.[component.component_id] ?? ''),
          ]),
        ]
      : []),
  ]
  return {
    blob: new Blob([csvText(rows)], { type: 'text/csv;charset=utf-8' }),
    filename: `${view.template_name} ${view.report_period}.csv`,
  }
}
