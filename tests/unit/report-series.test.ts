import { describe, expect, it } from 'vitest'
import { periodsUpTo, sameLastYear } from '@/lib/periods'
import type { ReportSeries, SeriesPeriod } from '@/features/reports/api/get-report-series'
import { figureTrend, trendSummary } from '@/features/reports/figure-trend'

describe("a trend's periods", () => {
  it('are the last periods of the type up to the current one, oldest first, across a year end', () => {
    expect(periodsUpTo('month', '2026-03', 12)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ])
    // 2026 has 53 ISO weeks.
    expect(periodsUpTo('week', '2027-W02', 4)).toEqual(['2026-W52', '2026-W53', '2027-W01', '2027-W02'])
    expect(periodsUpTo('week', '2026-W01', 2)).toEqual(['2025-W52', '2026-W01'])
    expect(periodsUpTo('week', '2026-W47', 13)).toHaveLength(13)
    expect(periodsUpTo('day', '2024-03-02', 3)).toEqual(['2024-02-29', '2024-03-01', '2024-03-02'])
    expect(periodsUpTo('day', '2026-01-01', 2)).toEqual(['2025-12-31', '2026-01-01'])
  })

  it('are none for a key that is not a period of the type', () => {
    expect(periodsUpTo('week', '2026-W99', 13)).toEqual([])
    expect(periodsUpTo('month', '2026-W47', 12)).toEqual([])
  })
})

describe('the same period a year before', () => {
  it('is the same month', () => {
    expect(sameLastYear('month', '2026-11')).toBe('2025-11')
    expect(sameLastYear('month', '2026-01')).toBe('2025-01')
  })

  it('is the same ISO week number; week 53 has none when the year before had 52 weeks', () => {
    expect(sameLastYear('week', '2026-W47')).toBe('2025-W47')
    expect(sameLastYear('week', '2026-W01')).toBe('2025-W01')
    expect(sameLastYear('week', '2026-W53')).toBeNull()
    expect(sameLastYear('week', '2021-W52')).toBe('2020-W52')
  })

  it('is the same date; 29 February has none', () => {
    expect(sameLastYear('day', '2026-11-19')).toBe('2025-11-19')
    expect(sameLastYear('day', '2025-02-28')).toBe('2024-02-28')
    expect(sameLastYear('day', '2024-02-29')).toBeNull()
    expect(sameLastYear('day', '2025-03-01')).toBe('2024-03-01')
  })

  it('is none for a key that is not a period of the type', () => {
    expect(sameLastYear('day', '2026-02-30')).toBeNull()
    expect(sameLastYear('week', '2026-11')).toBeNull()
  })
})

const read = (period: string, value: string | undefined): SeriesPeriod => ({
  period,
  published: true,
  figures: { gmv: value },
})
const series = (periods: SeriesPeriod[]): ReportSeries => ({ periods, yearAgo: null, complete: true })

describe("a key figure's trend", () => {
  it('reads plain numbers in the unit of the current value, and leaves a gap for anything else', () => {
    const points = figureTrend(
      series([
        read('2026-01', '¥1,000'),
        read('2026-02', ' ¥1,200.50 '),
        read('2026-03', '—'),
        read('2026-04', '12k'),
        read('2026-05', ''),
        read('2026-06', 'US$900'),
        read('2026-07', '12.5%'),
        read('2026-08', undefined),
        { period: '2026-09', published: true, figures: {} },
        { period: '2026-10', published: true, figures: null },
        { period: '2026-11', published: false, figures: null },
        read('2026-12', '-¥300'),
        read('2027-01', '¥1,1,00'),
        read('2027-02', '¥2,000'),
      ]),
      'gmv',
    )
    expect(points.map((point) => point.amount)).toEqual([
      1000,
      1200.5,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      -300,
      null,
      2000,
    ])
    // What the tooltip shows: the value as written, and whether the period has a report at all.
    expect(points[2]).toMatchObject({ text: '—', amount: null, published: true })
    // A report read without the figure says it has none; one that could not be read, that it could not be.
    expect(points[7]).toMatchObject({ text: '—', amount: null, published: true })
    expect(points[8]).toMatchObject({ text: '—', amount: null, published: true })
    expect(points[9]).toMatchObject({ text: undefined, published: true })
    expect(points[10]).toMatchObject({ text: undefined, published: false })
    expect(points.map((point) => point.current)).toEqual([...Array<boolean>(13).fill(false), true])
  })

  it("takes the newest number's unit when the current value is not a number", () => {
    const points = figureTrend(
      series([read('2026-01', '1.5%'), read('2026-02', '¥10'), read('2026-03', '2.5%'), read('2026-04', 'n/a')]),
      'gmv',
    )
    expect(points.map((point) => point.amount)).toEqual([1.5, null, 2.5, null])
    expect(points.at(-1)).toMatchObject({ current: true, text: 'n/a' })
  })

  it('is summed up by its lowest, highest and current values, the later of equal ones, with its gaps counted', () => {
    const points = figureTrend(
      series([
        read('2026-W44', '5'),
        read('2026-W45', '3'),
        read('2026-W46', '—'),
        read('2026-W47', '9'),
        read('2026-W48', '3'),
        read('2026-W49', '9'),
        read('2026-W50', '4'),
      ]),
      'gmv',
    )
    const summary = trendSummary(points)
    expect(summary?.lowest.period).toBe('2026-W48')
    expect(summary?.highest.period).toBe('2026-W49')
    expect(summary?.current).toMatchObject({ period: '2026-W50', text: '4' })
    expect(summary).toMatchObject({ drawn: 6, gaps: 1 })
  })

  it('is no line with fewer than two values to draw', () => {
    expect(trendSummary(figureTrend(series([read('2026-01', '—'), read('2026-02', '¥5')]), 'gmv'))).toBeNull()
    expect(trendSummary(figureTrend(series([]), 'gmv'))).toBeNull()
  })
})
