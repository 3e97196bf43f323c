import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { FileResult } from '@/lib/download'
import { formatDateTime } from '@/lib/format-date'
import { figureChange, formatChange, previousValue } from './figure-change'
import { currentOwner, ownerKind } from './gate'
import type { BasicInfo, Filter, ReportView } from './schemas'

// Excel reads UTF-8 (Chinese included) only when the file starts with a byte-order mark.
const BOM = '\uFEFF'
// A cell starting so is a formula to a spreadsheet, and a server's text must never run as one; a signed
// number with at most a unit after it (`-¥3,000`, `+0.8 pp`) calls nothing and stays as it is.
const FORMULA_START = /^[=+\-@\t\r]/
const SIGNED_NUMBER = /^[+-]\p{Sc}?\d[\d.,%\s\p{L}]*$/u

function csvCell(text: string): string {
  const inert = FORMULA_START.test(text) && !SIGNED_NUMBER.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert
}

/** Rows as CSV text (RFC 4180, CRLF), with the byte-order mark. */
export function csvText(rows: readonly (readonly string[])[]): string {
  return BOM + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

const labels = {
  draft: msg`Draft`,
  draftNote: msg`A draft preview, not the published report`,
  template: msg`Report template`,
  period: msg`Report period`,
  previousPeriod: msg`Previous period`,
  merchant: msg`Merchant`,
  shop: msg`Shop`,
  all: msg`All`,
  downloadedAt: msg`Downloaded`,
  downloadedBy: msg`Downloaded by`,
  figure: msg`Key figure`,
  thisPeriod: msg`This period`,
  change: msg`Change`,
}

export type KeyFiguresSource = {
  view: ReportView
  /** The previous period's report, when it has loaded. */
  previous: ReportView | undefined
  info: BasicInfo
  preview: boolean
  filters: readonly Filter[]
  chosen: Record<string, string>
  username: string
  /** When it was downloaded, unix seconds. */
  downloadedAt: number
}

/**
 * The report's key figures as a file: first what the printout's heading says (the template, the period,
 * whose data, the filters, when and by whom), then one row per figure with its previous value and change.
 */
export function keyFiguresCsv(i18n: I18n, source: KeyFiguresSource): FileResult {
  const { view, previous, info, preview, filters, chosen } = source
  const kind = ownerKind(info)
  const owner = currentOwner(info)
  const figures = view.components.filter((component) => component.display === 'variable' && component.placement === 'card')
  const rows: string[][] = [
    ...(preview ? [[i18n._(labels.draft), i18n._(labels.draftNote)]] : []),
    [i18n._(labels.template), view.template_name],
    [i18n._(labels.period), view.report_period],
    ...(view.prev_period ? [[i18n._(labels.previousPeriod), view.prev_period]] : []),
    ...(kind !== null && owner !== null ? [[i18n._(kind === 'merchant' ? labels.merchant : labels.shop), owner]] : []),
    ...filters.map((filter) => [filter.label, filter.options.find((option) => option.value === chosen[filter.name])?.label ?? i18n._(labels.all)]),
    [i18n._(labels.downloadedAt), formatDateTime(i18n, source.downloadedAt)],
    [i18n._(labels.downloadedBy), source.username],
    [],
    [i18n._(labels.figure), i18n._(labels.thisPeriod), i18n._(labels.previousPeriod), i18n._(labels.change)],
    ...figures.map((component) => {
      const before = previousValue(component, previous)
      const change = component.value !== undefined && before !== undefined ? figureChange(component.value, before) : null
      return [component.title, component.value ?? '', before ?? '', change ? formatChange(i18n, change) : '']
    }),
  ]
  return {
    blob: new Blob([csvText(rows)], { type: 'text/csv;charset=utf-8' }),
    filename: `${view.template_name} ${view.report_period}.csv`,
  }
}
