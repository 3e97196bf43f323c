import type { PeriodType } from '@/lib/vocabulary'

const pad = (n: number) => String(n).padStart(2, '0')

/** The period `now` falls in, in the browser's time zone: `2026-11-22`, `2026-W47` (ISO 8601) or `2026-11`. */
export function currentPeriod(periodType: PeriodType, now: Date): string {
  const [year, month, day] = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
  if (periodType === 'day') return `${year}-${pad(month)}-${pad(day)}`
  if (periodType === 'month') return `${year}-${pad(month)}`
  // Week 1 is the week of the year's first Thursday: the Thursday of a week names its year.
  const thursday = new Date(Date.UTC(year, month - 1, day))
  thursday.setUTCDate(day + 4 - (thursday.getUTCDay() || 7))
  const weekYear = thursday.getUTCFullYear()
  const week = Math.floor((thursday.getTime() - Date.UTC(weekYear, 0, 1)) / (7 * 86_400_000)) + 1
  return `${weekYear}-W${pad(week)}`
}
