import { lastPeriods, yearPeriods } from '@/lib/periods'
import type { PeriodType } from '@/lib/vocabulary'

/** A range in one click: the last n complete periods, or this calendar year. */
export type PeriodPreset = number | 'year'

/** The list's ranges in one click: the spans people look back over for each period type, and this calendar year. */
export const periodPresets: Record<PeriodType, readonly PeriodPreset[]> = {
  day: [7, 30, 90, 'year'],
  week: [4, 12, 26, 'year'],
  month: [3, 6, 12, 'year'],
}

/**
 * The range of a preset on the day `now`, as the list's `from`/`to` search keeps it: the last n periods
 * are the complete ones before the current period, whose report comes once it has ended.
 */
export function presetRange(preset: PeriodPreset, periodType: PeriodType, now: Date): { from: string; to: string } {
  const { first, last } =
    preset === 'year' ? yearPeriods(periodType, now.getFullYear()) : lastPeriods(periodType, now, preset)
  return { from: first, to: last }
}
