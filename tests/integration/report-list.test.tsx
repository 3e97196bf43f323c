import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, waitFor, within } from '@testing-library/react'
import { FRESH_MS, RETRY_DELAY_CAP_MS } from '@/app/query-client'
import userEvent from '@testing-library/user-event'
import { delay, getResponse, http, HttpResponse } from 'msw'
import { notifications } from '@mantine/notifications'
import { onlineManager } from '@tanstack/react-query'
import { getDb } from '@/mocks/db'
import { handlers } from '@/mocks/handlers'
import { server } from '@/mocks/node'
import type { TabMessage } from '@/features/session/tabs'
import { apiPath, currentPath, failUntilHealed, ownerOptions, renderApp, screen } from '../utils'

afterEach(() => {
  vi.useRealTimers()
})

/** Every API request the page makes, as `path?query` without the base. */
function recordRequests() {
  const seen: string[] = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    seen.push(`${url.pathname.replace('/sellers/report-platform/api', '')}${url.search}`)
  })
  return seen
}

const rowLinks = () => within(screen.getByRole('region', { name: 'Reports' })).getAllByRole('link')

/** The template switcher, once its links show (a frame after the page). */
async function templateNav() {
  const nav = await screen.findByRole('navigation', { name: 'Report templates' })
  await within(nav).findAllByRole('link')
  return nav
}

describe('report list', () => {
  it('opens the first template when none is named, replacing the URL', async () => {
    const { router } = await renderApp('/index', { as: 'shop-seller', locale: 'en-US' })
    await waitFor(() => expect(currentPath(router)).toBe('/index/1'))
    expect(router.history.length).toBe(1)
    const current = within(await templateNav()).getByRole('link', { current: 'page' })
    expect(current).toHaveTextContent(/Shop Weekly/)
  })

  it('reopens the template this user chose last, from the switcher too', async () => {
    const first = await renderApp('/index/4', { as: 'staff-reader', locale: 'en-US' })
    await screen.findByRole('region', { name: 'Reports' })
    fireEvent.click(within(await templateNav()).getByRole('link', { name: /Merchant Monthly$/ }))
    await waitFor(() => expect(currentPath(first.router)).toBe('/index/2'))
    await waitFor(() => expect(first.router.state.status).toBe('idle'))
    first.unmount()
    const { router } = await renderApp('/index', { as: 'staff-reader', locale: 'en-US' })
    await waitFor(() => expect(currentPath(router)).toBe('/index/2'))
  })

  it("asks for each of the first screen's data once: the loader fetches it, the page reads it", async () => {
    const seen = recordRequests()
    await renderApp('/index/1', { as: 'shop-seller', locale: 'en-US' })
    await screen.findByRole('region', { name: 'Reports' })
    expect(seen.filter((path) => path === '/report_template/names')).toHaveLength(1)
    expect(seen.filter((path) => path.startsWith('/report_template/basic_info'))).toEqual([
      '/report_template/basic_info?template_id=1',
    ])
    expect(seen.filter((path) => path.startsWith('/report_template/report/list'))).toEqual([
      '/report_template/report/list?template_id=1&page=1&page_size=20',
    ])
    server.events.removeAllListeners()
  })

  it('says when the template tabs cannot be loaded, keeps the list, and a retry brings the tabs', async () => {
    const user = userEvent.setup()
    let failing = true
    server.use(
      http.get(apiPath('/report_template/names'), () =>
        // An answer of the wrong shape: an error at once (not retried).
        failing ? HttpResponse.json({ code: 0, msg: 'success', data: { names: [] } }) : undefined,
      ),
    )
    await renderApp('/index/1', { as: 'shop-seller', locale: 'en-US' })
    const state = await screen.findByText('The list of report templates could not be loaded.')
    expect(await screen.findByRole('region', { name: 'Reports' })).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Report templates' })).not.toBeInTheDocument()
    failing = false
    await user.click(within(state.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }))
    expect(within(await templateNav()).getByRole('link', { current: 'page' })).toHaveTextContent(/Shop Weekly/)
    expect(screen.queryByText('The list of report templates could not be loaded.')).not.toBeInTheDocument()
    // The Retry went with the error state: the keyboard focus is on the page's heading, not at the top of the page.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus())
  })

  it('on /index, says once that the names that pick its template could not be loaded; a retry opens it', async () => {
    const user = userEvent.setup()
    let failing = true
    server.use(
      http.get(apiPath('/report_template/names'), () =>
        failing ? HttpResponse.json({ code: 0, msg: 'success', data: { names: [] } }) : undefined,
      ),
    )
    const { router } = await renderApp('/index', { as: 'shop-seller', locale: 'en-US' })
    await screen.findByText('The list of report templates could not be loaded.')
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(1)
    expect(screen.queryByText(/The reports of this template/)).not.toBeInTheDocument()
    failing = false
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(currentPath(router)).toBe('/index/1'))
    expect(await screen.findByRole('region', { name: 'Reports' })).toBeInTheDocument()
  })

  it('says so when no template is open to the user', async () => {
    server.use(
      http.get(apiPath('/report_template/names'), () =>
        HttpResponse.json({ code: 0, msg: 'success', data: { list: [] } }),
      ),
    )
    await renderApp('/index', { as: 'shop-seller', locale: 'en-US' })
    expect(await screen.findByText('No report templates yet')).toBeInTheDocument()
  })

  it('lists reports newest first, each week with dates, published time and zone, each opening its report', async () => {
    const user = userEvent.setup()
    const { router } = await renderApp('/index/1', { as: 'shop-seller', locale: 'en-US' })
    const region = await screen.findByRole('region', { name: 'Reports' })
    const links = rowLinks()
    expect(links.map((link) => link.textContent).slice(0, 3)).toEqual([
      '2026-W47 · 16 Nov – 22 Nov',
      '2026-W46 · 9 Nov – 15 Nov',
      '2026-W45 · 2 Nov – 8 Nov',
    ])
    expect(links).toHaveLength(20)
    expect(within(region).getAllByText(/^Published .* UTC$/)).toHaveLength(20)
    // The template is the page's; a row does not repeat it beside its period.
    expect(region).not.toHaveTextContent('Shop Weekly')
    await user.click(links[1] as HTMLElement)
    await waitFor(() => expect(currentPath(router)).toBe('/report/1/2026-W46'))
  })

  it('marks, in the row, a report published before its period ended, in both languages', async () => {
    // The demo published 2026-W47 (16 to 22 Nov) at 23:00 on 19 Nov (the tests' clock reads UTC), every earlier week
    // after its end.
    const english = await renderApp('/index/1', { as: 'shop-seller', locale: 'en-US' })
    const rows = () => Array.from(screen.getByTestId('report-list').children) as HTMLElement[]
    await screen.findByRole('region', { name: 'Reports' })
    const marked = () => rows().filter((row) => within(row).queryByTestId('partial-mark'))
    expect(marked().map((row) => within(row).getByRole('link').textContent)).toEqual(['2026-W47 · 16 Nov – 22 Nov'])
    expect(marked()[0]).toHaveTextContent('Partial: published before the period ended')
    english.unmount()
    await renderApp('/index/1', { as: 'shop-seller', locale: 'zh-CN' })
    await screen.findByRole('region', { name: '报告' })
    expect(marked()).toHaveLength(1)
    expect(marked()[0]).toHaveTextContent('数据不完整：发布时周期尚未结束')
  })

  it('switches templates by links, marking the open one, and keeps the switcher while the list changes', async () => {
    const user = userEvent.setup()
    const { router } = await renderApp('/index/1', { as: 'staff-reader', locale: 'en-US' })
    const nav = await templateNav()
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual(['page', ...links.slice(1).map(() => null)])
    await user.click(within(nav).getByRole('link', { name: /Merchant Monthly/ }))
    await waitFor(() => expect(currentPath(router)).toBe('/index/2'))
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent(/Merchant Monthly/)
    // The switcher stayed on the page: the same element, now pointing at the new template.
    expect(nav).toBeInTheDocument()
  })

  it('keeps page and page size in the URL', async () => {
    const user = userEvent.setup()
    const { router } = await renderApp('/index/1', { as: 'shop-seller', locale: 'en-US' })
    await screen.findByRole('region', { name: 'Reports' })
    await user.click(screen.getByRole('button', { name: 'Page 2' }))
    await waitFor(() => expect(currentPath(router)).toBe('/index/1?page=2'))
    await waitFor(() => expect(rowLinks()[0]).toHaveTextContent('2026-W27'))
    router.history.back()
    await waitFor(() => expect(rowLinks()[0]).toHaveTextContent('2026-W47'))
    await user.click(screen.getByRole('button', { name: 'Rows per page: 20 / page' }))
    await user.click(await screen.findByRole('menuitem', { name: '50 / page' }))
    await waitFor(() => expect(currentPath(router)).toBe('/index/1?page_size=50'))
    await waitFor(() => expect(rowLinks()).toHaveLength(50))
  })

  it('falls back to defaults for bad search params instead of an error screen', async () => {
    const seen = recordRequests()
    await renderApp('/index/1?page=abc&page_size=7&from=%3Cscript%3E&to=2026-W40', {
      as: 'shop-seller',
      locale: 'en-US',
    })
    await screen.findByRole('region', { name: 'Reports' })
    expect(rowLinks()[0]).toHaveTextContent('2026-W40')
    expect(seen.find((path) => path.startsWith('/report_template/report/list'))).toMatch(
      /page=1&page_size=20&period_to=2026-W40/,
    )
    expect(screen.queryByText(/does not exist/)).not.toBeInTheDocument()
    server.events.removeAllListeners()
  })

  it("filters by a range of the template's own periods, kept in the URL", async () => {
    const user = userEvent.setup()
    const { router } = await renderApp('/index/1', { as: 'shop-seller', locale: 'en-US' })
    await screen.findByRole('region', { name: 'Reports' })
    await user.click(screen.getByRole('button', { name: 'From period: Earliest' }))
    // A weekly template offers weeks in words, newest first; typing narrows them.
    await user.type(await screen.findByRole('textbox', { name: 'Search periods' }), '2026-W1')
    await user.click(await screen.findByRole('option', { name: '2026-W10 · 2 Mar – 8 Mar' }))
    await waitFor(() => expect(currentPath(router)).toBe('/index/1?from=2026-W10'))
    expect(screen.getByRole('button', { name: 'From period: 2026-W10 · 2 Mar – 8 Mar' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /^To period/ }))
    // Only periods from 2026-W10 on: a range cannot end before it starts.
    const options = await within(await screen.findByRole('listbox')).findAllByRole('option')
    expect(options.at(0)).toHaveTextContent('2026-W47')
    expect(options.at(-1)).toHaveTextContent('2026-W10')
    await user.click(screen.getByRole('option', { name: /^2026-W12 · / }))
    await waitFor(() => expect(currentPath(router)).toBe('/index/1?from=2026-W10&to=2026-W12'))
    await waitFor(() => {
      const periods = rowLinks().map((link) => link.textContent?.split(' · ')[0])
      expect(periods).toEqual(['2026-W12', '2026-W11', '2026-W10'])
    })
    // A clear button goes with what it clears: the keyboard focus moves to that end's field, not to the page's top.
    await user.click(screen.getByRole('button', { name: 'Clear the end of the range' }))
    await waitFor(() => expect(currentPath(router)).toBe('/index/1?from=2026-W10'))
    expect(screen.getByRole('button', { name: 'To period: Latest' })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Show all periods' }))
    await waitFor(() => expect(currentPath(router)).toBe('/index/1'))
    expect(screen.getByRole('button', { name: 'From period: Earliest' })).toHaveFocus()
  })

  it("drops a bound that cannot be one of the template's periods, keeping the other", async () => {
    const { router } = await renderApp('/index/1?from=2026-W99&to=2026-W40', { as: 'shop-seller', locale: 'en-US' })
    await waitFor(() => expect(currentPath(router)).toBe('/index/1?to=2026-W40'))
    expect(await screen.findByRole('button', { name: 'From period: Earliest' })).toBeInTheDocument()
    await waitFor(() => expect(rowLinks()[0]).toHaveTextContent('2026-W40'))
  })

  it('drops from the address what the list does not read, keeping the rest', async () => {
    const { router } = await renderApp('/index/1?page=abc&from=2026-W10&page_size=7&colour=red', {
      as: 'shop-seller',
      locale: 'en-US',
    })
    await waitFor(() => expect(currentPath(router)).toBe('/index/1?from=2026-W10'))
    expect(router.history.length).toBe(1)
    expect(await screen.findByRole('region', { name: 'Reports' })).toBeInTheDocument()
  })

  it('says a page past the end is past the end, and offers the last page', async () => {
    const user = userEvent.setup()
    const { router } = await renderApp('/index/1?page=999', { as: 'shop-seller', locale: 'en-US' })
    expect(await screen.findByText('Page 999 is past the end')).toBeInTheDocument()
    expect(screen.getByText('The list has 6 pages.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Go to the last page' }))
    await waitFor(() => expect(currentPath(router)).toBe('/index/1?page=6'))
    expect(await screen.findByRole('region', { name: 'Reports' })).toBeInTheDocument()
  })

  it('counts in the singular for one report and one page', async () => {
    const view = await renderApp('/index/1?from=2026-W47&to=2026-W47', { as: 'shop-seller', locale: 'en-US' })
    expect(await screen.findByText('1 report')).toBeInTheDocument()
    view.unmount()
    await renderApp('/index/1?from=2026-W47&to=2026-W47&page=2', { as: 'shop-seller', locale: 'en-US' })
    expect(await screen.findByText('The list has 1 page.')).toBeInTheDocument()
  })

  it.each([
    {
      locale: 'en-US',
      page: 'Page 2',
      heading: 'Report list',
      title: 'The reports could not be loaded.',
      problem: 'The server could not be reached.',
      toast: 'Request exception. Please try again later.',
      retryingNote: 'The first attempt failed. Trying again…',
      templates: 'Report templates',
      reports: 'Reports',
      fromPeriod: /^From period/,
      retry: 'Retry',
    },
    {
      locale: 'zh-CN',
      page: '第 2 页',
      heading: '报告列表',
      title: '报告加载失败。',
      problem: '无法连接到服务器。',
      toast: '请求异常，请稍后重试。',
      retryingNote: '首次请求失败，正在重试……',
      templates: '报告模板',
      reports: '报告',
      fromPeriod: /^起始周期/,
      retry: '重试',
    },
  ] as const)(
    'keeps the page as another fails at the network: rows retry, words fit the toast, no other template ($locale)',
    async ({ locale, page, heading, title, problem, toast, retryingNote, templates, reports, fromPeriod, retry }) => {
      vi.useFakeTimers({ shouldAdvanceTime: true })
      let failing = true
      server.use(
        http.get(apiPath('/report_template/report/list'), ({ request }) =>
          failing && new URL(request.url).searchParams.get('page') === '2' ? HttpResponse.error() : undefined,
        ),
      )
      const toasts = vi.spyOn(notifications, 'show')
      const { router } = await renderApp('/index/1', { as: 'shop-seller', locale })
      const nav = await screen.findByRole('navigation', { name: templates })
      await screen.findByRole('region', { name: reports })
      const from = screen.getByRole('button', { name: fromPeriod })
      fireEvent.click(screen.getByRole('button', { name: page }))
      await waitFor(() => expect(currentPath(router)).toBe('/index/1?page=2'))
      // Past the router's wait for a slow page: the page is still there, the rows say they are being asked for again.
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1500)
      })
      expect(await screen.findByText(retryingNote)).toBeInTheDocument()
      // In the rows' place: the first page's rows are not passed off as the second's.
      expect(screen.queryByTestId('report-list')).toBeNull()
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
      expect(nav).toBeInTheDocument()
      expect(from).toBeInTheDocument()
      await act(async () => {
        await vi.advanceTimersByTimeAsync(RETRY_DELAY_CAP_MS)
      })
      const state = await screen.findByTestId('error-state')
      expect(state).toHaveTextContent(title)
      expect(state).toHaveTextContent(problem)
      // The toast, once, in the spec's words; the page says the same in its own.
      expect(toasts.mock.calls.map(([toast]) => toast.message)).toEqual([toast])
      expect(state).not.toHaveTextContent(toast)
      // Another template would fail the same way: none is offered.
      expect(within(state).queryByRole('link')).toBeNull()
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
      expect(nav).toBeInTheDocument()
      expect(from).toBeInTheDocument()
      failing = false
      fireEvent.click(within(state).getByRole('button', { name: retry }))
      await waitFor(() =>
        expect(within(screen.getByRole('region', { name: reports })).getAllByRole('link')[0]).toHaveTextContent(
          '2026-W27',
        ),
      )
      expect(screen.queryByTestId('error-state')).toBeNull()
    },
  )

  it('tells a failed page once, though the gate read beside each of its attempts fails too', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const toasts = vi.spyOn(notifications, 'show')
    const { router } = await renderApp('/index/1', { as: 'shop-seller', locale: 'en-US' })
    await screen.findByRole('region', { name: 'Reports' })
    // Past the time the gate read with the page is fresh: each attempt at the next page reads it again.
    await act(() => vi.advanceTimersByTimeAsync(FRESH_MS + 1000))
    server.use(
      http.get(apiPath('/report_template/basic_info'), () => HttpResponse.error()),
      http.get(apiPath('/report_template/report/list'), () => HttpResponse.error()),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }))
    await waitFor(() => expect(currentPath(router)).toBe('/index/1?page=2'))
    await act(() => vi.advanceTimersByTimeAsync(4 * RETRY_DELAY_CAP_MS))
    expect(await screen.findByTestId('error-state')).toHaveTextContent('The reports could not be loaded.')
    expect(toasts.mock.calls.map(([toast]) => toast.message)).toEqual(['Request exception. Please try again later.'])
  })

  it('says nothing of a report only pointed at: a failure is told when it is opened', async () => {
    const heal = failUntilHealed('/report_template/report/info', 'Report service down.')
    const toasts = vi.spyOn(notifications, 'show')
    await renderApp('/index/1', { as: 'shop-seller', locale: 'en-US' })
    const row = within(await screen.findByRole('region', { name: 'Reports' })).getAllByRole('link')[0] as HTMLElement
    vi.useFakeTimers({ shouldAdvanceTime: true })
    fireEvent.mouseEnter(row)
    fireEvent.focus(row)
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(toasts).not.toHaveBeenCalled()
    fireEvent.click(row)
    expect(await screen.findByText('This report could not be loaded.')).toBeInTheDocument()
    expect(toasts.mock.calls.map(([toast]) => toast.message)).toEqual(['Report service down.'])
    heal()
  })

  it('treats a page asked for offline as an unreachable server, and asks for it again once back online', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    let failing = false
    server.use(http.get(apiPath('/report_template/report/list'), () => (failing ? HttpResponse.error() : undefined)))
    await renderApp('/index/1', { as: 'shop-seller', locale: 'en-US' })
    await screen.findByRole('region', { name: 'Reports' })
    failing = true
    act(() => onlineManager.setOnline(false))
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Page 2' }))
      await act(async () => {
        await vi.advanceTimersByTimeAsync(RETRY_DELAY_CAP_MS)
      })
      // Not a wait without end for the connection: what could not be loaded, with Retry.
      expect(await screen.findByTestId('error-state')).toHaveTextContent('The server could not be reached.')
      failing = false
      act(() => onlineManager.setOnline(true))
      await waitFor(() => expect(rowLinks()[0]).toHaveTextContent('2026-W27'))
    } finally {
      onlineManager.setOnline(true)
    }
  })

  it('shows an error with a retry when the list fails, and recovers', async () => {
    const heal = failUntilHealed('/report_template/report/list', 'Temporarily unavailable.')
    await renderApp('/index/1', { as: 'shop-seller', locale: 'en-US' })
    const retry = await screen.findByRole('button', { name: 'Retry' })
    expect(screen.getAllByText('Temporarily unavailable.').length).toBeGreaterThan(0)
    heal()
    fireEvent.click(retry)
    expect(await screen.findByRole('region', { name: 'Reports' })).toBeInTheDocument()
  })
})

describe('merchant and shop', () => {
  it('asks a merchant seller to choose a merchant before any report call, then lists its reports', async () => {
    const seen = recordRequests()
    const user = userEvent.setup()
    await renderApp('/index/2', { as: 'merchant-seller', locale: 'en-US' })
    expect(await screen.findByRole('heading', { name: 'Choose a merchant to see its reports' })).toBeInTheDocument()
    const options = await ownerOptions()
    expect(seen.some((path) => path.startsWith('/report_template/report/'))).toBe(false)
    await user.click(options[1] as HTMLElement)
    expect(await screen.findByRole('region', { name: 'Reports' })).toBeInTheDocument()
    expect(seen.some((path) => path.startsWith('/user/merchant/switch'))).toBe(true)
    expect(screen.getByTestId('current-owner')).toHaveTextContent(/\S/)
    server.events.removeAllListeners()
  })

  it('asks for the merchants to switch to once after a switch, however slow the answers', async () => {
    server.use(
      http.get(apiPath('/*'), async () => {
        await delay(150)
      }),
    )
    vi.useFakeTimers({ toFake: ['Date'] })
    const user = userEvent.setup()
    const { queryClient } = await renderApp('/index/2', { as: 'merchant-seller', locale: 'en-US' })
    const options = await ownerOptions()
    // The first page of merchants is no longer fresh when the seller picks one.
    vi.setSystemTime(Date.now() + 10_000)
    const seen = recordRequests()
    await user.click(options[0] as HTMLElement)
    await screen.findByRole('region', { name: 'Reports' })
    expect(await screen.findByRole('button', { name: 'Switch merchant' })).toBeInTheDocument()
    // Once everything has settled: one request for the list, not one aborted and asked again.
    await waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0))
    expect(seen.filter((path) => path.startsWith('/user/merchant/selectable_list'))).toHaveLength(1)
    server.events.removeAllListeners()
  })

  it.each([
    {
      locale: 'en-US',
      heading: 'Choose a shop to see its reports',
      previous: 'Previous page',
      next: 'Next page',
      page: 'Page 2',
    },
    {
      locale: 'zh-CN',
      heading: '请选择店铺以查看其报告',
      previous: '上一页',
      next: '下一页',
      page: '第 2 页',
    },
  ] as const)(
    'names every button of the picker and its pages; on a draft preview the picker is the main heading ($locale)',
    async ({ locale, heading, previous, next, page }) => {
      await renderApp('/preview/report/1', { as: 'staff-reader', locale })
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
      // 25 shops, 20 a page: two pages.
      fireEvent.click(await screen.findByRole('button', { name: next }))
      await waitFor(() => expect(screen.getByRole('button', { name: page })).toHaveAttribute('aria-current', 'page'))
      fireEvent.click(screen.getByRole('button', { name: previous }))
      await waitFor(() => expect(screen.getByRole('button', { name: previous })).toBeDisabled())
      for (const button of screen.getAllByRole('button')) expect(button).toHaveAccessibleName()
    },
  )

  it('says when the account has no merchant to choose, not that nothing matches', async () => {
    server.use(
      http.get(apiPath('/user/merchant/selectable_list'), () =>
        HttpResponse.json({ code: 0, msg: 'success', data: { list: [], total: 0 } }),
      ),
    )
    await renderApp('/index/2', { as: 'merchant-seller', locale: 'en-US' })
    expect(await screen.findByText('Your account has no merchant to choose')).toBeInTheDocument()
    expect(screen.getByText('Ask your administrator to give your account access to one.')).toBeInTheDocument()
    expect(screen.queryByText(/Nothing matches/)).toBeNull()
  })

  it('searches the picker after a pause in typing', async () => {
    const seen = recordRequests()
    const user = userEvent.setup()
    await renderApp('/index/1', { as: 'merchant-seller', locale: 'en-US' })
    await screen.findByRole('heading', { name: 'Choose a shop to see its reports' })
    await user.type(screen.getByLabelText(/Search shops/), 'MY')
    await waitFor(() => expect(seen.some((path) => /shop\/selectable_list\?.*keyword=MY/.test(path))).toBe(true))
    expect(seen.some((path) => /keyword=M&/.test(path))).toBe(false)
    await waitFor(async () => {
      for (const option of await ownerOptions()) expect(option).toHaveAccessibleName(/MY/)
    })
    server.events.removeAllListeners()
  })

  it('switches shop and refreshes the key figures of the report', async () => {
    const user = userEvent.setup()
    await renderApp('/report/1/2026-W47', { as: 'staff-admin', locale: 'en-US' })
    await user.click((await ownerOptions())[0] as HTMLElement)
    const figures = await screen.findAllByTestId('key-figure')
    const before = figures.map((figure) => figure.textContent)
    await user.click(screen.getByRole('button', { name: 'Switch shop' }))
    const dialog = await screen.findByRole('dialog')
    await user.click((await ownerOptions(dialog))[3] as HTMLElement)
    await waitFor(() =>
      expect(screen.getAllByTestId('key-figure').map((figure) => figure.textContent)).not.toEqual(before),
    )
  })

  it('after a switch whose answer was lost, shows the shop the server switched to', async () => {
    const user = userEvent.setup()
    server.use(
      http.post(apiPath('/user/shop/switch'), async ({ request }) => {
        // The server switches; its answer never arrives.
        await getResponse(handlers, request)
        return HttpResponse.error()
      }),
    )
    const posted: TabMessage[] = []
    const tabs = {
      post: (message: TabMessage) => posted.push(message),
      subscribe: () => () => {},
      toldSince: () => false,
    }
    await renderApp('/index/1', { as: 'staff-admin', locale: 'en-US', tabs })
    const options = await ownerOptions()
    const picked = (options[2] as HTMLElement).textContent ?? ''
    await user.click(options[2] as HTMLElement)
    // The current shop is named as the gate names it (its region after it); the option named it too.
    const current = await screen.findByTestId('current-owner')
    expect(picked).toContain(current.textContent?.replace(/ \(\w+\)$/, '') ?? '')
    // The user's other tabs read the gate again too.
    expect(posted).toContainEqual(expect.objectContaining({ type: 'owner-switched', templateId: 1 }))
  })

  it('marks the current merchant in the switch dialog; picking it again switches nothing', async () => {
    const seen = recordRequests()
    const user = userEvent.setup()
    await renderApp('/index/2', { as: 'merchant-seller', locale: 'en-US' })
    await user.click((await ownerOptions())[1] as HTMLElement)
    await screen.findByRole('region', { name: 'Reports' })
    const current = screen.getByTestId('current-owner').textContent ?? ''
    await user.click(screen.getByRole('button', { name: 'Switch merchant' }))
    const dialog = await screen.findByRole('dialog')
    const marked = (await ownerOptions(dialog)).filter((option) => option.getAttribute('aria-current') === 'true')
    expect(marked).toHaveLength(1)
    expect(marked[0]).toHaveAccessibleName(new RegExp(`^${current}.*Current`))
    const switches = seen.filter((path) => path.startsWith('/user/merchant/switch')).length
    await user.click(marked[0] as HTMLElement)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(seen.filter((path) => path.startsWith('/user/merchant/switch'))).toHaveLength(switches)
    server.events.removeAllListeners()
  })

  it("shows no count of the merchant before when the next one's reports cannot be loaded", async () => {
    const user = userEvent.setup()
    await renderApp('/index/2', { as: 'merchant-seller', locale: 'en-US' })
    await user.click((await ownerOptions())[0] as HTMLElement)
    await screen.findByRole('region', { name: 'Reports' })
    const count = screen.getByText(/^\d+ reports$/).textContent ?? ''
    failUntilHealed('/report_template/report/list', 'Not open to this merchant yet.')
    await user.click(screen.getByRole('button', { name: 'Switch merchant' }))
    await user.click((await ownerOptions(await screen.findByRole('dialog')))[1] as HTMLElement)
    expect(await screen.findByText('The reports could not be loaded.')).toBeInTheDocument()
    expect(screen.queryByText(count)).not.toBeInTheDocument()
  })

  it('shows no switcher on a staff template', async () => {
    await renderApp('/index/4', { as: 'staff-reader', locale: 'en-US' })
    await screen.findByRole('region', { name: 'Reports' })
    expect(screen.queryByRole('button', { name: /Switch/ })).not.toBeInTheDocument()
  })

  it('offers a shop account, bound to its one shop, no switch', async () => {
    await renderApp('/index/1', { as: 'shop-seller', locale: 'en-US' })
    await screen.findByRole('region', { name: 'Reports' })
    expect(screen.getByTestId('current-owner')).toHaveTextContent('Lumi Home Official Store (SG)')
    expect(screen.queryByRole('button', { name: 'Switch shop' })).not.toBeInTheDocument()
  })
})

describe('NDA', () => {
  it('makes no report call until accepted; declining hides the reports, accepting shows them', async () => {
    const seen = recordRequests()
    const user = userEvent.setup()
    await renderApp('/index/3', { as: 'shop-seller', locale: 'en-US' })
    const dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByText(/confidential|保密/i)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }))
    expect(await screen.findByText(/You declined the non-disclosure agreement/)).toBeInTheDocument()
    expect(seen.some((path) => path.startsWith('/report_template/report/'))).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Read the agreement again' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept' }))
    expect(await screen.findByRole('region', { name: 'Reports' })).toBeInTheDocument()
    expect(seen.some((path) => path.startsWith('/report_template/accept_nda?nda_id=501'))).toBe(true)
    server.events.removeAllListeners()
  })

  it('shows the agreement as plain text, never as HTML', async () => {
    server.use(
      http.get(apiPath('/report_template/get_nda'), () =>
        HttpResponse.json({
          code: 0,
          msg: 'success',
          data: { nda_id: 501, title: 'NDA', content: '<img src=x onerror=alert(1)><b>bold</b>', accepted: false },
        }),
      ),
    )
    await renderApp('/index/3', { as: 'shop-seller', locale: 'en-US' })
    const dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByText('<img src=x onerror=alert(1)><b>bold</b>')).toBeInTheDocument()
    expect(dialog.querySelector('img, b')).toBeNull()
  })
})

describe('draft preview list', () => {
  it('shows the draft with a badge, and every row link stays inside /preview', async () => {
    await renderApp('/preview/2', { as: 'staff-reader', locale: 'en-US' })
    expect(await screen.findByTestId('draft-badge')).toBeInTheDocument()
    await screen.findByRole('heading', { name: 'Choose a merchant to see its reports' })
    fireEvent.click((await ownerOptions())[0] as HTMLElement)
    await screen.findByRole('region', { name: 'Reports' })
    expect(screen.getByRole('heading', { name: /v2/ })).toBeInTheDocument()
    for (const link of rowLinks())
      expect(link.getAttribute('href')).toMatch(/^\/sellers\/report-platform\/preview\/report\/2\//)
  })
})

describe('a first load that fails', () => {
  const NOT_AUTHORIZED = 'Not Authorized. Please contact administrator for help.'

  it('shows a 403 in one toast; the page says what it cannot show and offers another template, not Retry', async () => {
    // Template 4 is for staff only: its basic_info answers a shop seller with 403.
    await renderApp('/index/4', { as: 'shop-seller', locale: 'en-US' })
    const state = await screen.findByTestId('error-state')
    expect(state).toHaveTextContent('The reports of this template could not be loaded.')
    expect(state).toHaveTextContent('Your account has no access to it.')
    expect(await screen.findAllByText(NOT_AUTHORIZED)).toHaveLength(1)
    expect(state).not.toHaveTextContent(NOT_AUTHORIZED)
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument()
    // Not a link to the list this page already is, but to another template's.
    expect(screen.queryByRole('link', { name: 'Go to the report list' })).not.toBeInTheDocument()
    expect(await within(state).findByRole('link', { name: /Open .*Shop Weekly/ })).toHaveAttribute(
      'href',
      '/sellers/report-platform/index/1',
    )
    expect(within(await templateNav()).getByRole('link', { name: /Shop Weekly/ })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Report list - Seller Operations report'))
  })

  it('on another page, a 403 offers to read the template again, which shows the page once access is back', async () => {
    const user = userEvent.setup()
    let refused = true
    server.use(
      http.get(apiPath('/report_template/report/list'), ({ request }) =>
        refused && new URL(request.url).searchParams.get('page') === '2'
          ? HttpResponse.json({ code: 403, msg: NOT_AUTHORIZED }, { status: 403 })
          : undefined,
      ),
    )
    await renderApp('/index/1?page_size=10', { as: 'shop-seller', locale: 'en-US' })
    await user.click(await screen.findByRole('button', { name: 'Next page' }))
    const state = await screen.findByTestId('error-state')
    expect(state).toHaveTextContent('The reports could not be loaded.')
    expect(within(state).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument()
    refused = false
    await user.click(within(state).getByRole('button', { name: 'Reload' }))
    await waitFor(() => expect(screen.queryByTestId('error-state')).not.toBeInTheDocument())
    expect(within(await screen.findByTestId('report-list')).getAllByRole('link').length).toBeGreaterThan(0)
  })

  const OF_THIS_TEMPLATE = 'The reports of this template could not be loaded.'
  it.each([
    {
      name: 'a 500',
      respond: () => new HttpResponse(null, { status: 500 }),
      title: OF_THIS_TEMPLATE,
      problem: 'The server had a problem.',
      elsewhere: true,
    },
    {
      name: 'a 502 from a proxy',
      respond: () =>
        new HttpResponse('<h1>502 Bad Gateway</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
      title: OF_THIS_TEMPLATE,
      problem: 'The server had a problem.',
      elsewhere: true,
    },
    // The server, not this template: the page does not blame the template, nor offer another that would fail the same
    // way.
    {
      name: 'no answer',
      respond: () => HttpResponse.error(),
      title: 'The reports could not be loaded.',
      problem: 'The server could not be reached.',
      elsewhere: false,
    },
  ])(
    'says it is trying again while $name is retried, then names the problem in words, no status code as its picture',
    async ({ respond, title, problem, elsewhere }) => {
      vi.useFakeTimers({ shouldAdvanceTime: true })
      server.use(http.get(apiPath('/report_template/basic_info'), respond))
      await renderApp('/index/1', { as: 'shop-seller', locale: 'en-US' })
      expect(await screen.findByText('The first attempt failed. Trying again…')).toBeInTheDocument()
      await act(async () => {
        await vi.advanceTimersByTimeAsync(RETRY_DELAY_CAP_MS)
      })
      const state = await screen.findByTestId('error-state')
      expect(state).toHaveTextContent(title)
      expect(state).toHaveTextContent(problem)
      await templateNav()
      await waitFor(() =>
        expect(within(state).queryAllByRole('link', { name: /^Open / })).toHaveLength(elsewhere ? 1 : 0),
      )
      expect(screen.queryByText('The first attempt failed. Trying again…')).not.toBeInTheDocument()
      expect(state.querySelector('[data-result-image]')).toBeNull()
      expect(within(state).getByRole('button', { name: 'Retry' })).toBeInTheDocument()
      await waitFor(() => expect(document.title).toBe('Report list - Seller Operations report'))
    },
  )

  it('says an answer of the wrong shape could not be read, at once', async () => {
    server.use(
      http.get(apiPath('/report_template/basic_info'), () =>
        HttpResponse.json({ code: 0, msg: 'success', data: { nothing: true } }),
      ),
    )
    await renderApp('/index/1', { as: 'shop-seller', locale: 'en-US' })
    const state = await screen.findByTestId('error-state')
    expect(state).toHaveTextContent("The server's answer could not be read.")
    expect(state.querySelector('[data-result-image]')).toBeNull()
  })

  it("shows the server's reason in one toast; the page says what it could not show, and Retry recovers", async () => {
    const heal = failUntilHealed('/report_template/basic_info', 'Reports are being rebuilt.')
    await renderApp('/index/1', { as: 'shop-seller', locale: 'en-US' })
    const title = await screen.findByText('The reports of this template could not be loaded.')
    expect(await screen.findAllByText('Reports are being rebuilt.')).toHaveLength(1)
    // The page says what it could not show, not the notification's words again.
    expect(title.closest('[data-testid="error-state"]')).not.toHaveTextContent('Reports are being rebuilt.')
    heal()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('region', { name: 'Reports' })).toBeInTheDocument()
  })

  it('keeps a way to switch the merchant when the list to switch to could not be loaded', async () => {
    getDb().choices['10001:2'] = { merchant_id: 1001 }
    const heal = failUntilHealed('/user/merchant/selectable_list', 'Merchants are unavailable.', 500)
    await renderApp('/index/2', { as: 'merchant-seller', locale: 'en-US' })
    expect(await screen.findByText('The merchants to switch to could not be loaded.')).toBeInTheDocument()
    expect(await screen.findAllByText('Merchants are unavailable.')).toHaveLength(1)
    heal()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('button', { name: 'Switch merchant' })).toBeInTheDocument()
  })
})
