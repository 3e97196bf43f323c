import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { getResponse, http, HttpResponse } from 'msw'
import { handlers } from '@/mocks/handlers'
import { server } from '@/mocks/node'
import { apiPath, recordSaves, renderApp, screen } from '../utils'

afterEach(() => vi.restoreAllMocks())

/** The demo's report of a period, with the key figures' values replaced: `values[period][title]`. */
function withValues(values: Record<string, Record<string, string>>) {
  server.use(
    http.get(apiPath('/report_template/report/info'), async ({ request }) => {
      const answer = await getResponse(handlers, request)
      const body = await answer?.json()
      const period = new URL(request.url).searchParams.get('report_period') ?? ''
      // An answer without a report (a period not published) goes as it came.
      for (const component of body.data?.components ?? []) {
        const value = values[period]?.[component.title]
        if (value !== undefined) component.value = value
      }
      return HttpResponse.json(body)
    }),
  )
}

const figure = async (title: string) => {
  const figures = await screen.findAllByTestId('key-figure')
  const found = figures.find((element) => within(element).queryByText(title))
  if (!found) throw new Error(`no key figure ${title}`)
  return found
}

// Shop Weekly's key figures: an amount, a count, a rate, and an average that one week could not compute.
const GMV = 'GMV'
const ORDERS = '订单数 Orders'
const RATE = '转化率 Conversion rate'
const AOV = '客单价 AOV'
const W46 = { [GMV]: '¥62,192.92', [ORDERS]: '1,200', [RATE]: '2.34%', [AOV]: '—' }
const W47 = { [GMV]: '¥68,000.00', [ORDERS]: '1,080', [RATE]: '3.10%', [AOV]: '¥56.70' }

describe('key figures against the previous period', () => {
  it('shows each change with its arrow, sign and previous value; a rate in points; none for a non-number', async () => {
    withValues({ '2026-W46': W46, '2026-W47': W47 })
    await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    const gmv = await figure(GMV)
    await waitFor(() => expect(within(gmv).getByTestId('figure-change')).toHaveTextContent('▲ +9.3%'))
    expect(gmv).toHaveTextContent('vs. 2026-W46: ¥62,192.92')
    expect(within(await figure(ORDERS)).getByTestId('figure-change')).toHaveTextContent('▼ -10.0%')
    expect(within(await figure(RATE)).getByTestId('figure-change')).toHaveTextContent('▲ +0.8 pp')
    const aov = await figure(AOV)
    expect(within(aov).queryByTestId('figure-change')).toBeNull()
    expect(aov).toHaveTextContent('vs. 2026-W46: —')
  })

  it('colours a rise green and a fall red in English, the other way in Chinese, and says which is good', async () => {
    withValues({ '2026-W46': W46, '2026-W47': W47 })
    const english = await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    const rise = async () => within(await figure(GMV)).findByTestId('figure-change')
    const fall = async () => within(await figure(ORDERS)).findByTestId('figure-change')
    expect((await rise()).getAttribute('style')).toContain('teal')
    expect((await fall()).getAttribute('style')).toContain('red')
    // Whether it is good news is in words too, for those who cannot tell the colours.
    expect(within(await figure(GMV)).getAllByText('Good news')[0]).toBeInTheDocument()
    expect(within(await figure(ORDERS)).getAllByText('Bad news')[0]).toBeInTheDocument()
    english.unmount()
    await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'zh-CN' })
    expect(await rise()).toHaveTextContent('▲ +9.3%')
    expect((await rise()).getAttribute('style')).toContain('red')
    expect((await fall()).getAttribute('style')).toContain('teal')
    expect(await figure(RATE)).toHaveTextContent('+0.8 个百分点')
  })

  it('shows no change for the oldest period, which has no previous one', async () => {
    await renderApp('/report/1/2024-W48', { as: 'shop-seller', locale: 'en-US' })
    expect(await screen.findAllByTestId('key-figure')).toHaveLength(4)
    expect(screen.getByRole('button', { name: '← Previous' })).toBeDisabled()
    expect(screen.queryByTestId('figure-change')).toBeNull()
    expect(screen.queryByText(/^vs\. /)).toBeNull()
  })

  it('shows no change and no notification when the previous period cannot be loaded', async () => {
    server.use(
      http.get(apiPath('/report_template/report/info'), ({ request }) =>
        new URL(request.url).searchParams.get('report_period') === '2026-W46'
          ? HttpResponse.json({ code: 400, msg: 'The previous week is being recomputed.' }, { status: 400 })
          : undefined,
      ),
    )
    const requests: string[] = []
    server.events.on(
      'request:start',
      ({ request }) => void requests.push(new URL(request.url).searchParams.get('report_period') ?? ''),
    )
    await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    expect(await screen.findAllByTestId('key-figure')).toHaveLength(4)
    await waitFor(() => expect(requests).toContain('2026-W46'))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download key figures (CSV)' })).toBeEnabled())
    expect(screen.queryByTestId('figure-change')).toBeNull()
    expect(screen.queryByText('The previous week is being recomputed.')).toBeNull()
    server.events.removeAllListeners()
  })
})

/** The saved file's bytes and its rows (comma-separated, no quoted commas in the checked cells). */
async function savedCsv(blob: Blob) {
  const bytes = new Uint8Array(await blob.arrayBuffer())
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
  return { bytes, text, lines: text.split('\r\n') }
}

describe('key figures download', () => {
  it('saves a row per figure: previous, change, a year before; after what the printout names; with a BOM', async () => {
    withValues({
      '2026-W46': W46,
      '2026-W47': W47,
      '2025-W47': { [GMV]: '¥50,000.00', [ORDERS]: '1,080', [RATE]: '—', [AOV]: '¥60.00' },
    })
    const saved = recordSaves()
    const user = userEvent.setup()
    await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    await within(await figure(GMV)).findByTestId('figure-change')
    // It waits for the previous week and the figures over time, which the file holds too.
    const download = screen.getByRole('button', { name: 'Download key figures (CSV)' })
    await waitFor(() => expect(download).toBeEnabled())
    await user.click(download)
    await waitFor(() => expect(saved).toHaveLength(1))
    // One file for one press, the press that brought the file's code too: once every code load has settled.
    await vi.dynamicImportSettled()
    await act(async () => {})
    expect(saved).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Download key figures (CSV)' }))
    await waitFor(() => expect(saved).toHaveLength(2))
    const file = saved[0]
    expect(file?.name).toBe('店铺经营周报 Shop Weekly 2026-W47.csv')
    const { bytes, lines } = await savedCsv(file?.blob ?? new Blob())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(lines[0]).toBe('\uFEFFReport template,店铺经营周报 Shop Weekly')
    expect(lines).toContain('Report period,2026-W47')
    expect(lines).toContain('Previous period,2026-W46')
    expect(lines).toContain('Same period last year,2025-W47')
    expect(lines.some((line) => /^Shop,\S/.test(line))).toBe(true)
    expect(lines.some((line) => /^Downloaded,"?\d{1,2} \w{3} \d{4}/.test(line))).toBe(true)
    expect(lines.some((line) => /^Downloaded by,\S/.test(line))).toBe(true)
    const header = lines.indexOf(
      'Key figure,This period,Previous period,Change,Same period last year,Year-on-year change',
    )
    expect(header).toBeGreaterThan(0)
    expect(lines.slice(header + 1, header + 5)).toEqual([
      'GMV,"¥68,000.00","¥62,192.92",+9.3%,"¥50,000.00",+36.0%',
      '订单数 Orders,"1,080","1,200",-10.0%,"1,080",0.0%',
      '转化率 Conversion rate,3.10%,2.34%,+0.8 pp,—,',
      '客单价 AOV,¥56.70,—,,¥60.00,-5.5%',
    ])
    // Then the figures over time: one row per week, oldest first, this week last.
    const series = lines.indexOf('Report period,GMV,订单数 Orders,转化率 Conversion rate,客单价 AOV')
    expect(series).toBe(header + 6)
    expect(
      lines
        .slice(series + 1)
        .filter(Boolean)
        .map((line) => line.slice(0, 8)),
    ).toEqual(Array.from({ length: 13 }, (_, index) => `2026-W${35 + index}`))
    expect(lines.at(-2)).toBe('2026-W47,"¥68,000.00","1,080",3.10%,¥56.70')
  })

  it('writes its labels in Chinese for a Chinese reader, and marks a draft preview', async () => {
    withValues({ '2026-11-18': { '全站 GMV': '¥1,000,000' }, '2026-11-19': { '全站 GMV': '¥1,250,000' } })
    const saved = recordSaves()
    const user = userEvent.setup()
    await renderApp('/preview/report/4/2026-11-19', { as: 'staff-admin', locale: 'zh-CN' })
    await within(await figure('全站 GMV')).findByTestId('figure-change')
    const download = screen.getByRole('button', { name: '下载关键指标（CSV）' })
    await waitFor(() => expect(download).toBeEnabled())
    await user.click(download)
    await waitFor(() => expect(saved).toHaveLength(1))
    const { lines } = await savedCsv(saved[0]?.blob ?? new Blob())
    expect(lines[0]).toBe('\uFEFF草稿,草稿预览，并非已发布的报告')
    expect(lines).toContain('报告周期,2026-11-19')
    expect(lines).toContain('上期,2026-11-18')
    expect(lines.some((line) => /^下载时间,2026年11月\d+日/.test(line))).toBe(true)
    expect(lines).toContain('关键指标,本期,上期,环比,去年同期,同比')
    // No report a year before: those cells are empty.
    expect(lines).toContain('全站 GMV,"¥1,250,000","¥1,000,000",+25.0%,,')
    expect(lines).toContain('报告周期,全站 GMV,动销卖家 Active sellers,新开店铺 New shops')
    expect(lines.at(-2)?.startsWith('2026-11-19,"¥1,250,000",')).toBe(true)
  })
})

describe('key figures over time', () => {
  /**
   * Each report call's period (report/info) or range (report/list), in the order sent, and whether a key figure was on
   * the page by then.
   */
  function recordReportCalls() {
    const calls: { path: string; period: string; figureShown: boolean }[] = []
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url)
      const path = url.pathname.replace(/^.*\/report_template\//, '')
      if (path !== 'report/info' && path !== 'report/list') return
      const period =
        url.searchParams.get('report_period') ??
        `${url.searchParams.get('period_from')}..${url.searchParams.get('period_to')}`
      calls.push({ path, period, figureShown: document.querySelector('[data-testid="key-figure"]') !== null })
    })
    return calls
  }
  afterEach(() => server.events.removeAllListeners())

  it('compares each figure with the same week last year, in the words and colours of the previous one', async () => {
    withValues({
      '2026-W46': W46,
      '2026-W47': W47,
      '2025-W47': { [GMV]: '¥50,000.00', [ORDERS]: '1,200', [RATE]: '3.50%', [AOV]: '—' },
    })
    await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    const gmv = await figure(GMV)
    await waitFor(() => expect(within(gmv).getByTestId('figure-change-year')).toHaveTextContent('▲ +36.0%'))
    expect(gmv).toHaveTextContent('vs. 2025-W47: ¥50,000.00')
    expect(within(gmv).getByTestId('figure-change-year').getAttribute('style')).toContain('teal')
    const orders = within(await figure(ORDERS)).getByTestId('figure-change-year')
    expect(orders).toHaveTextContent('▼ -10.0%')
    expect(orders.getAttribute('style')).toContain('red')
    expect(within(await figure(RATE)).getByTestId('figure-change-year')).toHaveTextContent('▼ -0.4 pp')
    const aov = await figure(AOV)
    expect(within(aov).queryByTestId('figure-change-year')).toBeNull()
    expect(aov).toHaveTextContent('vs. 2025-W47: —')
  })

  it('reads each period of the line once, after the figures are shown, and not again those the page has', async () => {
    const calls = recordReportCalls()
    await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    const summary = await within(await figure(GMV)).findByTestId('trend-summary', {}, { timeout: 10_000 })
    expect(summary).toHaveTextContent(
      new RegExp(
        /^Last 13 weeks: lowest ¥[\d,]+ \(2026-W\d\d · .+\), highest ¥[\d,]+ \(2026-W\d\d · .+\), /.source +
          /this period ¥[\d,]+ \(2026-W47 · 16 Nov – 22 Nov\)\.$/.source,
      ),
    )
    const info = calls.filter((call) => call.path === 'report/info').map((call) => call.period)
    // The thirteen weeks up to this one, and the same week a year before: each once.
    expect([...info].sort()).toEqual(['2025-W47', ...Array.from({ length: 13 }, (_, index) => `2026-W${35 + index}`)])
    expect(calls.filter((call) => call.path === 'report/list')).toEqual([
      { path: 'report/list', period: '2026-W35..2026-W47', figureShown: true },
    ])
    // The line's calls start once the figures are on the page: all but the page's own (this week, and the previous
    // one).
    expect(calls.filter((call) => !call.figureShown).map((call) => call.period)).toEqual(['2026-W47'])
  })

  it('leaves a silent gap where a period cannot be read, no year-ago change where it is not published', async () => {
    server.use(
      http.get(apiPath('/report_template/report/info'), ({ request }) => {
        const period = new URL(request.url).searchParams.get('report_period')
        if (period === '2026-W40')
          return HttpResponse.json({ code: 400, msg: 'Week 40 is being recomputed.' }, { status: 400 })
        if (period === '2025-W47')
          return HttpResponse.json({ code: 404, msg: 'There is no report for 2025-W47.' }, { status: 404 })
        return undefined
      }),
    )
    const user = userEvent.setup()
    const saved = recordSaves()
    await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    const gmv = await figure(GMV)
    const summary = await within(gmv).findByTestId('trend-summary', {}, { timeout: 10_000 })
    expect(summary).toHaveTextContent(/^Last 13 weeks: .* 1 period has no value\.$/)
    expect(within(gmv).queryByTestId('figure-change-year')).toBeNull()
    expect(gmv).not.toHaveTextContent('vs. 2025-W47')
    expect(screen.queryByText('Week 40 is being recomputed.')).toBeNull()
    expect(screen.queryByText('There is no report for 2025-W47.')).toBeNull()
    // The file has the gap too: an empty row for that week.
    await user.click(screen.getByRole('button', { name: 'Download key figures (CSV)' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    const { lines } = await savedCsv(saved[0]?.blob ?? new Blob())
    expect(lines).toContain('2026-W40,,,,')
    expect(lines.some((line) => line.startsWith('Same period last year,'))).toBe(false)
  })

  it('has no line and asks for none on the oldest period', async () => {
    const calls = recordReportCalls()
    await renderApp('/report/1/2024-W48', { as: 'shop-seller', locale: 'en-US' })
    expect(await screen.findAllByTestId('key-figure')).toHaveLength(4)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download key figures (CSV)' })).toBeEnabled())
    expect(screen.queryByTestId('figure-trend')).toBeNull()
    expect(calls.map((call) => call.period)).toEqual(['2024-W48'])
  })
})
