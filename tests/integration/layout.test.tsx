import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@/mocks/node'
import { watermarkTile } from '@/components/layout/watermark'
import { FOOTER_HEIGHT_MESSAGE, FOOTER_MAX_HEIGHT, footerHeightMessage } from '@/components/layout/site-frames'
import { tokens } from '@/theme'
import { apiPath, currentPath, openUserMenu, renderApp, screen } from '../utils'

const frameEnv = () => {
  vi.stubEnv('VITE_FOOTER_URL', 'https://footer.example.com/footer.html')
  vi.stubEnv('VITE_FEEDBACK_URL', 'https://feedback.example.com/widget')
  vi.stubEnv('VITE_PROJECT_ID', 'report-platform')
}

afterEach(() => vi.unstubAllEnvs())

async function openMenu() {
  return { user: userEvent.setup(), menu: await openUserMenu() }
}

describe('header and user menu', () => {
  it('shows the user and, for a template reader, the way to manage templates', async () => {
    const { router } = await renderApp('/index', { as: 'staff-reader', locale: 'en-US' })
    expect(await screen.findByText(/wei\.zhang/)).toBeInTheDocument()
    const { user, menu } = await openMenu()
    expect(within(menu).queryByRole('menuitem', { name: 'View report list' })).not.toBeInTheDocument()
    await user.click(within(menu).getByRole('menuitem', { name: 'Manage report templates' }))
    await waitFor(() => expect(currentPath(router)).toBe('/template'))
    await screen.findByRole('heading', { name: 'Report templates' })
    // The admin layout offers the way back, and keeps the way to the template list.
    const again = await openMenu()
    expect(within(again.menu).getByRole('menuitem', { name: 'Manage report templates' })).toBeInTheDocument()
    await again.user.click(within(again.menu).getByRole('menuitem', { name: 'View report list' }))
    await waitFor(() => expect(currentPath(router)).toMatch(/^\/index\/\d+$/))
  })

  it('offers a seller no template management', async () => {
    await renderApp('/index', { as: 'merchant-seller', locale: 'en-US' })
    const { menu } = await openMenu()
    expect(within(menu).queryByRole('menuitem', { name: 'Manage report templates' })).not.toBeInTheDocument()
    expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument()
  })

  it('switches the language from the menu too', async () => {
    await renderApp('/index', { as: 'merchant-seller', locale: 'en-US' })
    const { user, menu } = await openMenu()
    // Each language is named in itself, and read out in its own language.
    const chinese = within(menu).getByRole('menuitem', { name: '简体中文' })
    expect(chinese).toHaveAttribute('lang', 'zh-CN')
    await user.click(chinese)
    expect(await screen.findByRole('heading', { name: '报告列表' })).toBeInTheDocument()
  })

  it('logs out: POST /user/logout, offline, and /login', async () => {
    let loggedOut = false
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/user/logout')) loggedOut = true
    })
    const { router, session } = await renderApp('/index', { as: 'merchant-seller', locale: 'en-US' })
    const { user, menu } = await openMenu()
    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(loggedOut).toBe(true)
    expect(session.getState()).toMatchObject({ status: 'offline', user: null })
    expect(await screen.findByRole('heading', { name: /sign in to read/i })).toBeInTheDocument()
    server.events.removeAllListeners()
  })

  it('logs out quietly when another call answers 401 before the logout call does', async () => {
    const { router, session, queryClient } = await renderApp('/index', { as: 'merchant-seller', locale: 'en-US' })
    const { user, menu } = await openMenu()
    let signedOut = false
    server.use(
      http.get(apiPath('/report_template/names'), () =>
        signedOut ? HttpResponse.json({ code: 401, msg: 'Not signed in.' }, { status: 401 }) : undefined,
      ),
      http.post(apiPath('/user/logout'), async () => {
        // The server has ended the session; a refresh on its way meanwhile gets a 401 first.
        signedOut = true
        await queryClient.refetchQueries({ queryKey: ['reports'], type: 'active' })
        return HttpResponse.json({ code: 0, msg: 'ok', data: null })
      }),
    )
    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }))
    await waitFor(() => expect(router.state.location.href).toBe('/login'))
    expect(session.getState()).toMatchObject({ status: 'offline', endedBy: 'logout' })
    expect(screen.queryByText('Session expired.')).not.toBeInTheDocument()
  })

  it('logs out locally when the server call fails, sends it once, as every POST, and says so', async () => {
    let sent = 0
    server.use(http.post(apiPath('/user/logout'), () => ((sent += 1), HttpResponse.error())))
    const { router } = await renderApp('/index', { as: 'merchant-seller', locale: 'en-US' })
    const { user, menu } = await openMenu()
    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(
      await screen.findByText('The server did not confirm the logout. On a shared computer, close the browser.'),
    ).toBeInTheDocument()
    expect(sent).toBe(1)
  })

  it('marks staff as maybeStaff and sellers not', async () => {
    const staff = await renderApp('/index', { as: 'staff-reader' })
    expect(staff.session.getState().maybeStaff).toBe(true)
    staff.unmount()
    const seller = await renderApp('/index', { as: 'shop-seller' })
    expect(seller.session.getState().maybeStaff).toBe(false)
  })

  it("keeps the keyboard focus on the account button while the menu's code arrives, and Enter opens it", async () => {
    const user = userEvent.setup()
    await renderApp('/index/1', { as: 'shop-seller', locale: 'en-US' })
    const standIn = await screen.findByTestId('user-menu')
    act(() => standIn.focus())
    // The menu's own button (it says whether the menu is open) has taken the stand-in's place and its focus.
    await waitFor(() => expect(screen.getByTestId('user-menu')).toHaveAttribute('aria-expanded', 'false'))
    expect(screen.getByTestId('user-menu')).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('menu')).toBeInTheDocument()
  })

  it("opens on hover with the menu's own delay once its code is there", async () => {
    await renderApp('/index/1', { as: 'shop-seller', locale: 'en-US' })
    // Pointing at the account button brings the menu's code; the menu's own button takes its place.
    fireEvent.pointerOver(await screen.findByTestId('user-menu'))
    await waitFor(() => expect(screen.getByTestId('user-menu')).toHaveAttribute('aria-expanded', 'false'))
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      fireEvent.mouseEnter(screen.getByTestId('user-menu'))
      await act(() => vi.advanceTimersByTimeAsync(tokens.menuOpenDelayMs - 20))
      expect(screen.queryByRole('menu')).not.toBeInTheDocument()
      await act(() => vi.advanceTimersByTimeAsync(40))
      expect(screen.getByRole('menu')).toBeInTheDocument()
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('staff navigation on a phone', () => {
  type Size = { width: number; height: number }
  // happy-dom's viewport: the library's media queries (hiddenFrom, visibleFrom) follow it.
  const setViewport = (size: Size) =>
    (window as unknown as { happyDOM: { setViewport: (size: Size) => void } }).happyDOM.setViewport(size)
  const desktop = { width: window.innerWidth, height: window.innerHeight }
  afterEach(() => setViewport(desktop))

  it('opens the navigation drawer from the menu button, goes where a link says and closes', async () => {
    setViewport({ width: 390, height: 844 })
    const user = userEvent.setup()
    const { router } = await renderApp('/template', { as: 'staff-admin', locale: 'en-US' })
    await screen.findByRole('heading', { name: 'Report templates' })
    expect(screen.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument()
    const toggle = screen.getByRole('button', { name: 'Navigation' })
    await user.click(toggle)
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' })
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await user.click(within(drawer).getByRole('link', { name: 'View report list' }))
    await waitFor(() => expect(currentPath(router)).toMatch(/^\/index\/\d+$/))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument())
  })
})

describe('normal layout frames and watermark', () => {
  it("tiles a watermark with the user's name and id", async () => {
    await renderApp('/index', { as: 'merchant-seller', locale: 'en-US' })
    const watermark = await screen.findByTestId('watermark')
    expect(watermark).toHaveAttribute('data-watermark-text', 'lumi_ops 10001')
    const tile = decodeURIComponent(watermarkTile('lumi_ops 10001'))
    expect(tile).toContain('width="2000" height="600"')
    expect(tile).toContain('>lumi_ops 10001</text>')
  })

  it('gives both frames the user name, user id and project id; the feedback frame follows its button', async () => {
    frameEnv()
    const user = userEvent.setup()
    await renderApp('/index', { as: 'merchant-seller', locale: 'en-US' })
    const footer = await screen.findByTitle('Site footer')
    const footerUrl = new URL(footer.getAttribute('src') ?? '')
    expect(Object.fromEntries(footerUrl.searchParams)).toEqual({
      user_name: 'lumi_ops',
      user_id: '10001',
      project_id: 'report-platform',
    })
    await user.click(screen.getByRole('button', { name: 'Feedback' }))
    const feedback = await screen.findByTitle('Feedback')
    expect(new URL(feedback.getAttribute('src') ?? '').searchParams.get('user_id')).toBe('10001')
    // The open frame comes right after its button in the page's order, so Tab from the button goes into it.
    const button = screen.getByRole('button', { name: 'Close feedback' })
    expect(button.compareDocumentPosition(feedback) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it("follows the footer's height, but only from the footer frame and its origin", async () => {
    frameEnv()
    await renderApp('/index', { as: 'merchant-seller', locale: 'en-US' })
    const footer = (await screen.findByTitle('Site footer')) as HTMLIFrameElement
    const source = footer.contentWindow
    // The testing library's fireEvent already runs inside act().
    const post = (data: unknown, origin: string, from: MessageEventSource | null = source) =>
      fireEvent(window, new MessageEvent('message', { data, origin, source: from }))
    post({ type: FOOTER_HEIGHT_MESSAGE, height: 240 }, 'https://footer.example.com')
    expect(footer.style.height).toBe('240px')
    post({ type: FOOTER_HEIGHT_MESSAGE, height: 999 }, 'https://evil.example.com')
    post({ type: FOOTER_HEIGHT_MESSAGE, height: 999 }, 'https://footer.example.com', window)
    post({ type: FOOTER_HEIGHT_MESSAGE, height: '999' }, 'https://footer.example.com')
    expect(footer.style.height).toBe('240px')
    post({ type: FOOTER_HEIGHT_MESSAGE, height: 1e9 }, 'https://footer.example.com')
    expect(footer.style.height).toBe(`${FOOTER_MAX_HEIGHT}px`)
  })

  it('reads only finite numeric heights', () => {
    const footerHeightFrom = (data: unknown) => footerHeightMessage.safeParse(data).data ?? null
    expect(footerHeightFrom({ type: FOOTER_HEIGHT_MESSAGE, height: 120.4 })).toBe(120)
    expect(footerHeightFrom({ type: FOOTER_HEIGHT_MESSAGE, height: -5 })).toBe(0)
    expect(footerHeightFrom({ type: FOOTER_HEIGHT_MESSAGE, height: Number.NaN })).toBeNull()
    expect(footerHeightFrom({ type: 'other', height: 10 })).toBeNull()
    expect(footerHeightFrom('height:10')).toBeNull()
    expect(footerHeightFrom(null)).toBeNull()
  })

  it('leaves the frames out when they are not configured', async () => {
    vi.stubEnv('VITE_FOOTER_URL', '')
    vi.stubEnv('VITE_FEEDBACK_URL', '')
    await renderApp('/index', { as: 'merchant-seller', locale: 'en-US' })
    await screen.findByRole('heading', { name: 'Report list' })
    expect(screen.queryByTitle('Site footer')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Feedback' })).not.toBeInTheDocument()
  })
})

describe('login page', () => {
  it('links to the seller site with next = the absolute address of this page with the remembered place', async () => {
    vi.stubEnv('VITE_SELLER_LOGIN_URL', 'https://seller.example.com/signin')
    vi.stubEnv('VITE_STAFF_LOGIN_URL', 'https://accounts.example.com/google')
    await renderApp('/login?redirect=%2Freport%2F7', { locale: 'en-US' })
    const seller = await screen.findByRole('link', { name: 'Sign in through the seller site' })
    const next = new URL(seller.getAttribute('href') ?? '').searchParams.get('next')
    expect(next).toBe(`${window.location.origin}/sellers/report-platform/login?redirect=%2Freport%2F7`)
    expect(screen.queryByRole('link', { name: 'Sign in with Google' })).not.toBeInTheDocument()
  })

  it('adds Google sign-in on /staff/login', async () => {
    vi.stubEnv('VITE_STAFF_LOGIN_URL', 'https://accounts.example.com/google')
    await renderApp('/staff/login', { locale: 'en-US' })
    const google = await screen.findByRole('link', { name: 'Sign in with Google' })
    expect(new URL(google.getAttribute('href') ?? '').searchParams.get('next')).toBe(
      `${window.location.origin}/sellers/report-platform/`,
    )
  })

  it('is the staff sign-in on the way back to a staff page, whose session ended there', async () => {
    vi.stubEnv('VITE_STAFF_LOGIN_URL', 'https://accounts.example.com/google')
    await renderApp('/login?redirect=%2Ftemplate%2F5', { locale: 'en-US' })
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument()
    const google = screen.getByRole('link', { name: 'Sign in with Google' })
    expect(new URL(google.getAttribute('href') ?? '').searchParams.get('next')).toBe(
      `${window.location.origin}/sellers/report-platform/login?redirect=%2Ftemplate%2F5`,
    )
  })

  it('signs in as a demo persona and returns to the remembered place', async () => {
    vi.stubEnv('VITE_DEMO', 'true')
    const user = userEvent.setup()
    const { router } = await renderApp('/report/1/2026-W47?channel=live', { locale: 'en-US' })
    await user.click(await screen.findByRole('button', { name: /^Seller with a shop account/ }))
    await waitFor(() => expect(currentPath(router)).toBe('/report/1/2026-W47?channel=live'))
    expect(await within(await screen.findByRole('banner')).findByText(/lumihome\.sg/)).toBeInTheDocument()
  })

  it('offers every demo persona only in the demo', async () => {
    vi.stubEnv('VITE_DEMO', 'true')
    const view = await renderApp('/login', { locale: 'en-US' })
    for (const name of [
      'Seller of a merchant',
      'Seller with a shop account',
      'Staff: template reader',
      'Staff: template admin',
    ]) {
      expect(await screen.findByRole('button', { name: new RegExp(`^${name}`) })).toBeInTheDocument()
    }
    view.unmount()
    vi.stubEnv('VITE_DEMO', 'false')
    await renderApp('/login', { locale: 'en-US' })
    await screen.findByRole('heading', { name: /sign in to read/i })
    expect(screen.queryByRole('button', { name: /^Seller of a merchant/ })).not.toBeInTheDocument()
  })
})

describe('signed-out header', () => {
  it('offers a sign-in link to the seller site carrying the current path', async () => {
    vi.stubEnv('VITE_SELLER_LOGIN_URL', 'https://seller.example.com/signin')
    await renderApp('/no/such/page?x=1', { locale: 'en-US' })
    const link = await screen.findByRole('link', { name: 'Sign in' })
    expect(new URL(link.getAttribute('href') ?? '').searchParams.get('next')).toBe(
      '/sellers/report-platform/no/such/page?x=1',
    )
  })

  it("without a seller site configured, offers this site's sign-in page, which comes back here", async () => {
    vi.stubEnv('VITE_SELLER_LOGIN_URL', '')
    const { router } = await renderApp('/no/such/page?x=1', { locale: 'en-US' })
    fireEvent.click(await screen.findByRole('link', { name: 'Sign in' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toEqual({ redirect: '/no/such/page?x=1' })
  })
})
