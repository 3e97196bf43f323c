import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ReportComponent, ReportView } from './schemas'

/**
 * A key figure's value read as a number, with the unit it was written in: `amount` is `units` / 10^`scale`,
 * exactly as written, so a change is computed without binary rounding.
 */
export type FigureNumber = { amount: number; units: bigint; scale: number; currency: string; percent: boolean }

/**
 * A key figure's change from the previous period, rounded to tenths: a relative one in %, or percentage points between
 * two rates.
 */
export type FigureChange = { kind: 'relative' | 'points'; tenths: number }

// A plain number as the server writes one: an optional sign, an optional currency symbol (`¥`, `US$`),
// digits with commas between groups of three, an optional decimal point, an optional `%`. Anything
// else (`1,23`, `1.234,5`, `12k`, `—`, `1e5`) is not read, so no change is shown rather than a wrong one.
const PLAIN_NUMBER = /^([-+]?)([A-Z]{0,3}\p{Sc})?\s?([-+]?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(%?)$/u

/** The number a key figure's text holds, or null when it is not a plain number. */
export function readFigure(text: string): FigureNumber | null {
  const match = PLAIN_NUMBER.exec(text.trim())
  if (!match) return null
  const [, signBefore = '', currency = '', signAfter = '', whole = '', fraction = '', percent = ''] = match
  // One sign at most, and a percentage has no currency.
  if ((signBefore && signAfter) || (currency && percent)) return null
  const sign = (signBefore || signAfter) === '-' ? '-' : ''
  const digits = `${whole.replaceAll(',', '')}${fraction}`
  return {
    amount: Number(`${sign}${whole.replaceAll(',', '')}.${fraction || '0'}`),
    units: BigInt(`${sign}${digits}`),
    scale: fraction.length,
    currency,
    percent: percent === '%',
  }
}

const TEN = BigInt(10)
const pow10 = (exponent: number) => TEN ** BigInt(exponent)

/**
 * The largest change shown, in tenths: 100,000 % (a thousandfold) or 100,000 percentage points. A larger
 * one tells a reader nothing (past Number's range it reads "+∞%"): the two values speak for themselves.
 */
export const MAX_CHANGE_TENTHS = 1_000_000

/**
 * `numerator / denominator` (denominator > 0) rounded half away from zero, exactly; null beyond the largest change
 * shown.
 */
function rounded(kind: FigureChange['kind'], numerator: bigint, denominator: bigint): FigureChange | null {
  const two = BigInt(2)
  const magnitude = numerator < 0 ? -numerator : numerator
  const quotient = (two * magnitude + denominator) / (two * denominator)
  if (quotient > BigInt(MAX_CHANGE_TENTHS)) return null
  return { kind, tenths: Number(numerator < 0 ? -quotient : quotient) }
}

/**
 * The change from `previous` to `current`, rounded half away from zero to one decimal, or null when
 * either is not a plain number, their units differ, the previous is 0, or the change is beyond
 * `MAX_CHANGE_TENTHS`. A rate (`%`) changes by percentage points, anything else by a percentage.
 * Rounded here, not by the formatter, so the arrow and colour follow the very number shown.
 */
export function figureChange(current: string, previous: string): FigureChange | null {
  const now = readFigure(current)
  const before = readFigure(previous)
  if (!now || !before || now.currency !== before.currency || now.percent !== before.percent) return null
  const scale = Math.max(now.scale, before.scale)
  const nowUnits = now.units * pow10(scale - now.scale)
  const beforeUnits = before.units * pow10(scale - before.scale)
  const difference = nowUnits - beforeUnits
  if (now.percent) return rounded('points', difference * TEN, pow10(scale))
  if (beforeUnits === BigInt(0)) return null
  return rounded('relative', difference * BigInt(1000), beforeUnits < 0 ? -beforeUnits : beforeUnits)
}

const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' } as const
const points = (value: string) => msg`${value} pp`

/** A change as people read it: `+9.3%`, `-0.8 pp`, `0.0%`, with its sign. */
export function formatChange(i18n: I18n, change: FigureChange): string {
  if (change.kind === 'relative') return i18n.number(change.tenths / 1000, { ...ONE_DECIMAL, style: 'percent' })
  return i18n._(points(i18n.number(change.tenths / 10, ONE_DECIMAL)))
}

/** The previous period's value of a key figure, when that report has the figure. */
export function previousValue(component: ReportComponent, previous: ReportView | undefined): string | undefined {
  return previous?.components.find(
    (candidate) => candidate.component_id === component.component_id && candidate.display === 'variable',
  )?.value
}
