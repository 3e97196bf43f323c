import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { getResponse, http, HttpResponse } from 'msw'
import { notifications } from '@mantine/notifications'
import { onlineManager } from '@tanstack/react-query'
import { RETRY_DELAY_CAP_MS } from '@/app/query-client'
import { handlers } from '@/mocks/handlers'
import { server } from '@/mocks/node'
import { EMBED_REFRESH_MS } from '@/features/reports/api/get-report-info'
import { EMBED_TIMEOUT_MS } from '@/features/reports/frames/embed-frame'
import { apiPath, currentPath, failUntilHealed, ownerOptions, recordSaves, renderApp, screen } from '../utils'

afterEach(() => {
  vi.useRealTimers()
})

const frame = (title: string) => screen.findByTitle(title) as Promise<HTMLIFrameElement>
const srcParams = (element: HTMLIFrameElement) =>
  new URL(element.getAttribute('src') ?? '', window.location.origin).searchParams

describe('report page', () => {
  it('opens the newest report when no period is given, replacing the URL', async () => {
    const { router } = await renderApp('/report/1', { as: 'shop-seller', locale: 'en-US' })
    await waitFor(() => expect(currentPath(router)).toBe('/report/1/2026-W47'))
    expect(router.history.length).toBe(1)
    expect(await screen.findByRole('heading', { name: /Shop Weekly/, level: 1 })).toBeInTheDocument()
  })

  it('names the template once, and the period once, in words', async () => {
    await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    const heading = await screen.findByTestId('print-heading')
    expect(within(heading).getByRole('heading', { level: 1 })).toHaveTextContent('Shop Weekly')
    expect(heading.textContent?.match(/Shop Weekly/g)).toHaveLength(1)
    expect(heading.textContent?.match(/2026-W47/g)).toHaveLength(1)
    expect(within(heading).getByTestId('report-period')).toHaveTextContent('2026-W47 · 16 Nov – 22 Nov')
  })

  it('drops from the address a value the report does not offer and a filter it lacks, keeping the rest', async () => {
    const { router } = await renderApp('/report/1/2026-W47?category=nonsense&channel=live&colour=red', {
      as: 'shop-seller',
      locale: 'en-US',
    })
    await waitFor(() => expect(currentPath(router)).toBe('/report/1/2026-W47?channel=live'))
    expect(router.history.length).toBe(1)
    expect(await screen.findByRole('combobox', { name: '类目 Category' })).toHaveValue('')
  })

  it('says there are no reports yet for a template without any', async () => {
    const user = userEvent.setup()
    await renderApp('/report/5', { as: 'merchant-seller', locale: 'en-US' })
    await user.click((await ownerOptions())[0] as HTMLElement)
    expect(await screen.findByText('No reports yet')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the report list' })).toHaveAttribute(
      'href',
      '/sellers/report-platform/index/5',
    )
  })

  it('explains an unknown period and an unknown template, with a way back', async () => {
    const first = await renderApp('/report/1/2019-W01', { as: 'shop-seller', locale: 'en-US' })
    expect(await screen.findByText('There is no report for 2019-W01.')).toBeInTheDocument()
    // The server's words are the notification's; the page says it in its own.
    expect(await screen.findByText('Report 2019-W01 does not exist.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the report list' })).toHaveAttribute(
      'href',
      '/sellers/report-platform/index/1',
    )
    first.unmount()
    await renderApp('/report/999/2026-11', { as: 'shop-seller', locale: 'en-US' })
    expect(
      await screen.findByText('This report template does not exist or is not available to you.'),
    ).toBeInTheDocument()
  })

  it('calls an impossible period invalid once on the page, in both languages, asks nothing, has a way on', async () => {
    const asked: string[] = []
    const listen = ({ request }: { request: Request }) => void asked.push(new URL(request.url).pathname)
    server.events.on('request:start', listen)
    // None comes from this one (each case starts with no toast: tests/setup-dom.ts).
    const toasts = vi.spyOn(notifications, 'show')
    try {
      const week99 = await renderApp('/report/1/2026-W99', { as: 'shop-seller', locale: 'en-US' })
      expect(await screen.findByText('2026-W99 is not a valid week.')).toBeInTheDocument()
      expect(screen.getByText('This is a weekly report: its periods are written like 2026-W47.')).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Open the newest report' })).toHaveAttribute(
        'href',
        '/sellers/report-platform/report/1',
      )
      expect(screen.getByRole('link', { name: 'Back to the report list' })).toHaveAttribute(
        'href',
        '/sellers/report-platform/index/1',
      )
      expect(screen.queryByText(/no report/i)).toBeNull()
      week99.unmount()
      // 2026 has a week 53; 2025 has not.
      const week53 = await renderApp('/report/1/2025-W53', { as: 'shop-seller', locale: 'zh-CN' })
      expect(await screen.findByText('2025-W53 不是有效的周。')).toBeInTheDocument()
      expect(screen.getByText('这是周报，报告周期格式如 2026-W47。')).toBeInTheDocument()
      expect(screen.getByRole('link', { name: '打开最新报告' })).toBeInTheDocument()
      week53.unmount()
      const february30 = await renderApp('/report/4/2026-02-30', { as: 'staff-reader', locale: 'en-US' })
      expect(await screen.findByText('2026-02-30 is not a valid date.')).toBeInTheDocument()
      february30.unmount()
      // Nor is a thirteenth month, once the merchant whose reports they would be is chosen.
      const user = userEvent.setup()
      await renderApp('/report/2/2026-13', { as: 'merchant-seller', locale: 'zh-CN' })
      await user.click(
        within(await screen.findByRole('list', { name: '可选商户' })).getAllByRole('button')[0] as HTMLElement,
      )
      expect(await screen.findByText('2026-13 不是有效的月份。')).toBeInTheDocument()
      expect(screen.getByText('这是月报，报告周期格式如 2026-11。')).toBeInTheDocument()
      expect(asked.filter((path) => /\/report\/(info|filter)$/.test(path))).toEqual([])
      expect(toasts).not.toHaveBeenCalled()
    } finally {
      server.events.removeListener('request:start', listen)
      toasts.mockRestore()
    }
  })

  it('names periods in words in picker and button, checks the current one, finds them by code or words', async () => {
    const user = userEvent.setup()
    const weekly = await renderApp('/report/1/2026-W46', { as: 'shop-seller', locale: 'en-US' })
    await screen.findAllByTestId('key-figure')
    await user.click(screen.getByRole('button', { name: 'Report period: 2026-W46 · 9 Nov – 15 Nov' }))
    const listbox = await screen.findByRole('listbox')
    const current = await within(listbox).findByRole('option', { name: '2026-W46 · 9 Nov – 15 Nov Current' })
    expect(current).toHaveAttribute('aria-selected', 'true')
    expect(within(listbox).getByRole('option', { name: '2026-W47 · 16 Nov – 22 Nov' })).toHaveAttribute(
      'aria-selected',
      'false',
    )
    expect(within(listbox).getAllByRole('option', { selected: true })).toEqual([current])
    const search = screen.getByRole('textbox', { name: 'Search periods' })
    await user.type(search, 'W40')
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['2026-W40 · 28 Sept – 4 Oct', '2025-W40 · 29 Sept – 5 Oct']),
    )
    await user.clear(search)
    await user.type(search, '9 Nov – 15')
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['2026-W46 · 9 Nov – 15 NovCurrent']),
    )
    weekly.unmount()

    const monthly = await renderApp('/report/2/2026-10', { as: 'merchant-seller', locale: 'zh-CN' })
    await user.click(
      within(await screen.findByRole('list', { name: '可选商户' })).getAllByRole('button')[0] as HTMLElement,
    )
    // The label is a box of its own (hidden from the eye on a phone): a name may have a space after it.
    await user.click(await screen.findByRole('button', { name: /^报告周期：\s?2026年10月$/ }))
    const months = await screen.findByRole('listbox')
    expect(
      await within(months).findByRole('option', {
        name: '2026年10月 当前',
        selected: true,
      }),
    ).toBeInTheDocument()
    // The code still finds a month, and so do its words.
    await user.type(screen.getByRole('textbox', { name: '搜索周期' }), '2026-09')
    await waitFor(() =>
      expect(
        within(months)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['2026年9月']),
    )
    await user.clear(screen.getByRole('textbox', { name: '搜索周期' }))
    await user.type(screen.getByRole('textbox', { name: '搜索周期' }), '2025年12月')
    await waitFor(() =>
      expect(
        within(months)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['2025年12月']),
    )
    monthly.unmount()
  })

  it('marks a report published before its period ended as partial, in both languages; one after is not', async () => {
    // The demo published 2026-W47 (16 to 22 Nov) at 23:00 on 19 Nov (the tests' clock reads UTC), and 2026-W46 after
    // its end.
    const newest = await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    const heading = await screen.findByTestId('print-heading')
    expect(within(heading).getByText('Partial: published before the period ended')).toBeInTheDocument()
    newest.unmount()
    const chinese = await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'zh-CN' })
    expect(
      within(await screen.findByTestId('print-heading')).getByText('数据不完整：发布时周期尚未结束'),
    ).toBeInTheDocument()
    chinese.unmount()
    await renderApp('/report/1/2026-W46', { as: 'shop-seller', locale: 'en-US' })
    await screen.findAllByTestId('key-figure')
    expect(screen.queryByTestId('partial-mark')).toBeNull()
  })

  it('shows key figures on top and dashboards below, each dashboard in a frame at its height', async () => {
    await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    const figures = await screen.findAllByTestId('key-figure')
    expect(figures.length).toBe(4)
    expect(within(figures[0] as HTMLElement).getByText('GMV')).toBeInTheDocument()
    expect(figures[0]).toHaveTextContent(/¥[\d,]+/)
    const trend = await frame('销售趋势 Sales trend')
    expect(trend.getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-downloads',
    )
    expect(trend.style.height).toMatch(/^[1-9]\d+px$/)
    expect(screen.getByRole('region', { name: '流量来源 Traffic sources' })).toBeInTheDocument()
  })

  it('moves between periods with previous / next and the picker, keeping the filters', async () => {
    const user = userEvent.setup()
    const { router } = await renderApp('/report/1/2026-W47?channel=live', { as: 'shop-seller', locale: 'en-US' })
    await screen.findAllByTestId('key-figure')
    expect(screen.getByRole('button', { name: 'Next →' })).toBeDisabled()
    await user.click(screen.getByRole('link', { name: '← Previous' }))
    await waitFor(() => expect(currentPath(router)).toBe('/report/1/2026-W46?channel=live'))
    await user.click(await screen.findByRole('link', { name: 'Next →' }))
    await waitFor(() => expect(currentPath(router)).toBe('/report/1/2026-W47?channel=live'))
    await user.click(screen.getByRole('button', { name: /^Report period/ }))
    await user.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: /^2026-W40 · / }))
    await waitFor(() => expect(currentPath(router)).toBe('/report/1/2026-W40?channel=live'))
    await waitFor(() => expect(screen.getByTestId('report-period')).toHaveTextContent(/^2026-W40 · /))
  })

  it('reaches every period: typing narrows them, older ones load on request', async () => {
    const user = userEvent.setup()
    const { router } = await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    await screen.findAllByTestId('key-figure')
    await user.click(screen.getByRole('button', { name: /^Report period/ }))
    const listbox = await screen.findByRole('listbox')
    // The newest 100 of 104 weeks, then the rest on request; a request that fails is asked again alone.
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(100))
    const pagesAsked: (string | null)[] = []
    let failNext = true
    server.use(
      http.get(apiPath('/report_template/report/list'), ({ request }) => {
        pagesAsked.push(new URL(request.url).searchParams.get('page'))
        if (!failNext) return undefined
        failNext = false
        return HttpResponse.json({ code: 400, msg: 'List broke.' }, { status: 400 })
      }),
    )
    await user.click(screen.getByRole('button', { name: 'Show older periods' }))
    await user.click(await screen.findByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(104))
    expect(pagesAsked).toEqual(['2', '2'])
    await user.type(screen.getByRole('textbox', { name: 'Search periods' }), '2024-W48')
    await user.click(await within(listbox).findByRole('option', { name: /^2024-W48 · / }))
    await waitFor(() => expect(currentPath(router)).toBe('/report/1/2024-W48'))
  })

  it('finds a period by any part of it, asking only for the periods in range (no made-up bound)', async () => {
    const asked: URLSearchParams[] = []
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url)
      if (url.pathname.endsWith('/report/list')) asked.push(url.searchParams)
    })
    const user = userEvent.setup()
    await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    await screen.findAllByTestId('key-figure')
    await user.click(screen.getByRole('button', { name: /^Report period/ }))
    await user.type(await screen.findByRole('textbox', { name: 'Search periods' }), 'w30')
    const listbox = screen.getByRole('listbox')
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['2026-W30 · 20 Jul – 26 Jul', '2025-W30 · 21 Jul – 27 Jul']),
    )
    const periodPages = asked.filter((search) => search.get('page_size') === '100')
    expect(periodPages).not.toHaveLength(0)
    expect(periodPages.every((search) => !search.has('period_to') && !search.has('period_from'))).toBe(true)
    server.events.removeAllListeners()
  })

  it('goes back to the report list it was opened from, with its page and range', async () => {
    const user = userEvent.setup()
    const { router } = await renderApp('/index/1?page=2&to=2026-W40', { as: 'shop-seller', locale: 'en-US' })
    await user.click(await screen.findByRole('link', { name: /^2026-W20 · / }))
    await waitFor(() => expect(currentPath(router)).toBe('/report/1/2026-W20'))
    await user.click(await screen.findByRole('link', { name: '← Previous' }))
    await waitFor(() => expect(currentPath(router)).toBe('/report/1/2026-W19'))
    await user.click(screen.getByRole('link', { name: '← Back to the report list' }))
    await waitFor(() => expect(currentPath(router)).toBe('/index/1?page=2&to=2026-W40'))
  })

  it('says so, and shows the rest, when a component is of an unknown kind or has no usable address', async () => {
    server.use(
      http.get(apiPath('/report_template/report/info'), async ({ request }) => {
        // The demo backend's own answer, with one component of a kind the app does not know.
        const answer = await getResponse(handlers, request)
        const body = await answer?.json()
        body.data.components.push({
          component_id: 'x',
          title: 'Heat map',
          display: 'heatmap',
          placement: 'dashboard',
          height: 300,
        })
        body.data.components.push({
          component_id: 'y',
          title: 'Orders',
          display: 'iframe',
          placement: 'dashboard',
          height: 300,
          embed_url: 'https://[metabase',
        })
        body.data.components.push({
          component_id: 'z',
          title: 'Refunds',
          display: 'iframe',
          placement: 'dashboard',
          height: 300,
        })
        return HttpResponse.json(body)
      }),
    )
    await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    expect(await screen.findByTestId('unknown-component')).toHaveTextContent(
      '“Heat map” cannot be shown by this version of the portal.',
    )
    expect(screen.getByText('“Orders” cannot be shown: the server gave it no valid address.')).toBeInTheDocument()
    expect(screen.getByText('“Refunds” cannot be shown: the server gave it no valid address.')).toBeInTheDocument()
    expect(screen.getAllByTestId('key-figure')).toHaveLength(4)
  })

  it('keeps a dashboard whose height is out of range to 100-4000 px', async () => {
    server.use(
      http.get(apiPath('/report_template/report/info'), async ({ request }) => {
        const answer = await getResponse(handlers, request)
        const body = await answer?.json()
        const heights: Record<string, number> = {
          '销售趋势 Sales trend': 10_000_000,
          '流量来源 Traffic sources': 1,
        }
        for (const component of body.data.components) component.height = heights[component.title] ?? component.height
        return HttpResponse.json(body)
      }),
    )
    await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    expect((await frame('销售趋势 Sales trend')).style.height).toBe('4000px')
    expect((await frame('流量来源 Traffic sources')).style.height).toBe('100px')
  })

  it('binds filters to the URL and passes the chosen value to the frames that take it', async () => {
    const user = userEvent.setup()
    const { router } = await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    const channelOf = async (title: string) => srcParams(await frame(title)).get('channel')
    // The default applies until the viewer chooses.
    await waitFor(async () => expect(await channelOf('流量来源 Traffic sources')).toBe('all'))
    await user.selectOptions(
      screen.getByRole('combobox', { name: '渠道 Channel' }),
      screen.getByRole('option', { name: /Live/ }),
    )
    await waitFor(() => expect(router.state.location.search).toEqual({ channel: 'live' }))
    await waitFor(async () => expect(await channelOf('流量来源 Traffic sources')).toBe('live'))
    expect(await channelOf('销售趋势 Sales trend')).toBe('live')
  })

  it('keeps the report, the chosen filter shown, while the figures for that filter are on their way', async () => {
    let answer = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      http.get(apiPath('/report_template/report/info'), async ({ request }) => {
        if (new URL(request.url).searchParams.get('channel') === 'live') await answered
        return getResponse(handlers, request)
      }),
    )
    const { router } = await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    const select = await screen.findByRole('combobox', { name: '渠道 Channel' })
    vi.useFakeTimers({ shouldAdvanceTime: true })
    fireEvent.change(select, { target: { value: 'live' } })
    await waitFor(() => expect(router.state.location.search).toEqual({ channel: 'live' }))
    // Past the moment a page that waits shows its placeholder.
    await act(() => vi.advanceTimersByTimeAsync(3000))
    expect(screen.getByRole('combobox', { name: '渠道 Channel' })).toHaveValue('live')
    expect(screen.getAllByTestId('key-figure').length).toBeGreaterThan(0)
    expect(screen.getByRole('heading', { level: 1, name: /Shop Weekly/ })).toBeInTheDocument()
    // Said to be on its way, to the eye (dimmed) and to a screen reader.
    expect(screen.getByRole('region', { name: 'Key figures' })).toHaveAttribute('aria-busy', 'true')
    vi.useRealTimers()
    answer()
    await waitFor(async () => expect(srcParams(await frame('流量来源 Traffic sources')).get('channel')).toBe('live'))
    expect(screen.getByRole('region', { name: 'Key figures' })).not.toHaveAttribute('aria-busy')
  })

  it('keeps the report it shows when another filter’s cannot be loaded, says so, and Retry brings it', async () => {
    let failing = true
    server.use(
      http.get(apiPath('/report_template/report/info'), ({ request }) =>
        failing && new URL(request.url).searchParams.get('channel') === 'live'
          ? HttpResponse.json({ code: 400, msg: 'Live figures are being recomputed.' }, { status: 400 })
          : undefined,
      ),
    )
    const toasts = vi.spyOn(notifications, 'show')
    const user = userEvent.setup()
    const { router } = await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    const select = await screen.findByRole('combobox', { name: '渠道 Channel' })
    await user.selectOptions(select, screen.getByRole('option', { name: /Live/ }))
    const said = 'The report for these filters could not be loaded; the one shown is for the previous filters.'
    expect(await screen.findByText(said)).toBeInTheDocument()
    expect(toasts.mock.calls.map(([toast]) => toast.message)).toEqual(['Live figures are being recomputed.'])
    // The report shown stays, with its own filter's frames, and the choice stays in the filter bar.
    expect(screen.getAllByTestId('key-figure').length).toBeGreaterThan(0)
    expect(srcParams(await frame('流量来源 Traffic sources')).get('channel')).toBe('all')
    expect(select).toHaveValue('live')
    expect(screen.getByRole('region', { name: 'Key figures' })).not.toHaveAttribute('aria-busy')
    // Back to the filter shown, the report is there without a word.
    router.history.back()
    await waitFor(() => expect(screen.queryByText(said)).toBeNull())
    expect(select).toHaveValue('all')
    router.history.forward()
    const alert = (await screen.findByText(said)).closest<HTMLElement>('[role="alert"]')
    if (!alert) throw new Error('the failure is not an alert')
    failing = false
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    await waitFor(async () => expect(srcParams(await frame('流量来源 Traffic sources')).get('channel')).toBe('live'))
    expect(screen.queryByText(said)).toBeNull()
  })

  it('says the report could not be refreshed when its refresh fails, keeping what it shows', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    expect(await screen.findAllByTestId('key-figure')).toHaveLength(4)
    const heal = failUntilHealed('/report_template/report/info', 'Report service down.')
    await act(() => vi.advanceTimersByTimeAsync(EMBED_REFRESH_MS))
    const alert = (await screen.findByText('The report could not be refreshed.')).closest<HTMLElement>('[role="alert"]')
    if (!alert) throw new Error('the failure is not an alert')
    expect(screen.getAllByTestId('key-figure')).toHaveLength(4)
    heal()
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(screen.queryByText('The report could not be refreshed.')).toBeNull())
  })

  it('says so again after a Retry while the report still cannot be loaded, and shows it once it can', async () => {
    const user = userEvent.setup()
    const heal = failUntilHealed('/report_template/report/info', 'Report service down.')
    let asked = 0
    server.use(
      http.get(apiPath('/report_template/report/info'), () => {
        asked += 1
        return undefined
      }),
    )
    await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    expect(await screen.findByText('This report could not be loaded.')).toBeInTheDocument()
    const before = asked
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(asked).toBeGreaterThan(before))
    const retry = await screen.findByRole('button', { name: 'Retry' })
    expect(screen.getByText('This report could not be loaded.')).toBeInTheDocument()
    heal()
    await user.click(retry)
    expect(await screen.findAllByTestId('key-figure')).not.toHaveLength(0)
  })

  it('writes the filters back as they came, less those the report does not have', async () => {
    const { router } = await renderApp(
      '/login?redirect=%2Freport%2F1%2F2026-W47%3Fx%3D1%26channel%3Dlive%26site%3DSG',
      { as: 'shop-seller', locale: 'en-US' },
    )
    await waitFor(() => expect(currentPath(router)).toBe('/report/1/2026-W47?channel=live'))
    await screen.findAllByTestId('key-figure')
    expect(currentPath(router)).toBe('/report/1/2026-W47?channel=live')
  })

  it('ignores a filter value that is not one of the options', async () => {
    await renderApp('/report/1/2026-W47?channel=%3Cscript%3E&nonsense=1', { as: 'shop-seller', locale: 'en-US' })
    await waitFor(async () => expect(srcParams(await frame('流量来源 Traffic sources')).get('channel')).toBe('all'))
    expect(srcParams(await frame('流量来源 Traffic sources')).get('nonsense')).toBeNull()
  })

  it('shows a skeleton until a frame loads, an error after 20 s, and a working retry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    const trend = await frame('销售趋势 Sales trend')
    const section = screen.getByRole('region', { name: '销售趋势 Sales trend' })
    expect(within(section).getByTestId('embed-skeleton')).toBeInTheDocument()
    fireEvent.load(trend)
    await waitFor(() => expect(within(section).queryByTestId('embed-skeleton')).not.toBeInTheDocument())

    const traffic = screen.getByRole('region', { name: '流量来源 Traffic sources' })
    act(() => {
      vi.advanceTimersByTime(EMBED_TIMEOUT_MS)
    })
    const alert = await within(traffic).findByRole('alert')
    expect(alert).toHaveTextContent('did not load')
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument()
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await within(traffic).findByTitle('流量来源 Traffic sources')).toBeInTheDocument()
    expect(within(traffic).queryByRole('alert')).not.toBeInTheDocument()
  })

  it('fetches fresh signed frame addresses before they expire, keeping the filter', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await renderApp('/report/1/2026-W47?channel=live', { as: 'shop-seller', locale: 'en-US' })
    const before = srcParams(await frame('销售趋势 Sales trend'))
    expect(before.get('channel')).toBe('live')
    await act(async () => {
      vi.advanceTimersByTime(EMBED_REFRESH_MS + 1000)
    })
    await waitFor(async () =>
      expect(Number(srcParams(await frame('销售趋势 Sales trend')).get('exp'))).toBeGreaterThan(
        Number(before.get('exp')),
      ),
    )
    expect(srcParams(await frame('销售趋势 Sales trend')).get('channel')).toBe('live')
  })

  it('prints the report', async () => {
    const print = vi.fn()
    Object.assign(window, { print })
    await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    fireEvent.click(await screen.findByRole('button', { name: 'Print' }))
    // The Print button waits for every dashboard to load first.
    for (const frame of await screen.findAllByTitle(/Sales trend|Traffic sources/)) fireEvent.load(frame)
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1))
  })

  it('goes back to the list when the viewer declines the NDA of a deep-linked report', async () => {
    const user = userEvent.setup()
    const { router } = await renderApp('/report/3/2026-10', { as: 'shop-seller', locale: 'en-US' })
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Decline' }))
    await waitFor(() => expect(currentPath(router)).toBe('/index/3'))
    // Queried afresh until it holds: the report page shows the same notice until the list replaces it.
    await waitFor(() => expect(screen.getByText(/You declined the non-disclosure agreement/)).toBeInTheDocument())
  })

  it("shows the server's reason once, in place, with a retry that recovers", async () => {
    const heal = failUntilHealed('/report_template/report/info', 'The report is being rebuilt.')
    await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    const retry = await screen.findByRole('button', { name: 'Retry' })
    // In the page, not a toast on top of it as well.
    expect(screen.getAllByText('The report is being rebuilt.')).toHaveLength(1)
    heal()
    fireEvent.click(retry)
    expect(await screen.findAllByTestId('key-figure')).toHaveLength(4)
  })
})

describe('draft preview report', () => {
  it('shows the draft version and keeps links inside /preview', async () => {
    const user = userEvent.setup()
    await renderApp('/preview/report/2', { as: 'staff-admin', locale: 'en-US' })
    await user.click((await ownerOptions())[0] as HTMLElement)
    expect(await screen.findByRole('heading', { name: /v2/, level: 1 })).toBeInTheDocument()
    expect(screen.getByTestId('draft-badge')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '← Previous' }).getAttribute('href')).toMatch(
      /^\/sellers\/report-platform\/preview\/report\/2\//,
    )
  })

  it('keeps the way back inside /preview when the report does not exist or cannot be loaded', async () => {
    const first = await renderApp('/preview/report/4/2019-01-01', { as: 'staff-reader', locale: 'en-US' })
    expect(await screen.findByRole('link', { name: 'Back to the report list' })).toHaveAttribute(
      'href',
      '/sellers/report-platform/preview/4',
    )
    first.unmount()
    failUntilHealed('/report_template/report/info', 'The report is being rebuilt.')
    await renderApp('/preview/report/4/2026-11-19', { as: 'staff-reader', locale: 'en-US' })
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '← Back to the report list' })).toHaveAttribute(
      'href',
      '/sellers/report-platform/preview/4',
    )
  })
})

describe('a report page whose parts cannot be loaded', () => {
  /** `path`'s calls fail at the network, for the report period `period` only when given, until `heal` is called. */
  function failAtNetwork(path: string, period?: string) {
    let failing = true
    server.use(
      http.get(apiPath(path), ({ request }) =>
        failing && (period === undefined || new URL(request.url).searchParams.get('report_period') === period)
          ? HttpResponse.error()
          : undefined,
      ),
    )
    return () => {
      failing = false
    }
  }

  const keyFigures = () => screen.getByRole('region', { name: 'Key figures' })
  const download = () => screen.getByRole('button', { name: 'Download key figures (CSV)' })

  it.each([
    {
      locale: 'en-US',
      change: 'Change could not be loaded',
      why: 'The figures to compare with could not be loaded.',
      retry: 'Retry',
    },
    { locale: 'zh-CN', change: '环比加载失败', why: '对比数据加载失败。', retry: '重试' },
  ] as const)(
    'each key figure says its change failed, with one Retry, no toast; the download saves what there is ($locale)',
    async ({ locale, change, why, retry }) => {
      vi.useFakeTimers({ shouldAdvanceTime: true })
      const heal = failAtNetwork('/report_template/report/info', '2026-W46')
      const toasts = vi.spyOn(notifications, 'show')
      const saved = recordSaves()
      await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale })
      expect(await screen.findAllByTestId('key-figure')).toHaveLength(4)
      await act(async () => {
        await vi.advanceTimersByTimeAsync(RETRY_DELAY_CAP_MS)
      })
      const section = screen.getByRole('region', { name: locale === 'en-US' ? 'Key figures' : '关键指标' })
      await waitFor(() => expect(within(section).getByRole('alert')).toHaveTextContent(why))
      for (const figure of screen.getAllByTestId('key-figure')) expect(figure).toHaveTextContent(change)
      expect(within(section).getAllByRole('button', { name: retry })).toHaveLength(1)
      expect(toasts).not.toHaveBeenCalled()
      // The download does not wait for what will not come: it saves the figures without the previous period's.
      const button = screen.getByRole('button', {
        name: locale === 'en-US' ? 'Download key figures (CSV)' : '下载关键指标（CSV）',
      })
      expect(button).toBeEnabled()
      fireEvent.click(button)
      await waitFor(() => expect(saved).toHaveLength(1))

      heal()
      fireEvent.click(within(section).getByRole('button', { name: retry }))
      await waitFor(() => expect(screen.getAllByTestId('figure-change').length).toBeGreaterThan(0))
      expect(within(section).queryByRole('alert')).toBeNull()
      for (const figure of screen.getAllByTestId('key-figure')) expect(figure).not.toHaveTextContent(change)
    },
  )

  it('each key figure says its trend failed when figures over time do; the one Retry brings the lines', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    // The periods of the line are listed first: that call fails.
    const heal = failAtNetwork('/report_template/report/list')
    await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    expect(await screen.findAllByTestId('key-figure')).toHaveLength(4)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RETRY_DELAY_CAP_MS)
    })
    const alert = await within(keyFigures()).findByRole('alert')
    expect(alert).toHaveTextContent('The figures to compare with could not be loaded.')
    for (const figure of screen.getAllByTestId('key-figure'))
      expect(figure).toHaveTextContent('Trend could not be loaded')
    // The changes from the previous period came.
    expect(screen.getAllByTestId('figure-change').length).toBeGreaterThan(0)
    expect(download()).toBeEnabled()
    heal()
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    const gmv = screen.getAllByTestId('key-figure')[0] as HTMLElement
    expect(await within(gmv).findByTestId('trend-summary', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(gmv).not.toHaveTextContent('Trend could not be loaded')
    expect(within(keyFigures()).queryByRole('alert')).toBeNull()
  })

  it('does not wait forever for the previous period when the connection drops, and asks again once back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const heal = failAtNetwork('/report_template/report/info', '2026-W46')
    let asked = 0
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).searchParams.get('report_period') === '2026-W46') asked += 1
    })
    try {
      await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
      expect(await screen.findAllByTestId('key-figure')).toHaveLength(4)
      // The first attempt has failed; then the browser says it is offline.
      await waitFor(() => expect(asked).toBeGreaterThan(0))
      act(() => onlineManager.setOnline(false))
      await act(async () => {
        await vi.advanceTimersByTimeAsync(RETRY_DELAY_CAP_MS)
      })
      await waitFor(() =>
        expect(within(keyFigures()).getByRole('alert')).toHaveTextContent(
          'The figures to compare with could not be loaded.',
        ),
      )
      expect(download()).toBeEnabled()
      heal()
      act(() => onlineManager.setOnline(true))
      await waitFor(() => expect(screen.getAllByTestId('figure-change').length).toBeGreaterThan(0))
    } finally {
      onlineManager.setOnline(true)
      server.events.removeAllListeners()
    }
  })

  it("holds the filters' place while re-asked, then says they failed, with a Retry that brings them", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const heal = failAtNetwork('/report_template/report/filter')
    await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    expect(await screen.findAllByTestId('key-figure')).toHaveLength(4)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500)
    })
    const loading = screen.getByRole('status', { name: 'Loading filters' })
    expect(loading).toHaveTextContent('The first attempt failed. Trying again…')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RETRY_DELAY_CAP_MS)
    })
    const alert = (await screen.findByText('The filters could not be loaded.')).closest<HTMLElement>('[role="alert"]')
    if (!alert) throw new Error('the filters’ failure is not an alert')
    expect(screen.queryByRole('status', { name: 'Loading filters' })).toBeNull()
    heal()
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('combobox', { name: '渠道 Channel' })).toBeInTheDocument()
  })
})
