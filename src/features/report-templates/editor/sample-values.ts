import type { PeriodType } from '@/lib/vocabulary'

const pad = (n: number) => String(n).padStart(2, '0')

/** The period `day` falls in, in the browser's time zone: `2026-11-22`, `2026-W47` (ISO 8601) or `2026-11`. */
function periodOf(periodType: PeriodType, day: Date): string {
  const [year, month, date] = [day.getFullYear(), day.getMonth() + 1, day.getDate()]
  if (periodType === 'day') return `${year}-${pad(month)}-${pad(date)}`
  if (periodType === 'month') return `${year}-${pad(month)}`
  // Week 1 is the week of the year's first Thursday: the Thursday of a week names its year.
  const thursday = new Date(Date.UTC(year, month - 1, date))
  thursday.setUTCDate(date + 4 - (thursday.getUTCDay() || 7))
  const weekYear = thursday.getUTCFullYear()
  const week = Math.floor((thursday.getTime() - Date.UTC(weekYear, 0, 1)) / (7 * 86_400_000)) + 1
  return `${weekYear}-W${pad(week)}`
}

/** The last period that has ended by `now`: the one before the current, unfinished period, which has no report yet. */
export function lastCompletePeriod(periodType: PeriodType, now: Date): string {
  const [year, month, date] = [now.getFullYear(), now.getMonth(), now.getDate()]
  if (periodType === 'day') return periodOf(periodType, new Date(year, month, date - 1))
  if (periodType === 'week') return periodOf(periodType, new Date(year, month, date - 7))
  return periodOf(periodType, new Date(year, month - 1, 1))
}
