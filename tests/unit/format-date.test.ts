import { beforeAll, describe, expect, it } from 'vitest'
import { formatDateTime } from '@/lib/format-date'

const NOV_3_2026_0200_UTC = Date.UTC(2026, 10, 3, 2, 0) / 1000

describe('formatDateTime', () => {
  // The reader's zone decides the clock; the formatters are built on first use, after this.
  beforeAll(() => {
    process.env.TZ = 'Asia/Shanghai'
  })

  it('writes the day before the month in words, a 24-hour clock and the zone, in each language', () => {
    expect(formatDateTime(NOV_3_2026_0200_UTC, 'en-US')).toBe('3 Nov 2026, 10:00 GMT+8')
    expect(formatDateTime(NOV_3_2026_0200_UTC, 'zh-CN')).toBe('2026年11月3日 10:00 GMT+8')
  })
})
