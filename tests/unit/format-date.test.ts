import { describe, expect, it } from 'vitest'
import { activateLocale, i18n } from '@/i18n'
import { formatDateTime } from '@/lib/format-date'

// The reader's zone decides the clock and the date; the formatter takes it when it is first built.
process.env.TZ = 'Asia/Shanghai'
const NOV_3_2026_0200_UTC = Date.UTC(2026, 10, 3, 2, 0) / 1000

describe('formatDateTime', () => {
  it('writes the day, the month in words, a 24-hour clock and the zone, in each language', async () => {
    await activateLocale('en-US')
    expect(formatDateTime(i18n, NOV_3_2026_0200_UTC)).toBe('3 Nov 2026, 10:00 GMT+8')
    await activateLocale('zh-CN')
    expect(formatDateTime(i18n, NOV_3_2026_0200_UTC)).toBe('2026年11月3日 GMT+8 10:00')
  })
})
