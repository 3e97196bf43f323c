import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, waitFor, within } from '@testing-library/react'
import { getResponse, http } from 'msw'
import { apiRequest } from '@/lib/http'
import { nullSchema } from '@/lib/schemas'
import { FRESH_MS } from '@/app/query-client'
import { API_BASE } from '@/lib/env'
import { EARLY_ANSWERS_PROPERTY } from '@/lib/early-answers'
import { EMBED_REFRESH_MS } from '@/features/reports/api/get-report-info'
import { reportViewSchema } from '@/features/reports/schemas'
import type { TabMessage, Tabs } from '@/features/session/tabs'
import { signIn } from '@/mocks/session'
import { personas } from '@/mocks/personas'
import { server } from '@/mocks/node'
import { handlers } from '@/mocks/handlers'
import { apiPath, currentPath, ownerOptions, renderApp, screen } from '../utils'

afterEach(() => {
  vi.useRealTimers()
})

/** The user's choice of merchant for template 2, made elsewhere (another tab or device): the server's state. */
const chooseMerchant = (merchantId: number) =>
  apiRequest(nullSchema, '/user/merchant/switch', { method: 'POST', body: { template_id: 2, merchant_id: merchantId } })

/** The key figures of October 2026 as the server gives them for the merchant chosen now. */
async function figuresOfCurrentMerchant(): Promise<string[]> {
  const view = await apiRequest(reportViewSchema, '/report_template/report/info', {
    query: { template_id: 2, report_period: '2026-10' },
  })
  return view.components.flatMap((component) =>
    component.display === 'variable' && component.value ? [component.value] : [],
  )
}

const shownFigures = () => screen.getAllByTestId('key-figure').map((figure) => figure.textContent ?? '')

async function openOctoberOf(merchantId: number, options: { tabs?: Tabs } = {}) {
  signIn('merchant-seller')
  await chooseMerchant(merchantId)
  const figures = await figuresOfCurrentMerchant()
  const app = await renderApp('/report/2/2026-10', { as: 'merchant-seller', locale: 'en-US', ...options })
  await waitFor(() => expect(screen.getByTestId('current-owner')).toHaveTextContent('Qingshan Apparel'))
  await waitFor(() => expect(shownFigures().join()).toContain(figures[0]))
  return app
}

/** The user's other tabs, as this page hears them: `tell` says what one of them tells. */
function otherTabs() {
  const listeners = new Set<(message: TabMessage) => void>()
  const tabs: Tabs = {
    post: () => undefined,
    subscribe: (listener) => (listeners.add(listener), () => void listeners.delete(listener)),
    toldSince: () => false,
  }
  const tell = (message: TabMessage) => act(() => listeners.forEach((listener) => listener(message)))
  return { tabs, tell }
}

describe("a report's views belong to one merchant at a time", () => {
  it('a background refresh after a switch elsewhere puts the new merchant in heading and figures at once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await openOctoberOf(1003)
    await chooseMerchant(1002)
    const figures = await figuresOfCurrentMerchant()
    expect(figures.length).toBeGreaterThan(0)

    await act(async () => {
      vi.advanceTimersByTime(EMBED_REFRESH_MS + 1000)
    })
    await waitFor(() => expect(screen.getByTestId('current-owner')).toHaveTextContent('Yilong Electronics'))
    await waitFor(() =>
      expect(shownFigures().every((shown, index) => shown.includes(figures[index] ?? '—'))).toBe(true),
    )
  })

  it("follows another merchant chosen in the user's other tab at once, and only for that user", async () => {
    const { tabs, tell } = otherTabs()
    await openOctoberOf(1003, { tabs })
    await chooseMerchant(1002)
    const figures = await figuresOfCurrentMerchant()

    // The gates asked for from now on: a message that is not for this page asks for none.
    const gates: string[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/basic_info')) gates.push(request.url)
    })
    tell({ type: 'owner-switched', userId: personas['shop-seller'].user.id, templateId: 2 })
    tell({ type: 'owner-switched', userId: personas['merchant-seller'].user.id, templateId: 1 })
    await act(async () => {})
    expect(gates).toEqual([])
    expect(screen.getByTestId('current-owner')).toHaveTextContent('Qingshan Apparel')

    tell({ type: 'owner-switched', userId: personas['merchant-seller'].user.id, templateId: 2 })
    await waitFor(() => expect(screen.getByTestId('current-owner')).toHaveTextContent('Yilong Electronics'))
    await waitFor(() =>
      expect(shownFigures().every((shown, index) => shown.includes(figures[index] ?? '—'))).toBe(true),
    )
    server.events.removeAllListeners()
  })

  it('follows another merchant chosen in another tab while this page is still loading', async () => {
    const { tabs, tell } = otherTabs()
    signIn('merchant-seller')
    await chooseMerchant(1003)
    // The first gate is answered for the merchant of its moment, and reaches the page only after the switch.
    let gateArrives = () => {}
    const held = new Promise<void>((resolve) => (gateArrives = resolve))
    let first = true
    server.use(
      http.get(apiPath('/report_template/basic_info'), async ({ request }) => {
        if (!first) return undefined
        first = false
        const answer = await getResponse(handlers, request)
        await held
        return answer
      }),
    )
    await renderApp('/report/2/2026-10', { as: 'merchant-seller', locale: 'en-US', tabs })
    await chooseMerchant(1002)
    const figures = await figuresOfCurrentMerchant()
    tell({ type: 'owner-switched', userId: personas['merchant-seller'].user.id, templateId: 2 })
    gateArrives()
    await waitFor(() => expect(screen.getByTestId('current-owner')).toHaveTextContent('Yilong Electronics'))
    await waitFor(() =>
      expect(shownFigures().every((shown, index) => shown.includes(figures[index] ?? '—'))).toBe(true),
    )
  })

  it("shows no merchant's report list under another's name, not even while the new one comes", async () => {
    signIn('merchant-seller')
    await chooseMerchant(1003)
    await renderApp('/index/2', { as: 'merchant-seller', locale: 'en-US' })
    expect(await screen.findByRole('region', { name: 'Reports' })).toBeInTheDocument()
    expect(screen.getByTestId('current-owner')).toHaveTextContent('Qingshan Apparel')
    // The lists asked for from now on answer only when let through.
    let letThrough = () => {}
    const held = new Promise<void>((resolve) => (letThrough = resolve))
    server.use(http.get(apiPath('/report_template/report/list'), () => held))

    fireEvent.click(screen.getByRole('button', { name: 'Switch merchant' }))
    const dialog = await screen.findByRole('dialog')
    const yilong = (await ownerOptions(dialog)).find((option) => /Yilong Electronics/.test(option.textContent ?? ''))
    fireEvent.click(yilong as HTMLElement)
    await waitFor(() => expect(screen.getByTestId('current-owner')).toHaveTextContent('Yilong Electronics'))
    expect(screen.queryByRole('region', { name: 'Reports' })).toBeNull()
    expect(screen.getByRole('status', { name: 'Loading reports' })).toBeInTheDocument()

    letThrough()
    expect(await screen.findByRole('region', { name: 'Reports' })).toBeInTheDocument()
    expect(within(screen.getByTestId('current-owner')).getByText(/Yilong Electronics/)).toBeInTheDocument()
  })

  it('opens a report for the merchant chosen elsewhere meanwhile, when the page knew the one before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    signIn('merchant-seller')
    await chooseMerchant(1003)
    await renderApp('/index/2', { as: 'merchant-seller', locale: 'en-US' })
    const row = await screen.findByRole('link', { name: /October 2026/ })
    // Another device chooses another merchant; this tab is not told, and what it knows is no longer fresh.
    await chooseMerchant(1002)
    vi.setSystemTime(Date.now() + FRESH_MS + 1000)

    fireEvent.click(row)
    await waitFor(() => expect(screen.getByTestId('current-owner')).toHaveTextContent('Yilong Electronics'))
    expect(await screen.findAllByTestId('key-figure')).not.toHaveLength(0)
    expect(screen.queryByText('Sorry, the page you visited does not exist.')).toBeNull()
  })

  it('takes no early answer after the first page: one it did not take is dropped, never taken old', async () => {
    const left = new Map([[`${API_BASE}/report_template/basic_info?template_id=7`, Promise.resolve(null)]])
    Object.assign(window, { [EARLY_ANSWERS_PROPERTY]: left })
    await renderApp('/index/1', { as: 'shop-seller', locale: 'en-US' })
    expect(await screen.findByRole('region', { name: 'Reports' })).toBeInTheDocument()
    expect(left.size).toBe(0)
    Reflect.deleteProperty(window, EARLY_ANSWERS_PROPERTY)
  })
})

describe('an NDA accepted in another tab', () => {
  it("is told to the user's other tabs", async () => {
    const posted: TabMessage[] = []
    const tabs: Tabs = {
      post: (message) => posted.push(message),
      subscribe: () => () => undefined,
      toldSince: () => false,
    }
    await renderApp('/index/3', { as: 'shop-seller', locale: 'en-US', tabs })
    const accept = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept' })
    await waitFor(() => expect(accept).toBeEnabled())
    fireEvent.click(accept)
    await waitFor(() =>
      expect(posted).toContainEqual({ type: 'owner-switched', userId: personas['shop-seller'].user.id, templateId: 3 }),
    )
  })

  it('opens the template here too: the report address without a period goes on to the newest report', async () => {
    const { tabs, tell } = otherTabs()
    const { router } = await renderApp('/report/3', { as: 'shop-seller', locale: 'en-US', tabs })
    expect(await screen.findByRole('dialog')).toBeInTheDocument()
    // Accepted in the other tab: the server holds it, and that tab tells this one.
    await apiRequest(nullSchema, '/report_template/accept_nda', { query: { nda_id: 501 } })
    tell({ type: 'owner-switched', userId: personas['shop-seller'].user.id, templateId: 3 })
    await waitFor(() => expect(currentPath(router)).toMatch(/^\/report\/3\/\d{4}-\d\d$/))
    expect(await screen.findAllByTestId('key-figure')).not.toHaveLength(0)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

describe('someone else signed in, without a sign-in page between', () => {
  it('takes the tab home: nothing of the page before, not even as the template they open next', async () => {
    const { router, session, unmount } = await renderApp('/index/2?page=2', { as: 'merchant-seller', locale: 'en-US' })
    await ownerOptions()
    // Signed in as another user on the seller site; this tab finds it (coming back to it, or another tab telling it).
    signIn('staff-reader')
    await act(() => session.refresh())
    await waitFor(() => expect(currentPath(router)).toBe('/index/1'))
    unmount()
    const next = await renderApp('/index', { as: 'staff-reader', locale: 'en-US' })
    await waitFor(() => expect(currentPath(next.router)).toBe('/index/1'))
  })

  it('remembers for them no template whose page was still loading when they were found', async () => {
    // Template 2's gate answers only once the tab has gone home: first the user before's, then the new user's.
    let asked = 0
    let answer = () => {}
    const held = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      http.get(apiPath('/report_template/basic_info'), async ({ request }) => {
        if (new URL(request.url).searchParams.get('template_id') !== '2') return undefined
        asked += 1
        await held
        return undefined
      }),
    )
    signIn('merchant-seller')
    const { router, session, unmount } = await renderApp('/index/2', { locale: 'en-US' })
    await waitFor(() => expect(asked).toBe(1))
    signIn('staff-reader')
    await act(() => session.refresh())
    await waitFor(() => expect(currentPath(router)).toBe('/index/1'))
    await waitFor(() => expect(asked).toBe(2))
    answer()
    await waitFor(() => expect(router.state.status).toBe('idle'))
    unmount()
    const next = await renderApp('/index', { as: 'staff-reader', locale: 'en-US' })
    await waitFor(() => expect(currentPath(next.router)).toBe('/index/1'))
  })
})
