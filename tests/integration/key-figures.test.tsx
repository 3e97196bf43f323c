import { afterEach, describe, expect, it, vi } from 'vitest'
import { waitFor, within } from '@testing-library/react'
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
      for (const component of body.data.components) {
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
  it('shows each change with its arrow, sign and previous value; a rate in points; none where a value is not a number', async () => {
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

  it('colours a rise green and a fall red in English, the other way round in Chinese', async () => {
    withValues({ '2026-W46': W46, '2026-W47': W47 })
    const english = await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    const rise = async () => within(await figure(GMV)).findByTestId('figure-change')
    const fall = async () => within(await figure(ORDERS)).findByTestId('figure-change')
    expect((await rise()).getAttribute('style')).toContain('teal')
    expect((await fall()).getAttribute('style')).toContain('red')
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
    server.events.on('request:start', ({ request }) => void requests.push(new URL(request.url).searchParams.get('report_period') ?? ''))
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
  it('saves one row per figure with its previous value and change, after what the printout names, with a BOM', async () => {
    withValues({ '2026-W46': W46, '2026-W47': W47 })
    const saved = recordSaves()
    const user = userEvent.setup()
    await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    await within(await figure(GMV)).findByTestId('figure-change')
    await user.click(screen.getByRole('button', { name: 'Download key figures (CSV)' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    const file = saved[0]
    expect(file?.name).toBe('店铺经营周报 Shop Weekly 2026-W47.csv')
    const { bytes, lines } = await savedCsv(file?.blob ?? new Blob())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(lines[0]).toBe('\uFEFFReport template,店铺经营周报 Shop Weekly')
    expect(lines).toContain('Report period,2026-W47')
    expect(lines).toContain('Previous period,2026-W46')
    expect(lines.some((line) => /^Shop,\S/.test(line))).toBe(true)
    expect(lines.some((line) => /^Downloaded,"?\d{1,2} \w{3} \d{4}/.test(line))).toBe(true)
    expect(lines.some((line) => /^Downloaded by,\S/.test(line))).toBe(true)
    const header = lines.indexOf('Key figure,This period,Previous period,Change')
    expect(header).toBeGreaterThan(0)
    expect(lines.slice(header + 1, header + 5)).toEqual([
      'GMV,"¥68,000.00","¥62,192.92",+9.3%',
      '订单数 Orders,"1,080","1,200",-10.0%',
      '转化率 Conversion rate,3.10%,2.34%,+0.8 pp',
      '客单价 AOV,¥56.70,—,',
    ])
  })

  it('writes its labels in Chinese for a Chinese reader, and marks a draft preview', async () => {
    withValues({ '2026-11-18': { '全站 GMV': '¥1,000,000' }, '2026-11-19': { '全站 GMV': '¥1,250,000' } })
    const saved = recordSaves()
    const user = userEvent.setup()
    await renderApp('/preview/report/4/2026-11-19', { as: 'staff-admin', locale: 'zh-CN' })
    await within(await figure('全站 GMV')).findByTestId('figure-change')
    await user.click(screen.getByRole('button', { name: '下载关键指标（CSV）' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    const { lines } = await savedCsv(saved[0]?.blob ?? new Blob())
    expect(lines[0]).toBe('\uFEFF草稿,草稿预览，不是已发布的报告')
    expect(lines).toContain('报告周期,2026-11-19')
    expect(lines).toContain('上期,2026-11-18')
    expect(lines.some((line) => /^下载时间,2026年11月\d+日/.test(line))).toBe(true)
    expect(lines).toContain('指标,本期,上期,环比')
    expect(lines).toContain('全站 GMV,"¥1,250,000","¥1,000,000",+25.0%')
  })
})
