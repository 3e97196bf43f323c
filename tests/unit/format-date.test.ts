import { describe, expect, it } from 'vitest'
import { activateLocale, i18n } from '@/i18n'
import { formatDateTime, formatPeriod } from '@/lib/format-date'

// The reader's zone decides the clock and the date; the formatter takes it when it is first built.
process.env.TZ = 'Asia/Shanghai'
const NOV_3_2026_0200_UTC = Date.UTC(2026, 10, 3, 2, 0) / 1000

describe('formatDateTime', () => {
  it('writes the day, the month in words, a 24-hour clock and then the zone, in each language', async () => {
    await activateLocale('en-US')
    expect(formatDateTime(i18n, NOV_3_2026_0200_UTC)).toBe('3 Nov 2026, 10:00 GMT+8')
    await activateLocale('zh-CN')
    expect(formatDateTime(i18n, NOV_3_2026_0200_UTC)).toBe('2026年11月3日 10:00（GMT+8）')
  })
})

describe('formatPeriod', () => {
  it('writes a week as its code and its dates, a day as its date and a month by name, in each language', async () => {
    await activateLocale('en-US')
    expect(formatPeriod(i18n, 'week', '2026-W47')).toBe('2026-W47 · 16 Nov – 22 Nov')
    expect(formatPeriod(i18n, 'week', '2026-W49')).toBe('2026-W49 · 30 Nov – 6 Dec')
    expect(formatPeriod(i18n, 'week', '2026-W53')).toBe('2026-W53 · 28 Dec – 3 Jan')
    expect(formatPeriod(i18n, 'week', '2027-W01')).toBe('2027-W01 · 4 Jan – 10 Jan')
    expect(formatPeriod(i18n, 'day', '2026-11-20')).toBe('20 Nov 2026')
    expect(formatPeriod(i18n, 'month', '2026-11')).toBe('November 2026')
    await activateLocale('zh-CN')
    expect(formatPeriod(i18n, 'week', '2026-W47')).toBe('2026-W47 · 11月16日至11月22日')
    expect(formatPeriod(i18n, 'day', '2026-11-20')).toBe('2026年11月20日')
    expect(formatPeriod(i18n, 'month', '2026-11')).toBe('2026年11月')
  })

  it('shows a period that does not fit its type as it is', async () => {
    await activateLocale('en-US')
    expect(formatPeriod(i18n, 'week', '2026-11')).toBe('2026-11')
    expect(formatPeriod(i18n, undefined, 'Q4-2026')).toBe('Q4-2026')
  })
})
