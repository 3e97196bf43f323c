import { afterAll, describe, expect, it } from 'vitest'
import { formatDateTime } from '@/lib/format-date'

const NOV_3_2026_0200_UTC = Date.UTC(2026, 10, 3, 2, 0) / 1000
const zoneBefore = process.env.TZ

describe('formatDateTime', () => {
  // The reader's zone decides the clock and the date.
  afterAll(() => {
    process.env.TZ = zoneBefore
  })

  it('writes the day before the month in words, a 24-hour clock and the zone, in each language', () => {
    process.env.TZ = 'Asia/Shanghai'
    expect(formatDateTime(NOV_3_2026_0200_UTC, 'en-US')).toBe('3 Nov 2026, 10:00 GMT+8')
    expect(formatDateTime(NOV_3_2026_0200_UTC, 'zh-CN')).toBe('2026年11月3日 10:00 GMT+8')
  })

  it('names a half-hour zone, a zone behind UTC (the date moves back a day) and UTC itself', () => {
    process.env.TZ = 'Asia/Kolkata'
    expect(formatDateTime(NOV_3_2026_0200_UTC, 'en-US')).toBe('3 Nov 2026, 07:30 GMT+5:30')
    process.env.TZ = 'America/Sao_Paulo'
    expect(formatDateTime(NOV_3_2026_0200_UTC, 'zh-CN')).toBe('2026年11月2日 23:00 GMT-3')
    process.env.TZ = 'UTC'
    expect(formatDateTime(NOV_3_2026_0200_UTC, 'en-US')).toBe('3 Nov 2026, 02:00 UTC')
  })
})
