import { lastPeriods, yearPeriods } from '@/lib/periods'
import type { PeriodType } from '@/lib/vocabulary'

/** The report list's ranges in one click: the last 3, 6 or 12 periods, and this calendar year. */
export const periodPresets = [3, 6, 12, 'year'] as const
export type PeriodPreset = (typeof periodPresets)[number]

/**
 * The range of a preset on the day `now`, as the list's `from`/`to` search keeps it. The last n
 * periods are the n complete ones before the current period, whose report comes once it has ended.
 */
export function presetRange(preset: PeriodPreset, periodType: PeriodType, now: Date): { from: string; to: string } {
  const { first, last } = preset === 'year' ? yearPeriods(periodType, now.getFullYear()) : lastPeriods(periodType, now, preset)
  return { from: first, to: last }
}
