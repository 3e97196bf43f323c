import { describe, expect, it } from 'vitest'
import { activateLocale, i18n } from '@/i18n'
import type { ReportSeries } from '@/features/reports/api/get-report-series'
import { keyFiguresCsv, type KeyFiguresSource } from '@/features/reports/key-figures-csv'
import type { BasicInfo, ReportView } from '@/features/reports/schemas'

const figure = (component_id: string, title: string, value: string) => ({
  component_id,
  title,
  display: 'variable',
  placement: 'card',
  height: 120,
  value,
})
const view: ReportView = {
  template_id: 1,
  template_name: 'Shop Weekly',
  report_period: '2026-W47',
  title: 'Shop Weekly · 2026-W47',
  period_type: 'week',
  published_at: 1_763_600_000,
  prev_period: '2026-W46',
  next_period: null,
  components: [figure('gmv', 'GMV', '¥1,100'), figure('rate', 'Rate', '3.0%')],
}
const info: BasicInfo = {
  template_id: 1,
  template_name: 'Shop Weekly',
  owner_scope: 'staff',
  period_type: 'week',
  nda_id: null,
  nda_accepted: true,
  merchant: null,
  shop: null,
}
const series: ReportSeries = {
  periods: [
    { period: '2026-W44', published: true, figures: { gmv: '¥900', rate: '2.5%' } },
    { period: '2026-W45', published: true, figures: null },
    { period: '2026-W46', published: false, figures: null },
    { period: '2026-W47', published: true, figures: { gmv: '¥1,100', rate: '3.0%' } },
  ],
  yearAgo: { period: '2025-W47', figures: { gmv: '¥1,000', rate: '—' } },
  complete: false,
}

describe('the key figures file', () => {
  const rows = async (source: Partial<KeyFiguresSource>) => {
    await activateLocale('en-US')
    const file = keyFiguresCsv(i18n, {
      view,
      previous: undefined,
      info,
      preview: false,
      filters: [],
      chosen: {},
      username: 'u',
      downloadedAt: 0,
      ...source,
    })
    return (await file.blob.text()).replace('\uFEFF', '').split('\r\n')
  }

  it('holds each figure a year before with its change, and the figures over time by period, oldest first', async () => {
    const lines = await rows({ series })
    expect(lines).toContain('Same period last year,2025-W47')
    const header = lines.indexOf(
      'Key figure,This period,Previous period,Change,Same period last year,Year-on-year change',
    )
    expect(lines.slice(header + 1, header + 3)).toEqual(['GMV,"¥1,100",,,"¥1,000",+10.0%', 'Rate,3.0%,,,—,'])
    // A period that has no report, or could not be read, has empty cells.
    expect(lines.slice(header + 3)).toEqual([
      '',
      'Report period,GMV,Rate',
      '2026-W44,¥900,2.5%',
      '2026-W45,,',
      '2026-W46,,',
      '2026-W47,"¥1,100",3.0%',
      '',
    ])
  })

  it('has the year-ago columns empty and no series when the series could not be read', async () => {
    const lines = await rows({ series: undefined })
    expect(lines.some((line) => line.startsWith('Same period last year,'))).toBe(false)
    const header = lines.indexOf(
      'Key figure,This period,Previous period,Change,Same period last year,Year-on-year change',
    )
    expect(lines.slice(header + 1)).toEqual(['GMV,"¥1,100",,,,', 'Rate,3.0%,,,,', ''])
  })
})
