import { describe, expect, it } from 'vitest'
import { fireEvent, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@/mocks/node'
import { apiPath, currentPath, renderApp, screen } from '../utils'

/** Every API request the page makes, as `path?query` without the base. */
function recordRequests() {
  const seen: string[] = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    seen.push(`${url.pathname.replace('/sellers/report-platform/api', '')}${url.search}`)
  })
  return seen
}

const rowLinks = () => within(screen.getByRole('table')).getAllByRole('link')

describe('report list', () => {
  it('opens the first template when none is named, replacing the URL', async () => {
    const { router } = await renderApp('/index', { as: 'shop-seller', locale: 'en-US' })
    await waitFor(() => expect(currentPath(router)).toBe('/index/1'))
    expect(router.history.length).toBe(1)
    expect(await screen.findByRole('tab', { name: /Shop Weekly/, selected: true })).toBeInTheDocument()
  })

  it('reopens the template this user chose last', async () => {
    const first = await renderApp('/index/4', { as: 'staff-reader', locale: 'en-US' })
    await screen.findByRole('table')
    first.unmount()
    const { router } = await renderApp('/index', { as: 'staff-reader', locale: 'en-US' })
    await waitFor(() => expect(currentPath(router)).toBe('/index/4'))
  })

  it('asks for the tabs and the template while the session check is still out, and each only once', async () => {
    const seen = recordRequests()
    let pendingSessionSaw: string[] = []
    server.use(
      http.get(apiPath('/user/info'), async () => {
        // Hold the session check until the page's own first requests have gone out (or give up).
        await waitFor(() => expect(seen.some((path) => path.startsWith('/report_template/basic_info'))).toBe(true)).catch(() => undefined)
        pendingSessionSaw = [...seen]
        // Then answer as the demo backend does.
      }),
    )
    await renderApp('/index/1', { as: 'shop-seller', locale: 'en-US' })
    await screen.findByRole('table')
    expect(pendingSessionSaw).toEqual(
      expect.arrayContaining(['/report_template/names', expect.stringMatching(/^\/report_template\/basic_info\?template_id=1$/)]),
    )
    // Asked early, not asked again when the page mounts.
    expect(seen.filter((path) => path === '/report_template/names')).toHaveLength(1)
    expect(seen.filter((path) => path.startsWith('/report_template/basic_info'))).toHaveLength(1)
    // The first page of reports follows the basic info (the gate is open) without waiting for the
    // session check either, and is not asked for again when the page mounts.
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
    const state = await screen.findByText('The list of report templates could not be loaded')
    expect(await screen.findByRole('table')).toBeInTheDocument()
    expect(screen.queryByRole('tab')).not.toBeInTheDocument()
    failing = false
    await user.click(within(state.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('tab', { name: /Shop Weekly/, selected: true })).toBeInTheDocument()
    expect(screen.queryByText('The list of report templates could not be loaded')).not.toBeInTheDocument()
  })

  it('says so when no template is open to the user', async () => {
    server.use(http.get(apiPath('/report_template/names'), () => HttpResponse.json({ code: 0, msg: 'success', data: { list: [] } })))
    await renderApp('/index', { as: 'shop-seller', locale: 'en-US' })
    expect(await screen.findByText('No report templates yet')).toBeInTheDocument()
  })

  it('lists reports newest first with their published time and zone, each opening its report', async () => {
    const user = userEvent.setup()
    const { router } = await renderApp('/index/1', { as: 'shop-seller', locale: 'en-US' })
    await screen.findByRole('table')
    const links = rowLinks()
    expect(links.map((link) => link.textContent).slice(0, 3)).toEqual(['2026-W47', '2026-W46', '2026-W45'])
    expect(links).toHaveLength(20)
    expect(screen.getAllByText(/UTC/).length).toBeGreaterThan(0)
    await user.click(links[1] as HTMLElement)
    await waitFor(() => expect(currentPath(router)).toBe('/report/1/2026-W46'))
  })

  it('moves between template tabs with the arrow keys, Home and End, opening each', async () => {
    const user = userEvent.setup()
    const { router } = await renderApp('/index/1', { as: 'staff-reader', locale: 'en-US' })
    const first = await screen.findByRole('tab', { name: /Shop Weekly/, selected: true })
    const tabs = screen.getAllByRole('tab')
    // One tab stop: only the chosen tab is in the tab order.
    expect(tabs.filter((tab) => tab.tabIndex === 0)).toEqual([first])
    first.focus()
    await user.keyboard('{ArrowRight}')
    await waitFor(() => expect(currentPath(router)).toBe('/index/2'))
    expect(tabs[1]).toHaveFocus()
    expect(await screen.findByRole('tab', { name: /Merchant Monthly/, selected: true })).toBe(tabs[1])
    await user.keyboard('{End}')
    const last = tabs[tabs.length - 1]
    expect(last).toHaveFocus()
    // The chosen tab follows the URL: the last template is open.
    await waitFor(() => expect(last).toHaveAttribute('aria-selected', 'true'))
    expect(currentPath(router)).not.toBe('/index/2')
    await user.keyboard('{ArrowRight}')
    expect(tabs[0]).toHaveFocus()
    await waitFor(() => expect(currentPath(router)).toBe('/index/1'))
  })

  it('keeps page and page size in the URL', async () => {
    const user = userEvent.setup()
    const { router } = await renderApp('/index/1', { as: 'shop-seller', locale: 'en-US' })
    await screen.findByRole('table')
    await user.click(screen.getByRole('button', { name: '2' }))
    await waitFor(() => expect(currentPath(router)).toBe('/index/1?page=2'))
    await waitFor(() => expect(rowLinks()[0]).toHaveTextContent('2026-W27'))
    router.history.back()
    await waitFor(() => expect(rowLinks()[0]).toHaveTextContent('2026-W47'))
  })

  it('falls back to defaults for bad search params instead of an error screen', async () => {
    const seen = recordRequests()
    await renderApp('/index/1?page=abc&page_size=7&from=%3Cscript%3E&to=2026-W40', { as: 'shop-seller', locale: 'en-US' })
    await screen.findByRole('table')
    expect(rowLinks()[0]).toHaveTextContent('2026-W40')
    expect(seen.find((path) => path.startsWith('/report_template/report/list'))).toMatch(/page=1&page_size=20&period_to=2026-W40/)
    expect(screen.queryByText(/does not exist/)).not.toBeInTheDocument()
    server.events.removeAllListeners()
  })

  it('filters by a period range kept in the URL, and refuses a malformed period', async () => {
    const user = userEvent.setup()
    const { router } = await renderApp('/index/1', { as: 'shop-seller', locale: 'en-US' })
    await screen.findByRole('table')
    await user.type(screen.getByLabelText('From period'), '2026-W10')
    await user.type(screen.getByLabelText('To period'), '2026-W12')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(currentPath(router)).toBe('/index/1?from=2026-W10&to=2026-W12'))
    await waitFor(() => expect(rowLinks().map((link) => link.textContent)).toEqual(['2026-W12', '2026-W11', '2026-W10']))
    await user.clear(screen.getByLabelText('From period'))
    await user.type(screen.getByLabelText('From period'), 'last week')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findAllByText(/Use a period such as/)).not.toHaveLength(0)
    expect(currentPath(router)).toBe('/index/1?from=2026-W10&to=2026-W12')
  })

  it('shows an error with a retry when the list fails, and recovers', async () => {
    let fail = true
    server.use(
      http.get(apiPath('/report_template/report/list'), () =>
        fail ? HttpResponse.json({ code: 400, msg: 'Temporarily unavailable.' }, { status: 400 }) : undefined,
      ),
    )
    await renderApp('/index/1', { as: 'shop-seller', locale: 'en-US' })
    const retry = await screen.findByRole('button', { name: 'Retry' })
    expect(screen.getAllByText('Temporarily unavailable.').length).toBeGreaterThan(0)
    fail = false
    fireEvent.click(retry)
    expect(await screen.findByRole('table')).toBeInTheDocument()
  })
})

describe('merchant and shop', () => {
  it('asks a merchant seller to choose a merchant before any report call, then lists that merchant’s reports', async () => {
    const seen = recordRequests()
    const user = userEvent.setup()
    await renderApp('/index/2', { as: 'merchant-seller', locale: 'en-US' })
    expect(await screen.findByRole('heading', { name: 'Choose a merchant to see its reports' })).toBeInTheDocument()
    const options = await screen.findAllByRole('listitem')
    expect(seen.some((path) => path.startsWith('/report_template/report/'))).toBe(false)
    await user.click(options[1] as HTMLElement)
    expect(await screen.findByRole('table')).toBeInTheDocument()
    expect(seen.some((path) => path.startsWith('/user/merchant/switch'))).toBe(true)
    expect(screen.getByTestId('current-owner')).toHaveTextContent(/\S/)
    server.events.removeAllListeners()
  })

  it('searches the picker after a pause in typing', async () => {
    const seen = recordRequests()
    const user = userEvent.setup()
    await renderApp('/index/1', { as: 'merchant-seller', locale: 'en-US' })
    await screen.findByRole('heading', { name: 'Choose a shop to see its reports' })
    await user.type(screen.getByLabelText(/Search shops/), 'MY')
    await waitFor(() => expect(seen.some((path) => /shop\/selectable_list\?.*keyword=MY/.test(path))).toBe(true))
    expect(seen.some((path) => /keyword=M&/.test(path))).toBe(false)
    const options = await screen.findAllByRole('listitem')
    for (const option of options) expect(option).toHaveAccessibleName(/MY/)
    server.events.removeAllListeners()
  })

  it('switches shop and refreshes the key figures of the report', async () => {
    const user = userEvent.setup()
    await renderApp('/report/1/2026-W47', { as: 'staff-admin', locale: 'en-US' })
    await user.click((await screen.findAllByRole('listitem'))[0] as HTMLElement)
    const figures = await screen.findAllByTestId('key-figure')
    const before = figures.map((figure) => figure.textContent)
    await user.click(screen.getByRole('button', { name: 'Switch shop' }))
    const dialog = await screen.findByRole('dialog')
    await user.click((await within(dialog).findAllByRole('listitem'))[3] as HTMLElement)
    await waitFor(() => expect(screen.getAllByTestId('key-figure').map((figure) => figure.textContent)).not.toEqual(before))
  })

  it('shows no switcher on a staff template', async () => {
    await renderApp('/index/4', { as: 'staff-reader', locale: 'en-US' })
    await screen.findByRole('table')
    expect(screen.queryByRole('button', { name: /Switch/ })).not.toBeInTheDocument()
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
    expect(await screen.findByRole('table')).toBeInTheDocument()
    expect(seen.some((path) => path.startsWith('/report_template/accept_nda?nda_id=501'))).toBe(true)
    server.events.removeAllListeners()
  })

  it('shows the agreement as plain text, never as HTML', async () => {
    server.use(
      http.get(apiPath('/report_template/get_nda'), () =>
        HttpResponse.json({ code: 0, msg: 'success', data: { nda_id: 501, title: 'NDA', content: '<img src=x onerror=alert(1)><b>bold</b>', accepted: false } }),
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
    fireEvent.click((await screen.findAllByRole('listitem'))[0] as HTMLElement)
    await screen.findByRole('table')
    expect(screen.getByRole('heading', { name: /v2/ })).toBeInTheDocument()
    for (const link of rowLinks()) expect(link.getAttribute('href')).toMatch(/^\/sellers\/report-platform\/preview\/report\/2\//)
  })
})
