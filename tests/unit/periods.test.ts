import { describe, expect, it } from 'vitest'
import { activateLocale, i18n } from '@/i18n'
import { periodPresets, presetRange } from '@/features/reports/period-presets'
import { periodLabel } from '@/features/reports/period-label'
import { currentPeriod, isPeriod, lastCompletePeriod, periodEnd, publishedEarly } from '@/lib/periods'

// Thursday 26 November 2026, in the reader's own time zone.
const NOV_26 = new Date(2026, 10, 26, 15, 0)

describe('period ranges in one click', () => {
  it("takes the complete periods before the current one, in the template's period type", () => {
    expect(presetRange(3, 'month', NOV_26)).toEqual({ from: '2026-08', to: '2026-10' })
    expect(presetRange(12, 'month', NOV_26)).toEqual({ from: '2025-11', to: '2026-10' })
    expect(presetRange(6, 'week', NOV_26)).toEqual({ from: '2026-W42', to: '2026-W47' })
    expect(presetRange(3, 'day', NOV_26)).toEqual({ from: '2026-11-23', to: '2026-11-25' })
  })

  it('offers the spans people look back over for each period type, and this year', () => {
    expect(periodPresets).toEqual({ day: [7, 30, 90, 'year'], week: [4, 12, 26, 'year'], month: [3, 6, 12, 'year'] })
    expect(presetRange(7, 'day', NOV_26)).toEqual({ from: '2026-11-19', to: '2026-11-25' })
    expect(presetRange(90, 'day', NOV_26)).toEqual({ from: '2026-08-28', to: '2026-11-25' })
    expect(presetRange(26, 'week', NOV_26)).toEqual({ from: '2026-W22', to: '2026-W47' })
  })

  it("counts across a year's end, ISO weeks included", () => {
    const jan2 = new Date(2027, 0, 2)
    expect(presetRange(3, 'month', jan2)).toEqual({ from: '2026-10', to: '2026-12' })
    // 2 January 2027 is in 2026-W53, the 53rd week of 2026.
    expect(currentPeriod('week', jan2)).toBe('2026-W53')
    expect(presetRange(3, 'week', jan2)).toEqual({ from: '2026-W50', to: '2026-W52' })
    expect(presetRange(3, 'day', jan2)).toEqual({ from: '2026-12-30', to: '2027-01-01' })
  })

  it('spans this calendar year', () => {
    expect(presetRange('year', 'month', NOV_26)).toEqual({ from: '2026-01', to: '2026-12' })
    expect(presetRange('year', 'day', NOV_26)).toEqual({ from: '2026-01-01', to: '2026-12-31' })
    expect(presetRange('year', 'week', NOV_26)).toEqual({ from: '2026-W01', to: '2026-W53' })
    expect(presetRange('year', 'week', new Date(2027, 5, 1))).toEqual({ from: '2027-W01', to: '2027-W52' })
  })
})

describe('a period in words', () => {
  it("names a month and a day in the reader's language, a week by its key", async () => {
    await activateLocale('en-US')
    expect(periodLabel(i18n, 'month', '2026-09')).toBe('Sept 2026')
    expect(periodLabel(i18n, 'day', '2026-11-19')).toBe('19 Nov 2026')
    expect(periodLabel(i18n, 'week', '2026-W46')).toBe('2026-W46')
    expect(periodLabel(i18n, 'quarter', '2026-Q3')).toBe('2026-Q3')
    await activateLocale('zh-CN')
    expect(periodLabel(i18n, 'month', '2026-09')).toBe('2026年9月')
  })
})

describe('lastCompletePeriod', () => {
  it('is the period before the one that holds now, across a year', () => {
    const newYear = new Date(2026, 0, 1, 9, 30)
    expect(lastCompletePeriod('day', newYear)).toBe('2025-12-31')
    expect(lastCompletePeriod('month', newYear)).toBe('2025-12')
    // 1 January 2026 is a Thursday, in 2026-W01; the week before is the last of 2025.
    expect(lastCompletePeriod('week', newYear)).toBe('2025-W52')
    expect(lastCompletePeriod('month', new Date(2026, 2, 31))).toBe('2026-02')
  })
})

describe('isPeriod', () => {
  it('takes a period of the type that the calendar has', () => {
    expect(isPeriod('day', '2024-02-29')).toBe(true)
    expect(isPeriod('week', '2026-W53')).toBe(true)
    expect(isPeriod('week', '2020-W53')).toBe(true)
    expect(isPeriod('week', '2026-W01')).toBe(true)
    expect(isPeriod('month', '2026-12')).toBe(true)
  })

  it('refuses a key of the right shape that no calendar has, and a key of another type', () => {
    expect(isPeriod('week', '2026-W99')).toBe(false)
    expect(isPeriod('week', '2026-W00')).toBe(false)
    // 2025 has 52 ISO weeks: its 28 December is in week 52.
    expect(isPeriod('week', '2025-W53')).toBe(false)
    expect(isPeriod('month', '2026-13')).toBe(false)
    expect(isPeriod('month', '2026-00')).toBe(false)
    expect(isPeriod('day', '2026-02-30')).toBe(false)
    expect(isPeriod('day', '2025-02-29')).toBe(false)
    expect(isPeriod('day', '2026-04-31')).toBe(false)
    expect(isPeriod('day', '2026-11-00')).toBe(false)
    expect(isPeriod('week', '2026-11')).toBe(false)
    expect(isPeriod('month', '2026-W47')).toBe(false)
    expect(isPeriod('day', '2026-11')).toBe(false)
  })
})

describe('a report published before its period ended', () => {
  // The reader's zone here is the tests' (UTC); the end is the midnight after the period's last day in it.
  const at = (iso: string) => Date.parse(iso) / 1000

  it("ends a period at the midnight after its last day, in the reader's zone", () => {
    expect(periodEnd('day', '2026-11-19')?.toISOString()).toBe('2026-11-20T00:00:00.000Z')
    expect(periodEnd('week', '2026-W47')?.toISOString()).toBe('2026-11-23T00:00:00.000Z')
    expect(periodEnd('week', '2026-W53')?.toISOString()).toBe('2027-01-04T00:00:00.000Z')
    expect(periodEnd('month', '2026-12')?.toISOString()).toBe('2027-01-01T00:00:00.000Z')
    expect(periodEnd('week', '2026-W99')).toBeNull()
  })

  it("follows the reader's zone: a reader in Shanghai sees a period end eight hours before one in London", () => {
    const zone = process.env.TZ
    process.env.TZ = 'Asia/Shanghai'
    try {
      expect(periodEnd('week', '2026-W47')?.toISOString()).toBe('2026-11-22T16:00:00.000Z')
      expect(publishedEarly('day', '2026-11-19', at('2026-11-19T23:00:00Z'))).toBe(false)
    } finally {
      process.env.TZ = zone
    }
  })

  it('is partial when published before that end, whole from the end on', () => {
    expect(publishedEarly('week', '2026-W47', at('2026-11-20T02:00:00Z'))).toBe(true)
    expect(publishedEarly('week', '2026-W47', at('2026-11-22T23:59:59Z'))).toBe(true)
    expect(publishedEarly('week', '2026-W47', at('2026-11-23T00:00:00Z'))).toBe(false)
    expect(publishedEarly('week', '2026-W46', at('2026-11-17T02:00:00Z'))).toBe(false)
    expect(publishedEarly('day', '2026-11-19', at('2026-11-19T23:00:00Z'))).toBe(true)
    expect(publishedEarly('month', '2026-10', at('2026-11-01T02:00:00Z'))).toBe(false)
    expect(publishedEarly('month', '2026-11', at('2026-11-20T02:00:00Z'))).toBe(true)
    // A key that is not a period of the type says nothing about its figures.
    expect(publishedEarly('week', '2026-11', at('2020-01-01T00:00:00Z'))).toBe(false)
  })
})
