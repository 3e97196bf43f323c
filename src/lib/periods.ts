import type { PeriodType } from './vocabulary'

// Period keys as the API writes them (`2026-11-20`, `2026-W47` after ISO 8601, `2026-11`), and the
// arithmetic between them, on UTC dates: any day of a period stands for it.

const DAY_MS = 86_400_000
const pad = (n: number) => String(n).padStart(2, '0')

/** The Monday of ISO week 1: the week that holds the year's 4 January. */
function firstIsoMonday(year: number): number {
  const fourth = utcDate(year, 0, 4).getTime()
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

/** UTC midnight of a calendar date, for any four-digit year (`Date.UTC` reads 0 to 99 as 1900 to 1999). */
function utcDate(year: number, monthIndex: number, day: number): Date {
  const date = new Date(0)
  date.setUTCFullYear(year, monthIndex, day)
  return date
}

/** How many ISO weeks a year has: 53 when 28 December falls in a 53rd week, else 52. */
function isoWeeksIn(year: number): number {
  return keyOf('week', utcDate(year, 11, 28)).endsWith('-W53') ? 53 : 52
}

/**
 * The first day of a period (UTC midnight), or null for a key that is not a period of the type: not
 * of its shape (`2026-11` for a week), or of its shape but not in the calendar (`2026-W99`, week 53
 * of a year of 52 weeks, `2026-13`, `2026-02-30`).
 */
export function periodStart(periodType: PeriodType, period: string): Date | null {
  const numbers = (pattern: RegExp) => pattern.exec(period)?.slice(1).map(Number)
  if (periodType === 'day') {
    const [year, month, day] = numbers(/^(\d{4})-(\d{2})-(\d{2})$/) ?? []
    if (year === undefined || month === undefined || day === undefined) return null
    const date = utcDate(year, month - 1, day)
    // A day past the month's end rolls over into the next month.
    return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null
  }
  if (periodType === 'month') {
    const [year, month] = numbers(/^(\d{4})-(\d{2})$/) ?? []
    return year === undefined || month === undefined || month < 1 || month > 12 ? null : utcDate(year, month - 1, 1)
  }
  const [year, week] = numbers(/^(\d{4})-W(\d{2})$/) ?? []
  if (year === undefined || week === undefined || week < 1 || week > isoWeeksIn(year)) return null
  return new Date(firstIsoMonday(year) + (week - 1) * 7 * DAY_MS)
}

/** Whether a key names a period that exists for the period type (its shape, and a real day, week or month). */
export function isPeriod(periodType: PeriodType, period: string): boolean {
  return periodStart(periodType, period) !== null
}

function shifted(periodType: PeriodType, start: Date, by: number): Date {
  if (periodType === 'month') return utcDate(start.getUTCFullYear(), start.getUTCMonth() + by, 1)
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
  return {
    first: keyOf(periodType, shifted(periodType, day, -count)),
    last: keyOf(periodType, shifted(periodType, day, -1)),
  }
}

/** The first and the last period of a calendar year (for weeks: week 1 to the week of 28 December). */
export function yearPeriods(periodType: PeriodType, year: number): { first: string; last: string } {
  if (periodType === 'week') return { first: `${year}-W01`, last: keyOf('week', new Date(Date.UTC(year, 11, 28))) }
  return {
    first: keyOf(periodType, new Date(Date.UTC(year, 0, 1))),
    last: keyOf(periodType, new Date(Date.UTC(year, 11, 31))),
  }
}

/** The last period that has ended by `now`: the one before the current, unfinished period, which has no report yet. */
export function lastCompletePeriod(periodType: PeriodType, now: Date): string {
  return lastPeriods(periodType, now, 1).last
}

/**
 * When a period ends: the midnight after its last day in the reader's time zone, the zone of the
 * publication times shown (formatDateTime) and of the current period (currentPeriod), so "published
 * early" agrees with the dates shown side by side. Null for a key that is not a period of the type.
 */
export function periodEnd(periodType: PeriodType, period: string): Date | null {
  const start = periodStart(periodType, period)
  if (!start) return null
  const next = shifted(periodType, start, 1)
  const end = new Date(0)
  end.setFullYear(next.getUTCFullYear(), next.getUTCMonth(), next.getUTCDate())
  end.setHours(0, 0, 0, 0)
  return end
}

/** Whether a report of the period was published (unix seconds) before the period had ended: its figures are partial. */
export function publishedEarly(periodType: PeriodType, period: string, publishedAt: number): boolean {
  const end = periodEnd(periodType, period)
  return end !== null && publishedAt * 1000 < end.getTime()
}

/** The `count` periods that end with `period`, oldest first; none for a key that is not a period of the type. */
export function periodsUpTo(periodType: PeriodType, period: string, count: number): string[] {
  const start = periodStart(periodType, period)
  if (!start) return []
  return Array.from({ length: count }, (_, index) => keyOf(periodType, shifted(periodType, start, index + 1 - count)))
}

/**
 * The same period a year before: the same month, the same ISO week number, the same date. None for
 * week 53 when the year before had 52 weeks, nor for 29 February, nor for a key that is not a period.
 */
export function sameLastYear(periodType: PeriodType, period: string): string | null {
  if (!isPeriod(periodType, period)) return null
  const earlier = `${String(Number(period.slice(0, 4)) - 1).padStart(4, '0')}${period.slice(4)}`
  return isPeriod(periodType, earlier) ? earlier : null
}
