import type { PeriodType } from './vocabulary'

// Period keys as the API writes them (`2026-11-20`, `2026-W47` after ISO 8601, `2026-11`), and the
// arithmetic between them, on UTC dates: any day of a period stands for it.

const DAY_MS = 86_400_000
const pad = (n: number) => String(n).padStart(2, '0')

/** The Monday of ISO week 1: the week that holds the year's 4 January. */
function firstIsoMonday(year: number): number {
  const fourth = Date.UTC(year, 0, 4)
  return fourth - ((new Date(fourth).getUTCDay() || 7) - 1) * DAY_MS
}

function keyOf(periodType: PeriodType, day: Date): string {
  const [year, month, date] = [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()]
  if (periodType === 'day') return `${year}-${pad(month)}-${pad(date)}`
  if (periodType === 'month') return `${year}-${pad(month)}`
  // The Thursday of a week names its year.
  const thursday = new Date(day.getTime() - ((day.getUTCDay() || 7) - 4) * DAY_MS)
  const weekYear = thursday.getUTCFullYear()
  const week = Math.floor((thursday.getTime() - firstIsoMonday(weekYear)) / (7 * DAY_MS)) + 1
  return `${weekYear}-W${pad(week)}`
}

/** The first day of a period (UTC midnight), or null for a key that is not of the period type. */
export function periodStart(periodType: PeriodType, period: string): Date | null {
  const numbers = (pattern: RegExp) => pattern.exec(period)?.slice(1).map(Number)
  if (periodType === 'day') {
    const [year, month, day] = numbers(/^(\d{4})-(\d{2})-(\d{2})$/) ?? []
    return year === undefined || month === undefined || day === undefined ? null : new Date(Date.UTC(year, month - 1, day))
  }
  if (periodType === 'month') {
    const [year, month] = numbers(/^(\d{4})-(\d{2})$/) ?? []
    return year === undefined || month === undefined ? null : new Date(Date.UTC(year, month - 1, 1))
  }
  const [year, week] = numbers(/^(\d{4})-W(\d{2})$/) ?? []
  return year === undefined || week === undefined ? null : new Date(firstIsoMonday(year) + (week - 1) * 7 * DAY_MS)
}

function shifted(periodType: PeriodType, start: Date, by: number): Date {
  if (periodType === 'month') return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + by, 1))
  return new Date(start.getTime() + by * (periodType === 'week' ? 7 : 1) * DAY_MS)
}

/** The browser's date of `now`, as a UTC midnight: a day of the current period. */
const today = (now: Date) => new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()))

/** The period `now` falls in, in the browser's time zone. */
export function currentPeriod(periodType: PeriodType, now: Date): string {
  return keyOf(periodType, today(now))
}

/** The `count` complete periods before the one `now` falls in: the first and the last. */
export function lastPeriods(periodType: PeriodType, now: Date, count: number): { first: string; last: string } {
  const day = today(now)
  return { first: keyOf(periodType, shifted(periodType, day, -count)), last: keyOf(periodType, shifted(periodType, day, -1)) }
}

/** The first and the last period of a calendar year (for weeks: week 1 to the week of 28 December). */
export function yearPeriods(periodType: PeriodType, year: number): { first: string; last: string } {
  if (periodType === 'week') return { first: `${year}-W01`, last: keyOf('week', new Date(Date.UTC(year, 11, 28))) }
  return { first: keyOf(periodType, new Date(Date.UTC(year, 0, 1))), last: keyOf(periodType, new Date(Date.UTC(year, 11, 31))) }
}

/** The last period that has ended by `now`: the one before the current, unfinished period, which has no report yet. */
export function lastCompletePeriod(periodType: PeriodType, now: Date): string {
  return lastPeriods(periodType, now, 1).last
}
