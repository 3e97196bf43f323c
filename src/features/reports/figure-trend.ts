import type { ReportSeries } from './api/get-report-series'
import { readFigure, type FigureNumber } from './figure-change'

export type TrendPoint = {
  period: string
  /** Whether the period has a published report. */
  published: boolean
  /** The value as the period's report writes it, "—" when it has none; undefined when the report was not read. */
  text: string | undefined
  /** The value as a number for the line; null for a gap. */
  amount: number | null
  /** The period of the page. */
  current: boolean
}

const unitOf = (figure: FigureNumber) => `${figure.currency}${figure.percent ? '%' : ''}`

/**
 * A key figure over the series' periods, oldest first, the current one last. A period is a gap when its
 * report is not published, could not be read or lacks the figure, or its value is not a plain number
 * (docs/API.md) in the unit of the newest value that is one: a line never joins two units, nor crosses
 * a gap.
 */
export function figureTrend(series: ReportSeries, componentId: string): TrendPoint[] {
  const read = series.periods.map((entry) => {
    // A report read without this figure's value shows "—", as its page does; one that could not be read shows none.
    const text = entry.figures ? (entry.figures[componentId] ?? '—') : undefined
    return { entry, text, figure: text === undefined ? null : readFigure(text) }
  })
  const reference = read.findLast(({ figure }) => figure !== null)?.figure
  const last = series.periods.length - 1
  return read.map(({ entry, text, figure }, index) => ({
    period: entry.period,
    published: entry.published,
    text,
    amount:
      figure && reference && unitOf(figure) === unitOf(reference) && Number.isFinite(figure.amount)
        ? figure.amount
        : null,
    current: index === last,
  }))
}

/**
 * What a screen reader hears of a line: its lowest and highest values (the later period of equal
 * ones) and the current one. None for fewer than two values to draw: that is no line.
 */
export function trendSummary(points: readonly TrendPoint[]) {
  const drawn = points.filter((point) => point.amount !== null)
  const [first] = drawn
  const current = points.at(-1)
  if (drawn.length < 2 || !first || !current) return null
  const pick = (better: (a: number, b: number) => boolean) =>
    drawn.reduce((best, point) => (better(point.amount ?? 0, best.amount ?? 0) ? point : best), first)
  return {
    lowest: pick((a, b) => a <= b),
    highest: pick((a, b) => a >= b),
    current,
    drawn: drawn.length,
    gaps: points.length - drawn.length,
  }
}
