import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, getResponse, http, HttpResponse } from 'msw'
import { notifications } from '@mantine/notifications'
import { activateLocale } from '@/i18n'
import { server } from '@/mocks/node'
import { handlers } from '@/mocks/handlers'
import { signIn, signOut } from '@/mocks/session'
import { personas } from '@/mocks/personas'
import { createAppClients } from '@/app/query-client'
import { checkOnReturn, RECHECK_MS, RESTORE_COVER_MS } from '@/features/session/check-on-return'
import { SLOW_LOAD_MS } from '@/components/layout/full-screen-spinner'
import { SESSION_RECHECK_MS } from '@/features/session/components/server-unreachable'
import type { TabMessage, Tabs } from '@/features/session/tabs'
import { LOGOUT_ELSEWHERE_MS } from '@/features/session/session'
import { templateNamesQueryOptions } from '@/features/reports/api/get-template-names'
import { apiPath, currentPath, ownerOptions, renderApp, screen } from '../utils'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.useRealTimers()
})

const unreachable = 'The server could not be reached, so your sign-in could not be checked.'

/** The user info call answers with something the app cannot read (a gateway's page) until `heal`. */
function userInfoBroken() {
  let broken = true
  server.use(
    http.get(apiPath('/user/info'), () => (broken ? HttpResponse.text('<html>502 Bad Gateway</html>') : undefined)),
  )
  return () => {
    broken = false
  }
}

const place = '/report/1/2026-W47?channel=live'

/** A shop seller reads `place`; then the server ends the session and the tab learns it from a 401. */
async function sessionExpiresOnThePlace() {
  const view = await renderApp(place, { as: 'shop-seller', locale: 'en-US' })
  await waitFor(() => expect(view.router.state.status).toBe('idle'))
  signOut()
  await view.queryClient.refetchQueries()
  await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'))
  expect(view.router.state.location.search).toEqual({ redirect: place })
  return view
}

describe('the remembered place belongs to the user whose session ended', () => {
  it('takes another user who signs in on the tab home, without the page or its filter', async () => {
    vi.stubEnv('VITE_DEMO', 'true')
    const user = userEvent.setup()
    const { router } = await sessionExpiresOnThePlace()
    await user.click(await screen.findByRole('button', { name: /^Seller of a merchant/ }))
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/index\/\d+$/))
    expect(currentPath(router)).not.toContain('channel')
  })

  it('holds when the user signs in on the seller site: back via sign-in, which takes another user home', async () => {
    vi.stubEnv('VITE_SELLER_LOGIN_URL', 'https://seller.example.com/signin')
    const first = await sessionExpiresOnThePlace()
    const seller = await screen.findByRole('link', { name: 'Sign in through the seller site' })
    const next = new URL(new URL(seller.getAttribute('href') ?? '').searchParams.get('next') ?? '')
    first.unmount()
    // Another user signs in there; the seller site loads `next` in this tab.
    const back = await renderApp(next.pathname.replace('/sellers/report-platform', '') + next.search, {
      as: 'merchant-seller',
      locale: 'en-US',
    })
    await waitFor(() => expect(back.router.state.location.pathname).toMatch(/^\/index\/\d+$/))
    expect(currentPath(back.router)).not.toContain('channel')
  })

  it('holds when the tab reloads after the session ended unseen: another user who signs in goes home', async () => {
    vi.stubEnv('VITE_DEMO', 'true')
    const user = userEvent.setup()
    const first = await renderApp(place, { as: 'shop-seller', locale: 'en-US' })
    await waitFor(() => expect(first.router.state.status).toBe('idle'))
    first.unmount()
    signOut()
    const { router } = await renderApp(place, { locale: 'en-US' })
    await waitFor(() => expect(router.state.location.search).toEqual({ redirect: place }))
    await user.click(await screen.findByRole('button', { name: /^Seller of a merchant/ }))
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/index\/\d+$/))
  })

  it('still takes the same user back to their page', async () => {
    vi.stubEnv('VITE_DEMO', 'true')
    const user = userEvent.setup()
    const { router } = await sessionExpiresOnThePlace()
    await user.click(await screen.findByRole('button', { name: /^Seller with a shop account/ }))
    await waitFor(() => expect(currentPath(router)).toBe(place))
  })
})

describe('a user info call that fails without a 401', () => {
  it('keeps the user where they are, saying the server could not be reached, and Retry opens the page', async () => {
    const heal = userInfoBroken()
    const user = userEvent.setup()
    const { router, session } = await renderApp(place, { as: 'shop-seller', locale: 'en-US' })
    expect(session.getState()).toMatchObject({ status: 'offline', endedBy: 'unreachable' })
    expect(await screen.findByText(unreachable)).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Waiting for the server' })).toBeInTheDocument()
    expect(currentPath(router)).toBe(place)
    expect(screen.queryByRole('heading', { name: /sign in to read/i })).not.toBeInTheDocument()

    heal()
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { level: 1, name: /Shop Weekly/ })).toBeInTheDocument()
    expect(currentPath(router)).toBe(place)
  })

  it('asks again by itself every little while, and opens the page once the server answers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const heal = userInfoBroken()
    const { router } = await renderApp('/index/1', { as: 'shop-seller', locale: 'en-US' })
    expect(await screen.findByText(unreachable)).toBeInTheDocument()
    heal()
    await act(async () => {
      vi.advanceTimersByTime(SESSION_RECHECK_MS)
    })
    await waitFor(() => expect(screen.queryByText(unreachable)).not.toBeInTheDocument())
    expect(currentPath(router)).toBe('/index/1')
  })

  it.each([
    ['the browser is back online', 'online'],
    ['the tab regains focus', 'focus'],
  ])('tries again by itself when %s', async (_, event) => {
    const heal = userInfoBroken()
    const { router } = await renderApp('/index/1', { as: 'shop-seller', locale: 'en-US' })
    expect(await screen.findByText(unreachable)).toBeInTheDocument()
    heal()
    fireEvent(window, new Event(event))
    // Well before its own recheck would: the page opens.
    expect(await screen.findByRole('region', { name: 'Reports' })).toBeInTheDocument()
    expect(screen.queryByText(unreachable)).not.toBeInTheDocument()
    expect(currentPath(router)).toBe('/index/1')
  })

  it('leaves the plain sign-in page when the server then answers that nobody is signed in', async () => {
    const heal = userInfoBroken()
    const user = userEvent.setup()
    await renderApp('/index/1', { as: 'shop-seller', locale: 'en-US' })
    expect(await screen.findByText(unreachable)).toBeInTheDocument()
    heal()
    signOut()
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(screen.queryByText(unreachable)).not.toBeInTheDocument())
    expect(screen.getByRole('heading', { name: /sign in to read/i })).toBeInTheDocument()
  })

  it('goes offline after its retries on a 502, and signs out no other tab; a 401 does', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    signIn('shop-seller')
    const posted: TabMessage[] = []
    const tabs = {
      post: (message: TabMessage) => posted.push(message),
      subscribe: () => () => undefined,
      toldSince: () => false,
    }
    let down = true
    server.use(
      http.get(apiPath('/user/info'), () =>
        down ? HttpResponse.json({ code: 502, msg: 'Bad gateway' }, { status: 502 }) : undefined,
      ),
    )
    const { queryClient, session } = createAppClients({ tabs })
    const loaded = session.ensureLoaded()
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000)
    expect(await loaded).toMatchObject({ status: 'offline', endedBy: 'unreachable' })
    expect(posted).toEqual([])
    // Signed in, then a call answered 401: the other tabs hear that the session expired.
    down = false
    await session.refresh()
    signOut()
    await queryClient.fetchQuery(templateNamesQueryOptions()).catch(() => null)
    expect(posted).toEqual([
      { type: 'signed-in', userId: 10002 },
      { type: 'expired', userId: 10002 },
    ])
  })
})

describe('a logout in another tab', () => {
  /** Two tabs of one browser: what one posts, the other hears. */
  function linkedTabs() {
    const heard = [new Set<(message: TabMessage) => void>(), new Set<(message: TabMessage) => void>()]
    return (own: number): Tabs => ({
      post: (message) => heard[1 - own]?.forEach((listener) => listener(message)),
      subscribe: (listener) => (heard[own]?.add(listener), () => heard[own]?.delete(listener)),
      toldSince: () => false,
    })
  }

  /** Two tabs of one browser, signed in as one user. */
  async function twoTabs() {
    signIn('shop-seller')
    const tabsOf = linkedTabs()
    const leaving = createAppClients({ tabs: tabsOf(0) })
    const other = createAppClients({ tabs: tabsOf(1) })
    await Promise.all([leaving.session.ensureLoaded(), other.session.ensureLoaded()])
    return { leaving, other }
  }

  it('keeps a tab signed in as someone else when another tab tells that an earlier session ended', async () => {
    signIn('shop-seller')
    const tabsOf = linkedTabs()
    const other = createAppClients({ tabs: tabsOf(1) })
    const { user } = await other.session.ensureLoaded()
    // A tab still showing the user before: a call of theirs answered 401 late, or their logout ended late.
    tabsOf(0).post({ type: 'expired', userId: 1 })
    tabsOf(0).post({ type: 'signed-out', userId: 1 })
    await vi.waitFor(() => expect(other.queryClient.isFetching({ queryKey: ['user', 'info'] })).toBe(0))
    expect(other.session.getState()).toMatchObject({ status: 'online', user })
  })

  it("takes the logout of a tab still showing the user before, which ended this user's session, as one", async () => {
    signIn('shop-seller')
    const tabsOf = linkedTabs()
    const other = createAppClients({ tabs: tabsOf(1) })
    await other.session.ensureLoaded()
    signOut()
    tabsOf(0).post({ type: 'signed-out', userId: 1 })
    await vi.waitFor(() => expect(other.session.getState()).toMatchObject({ status: 'offline', endedBy: 'logout' }))
  })

  it('takes a 401 in another tab while a logout is under way as that logout, not as an expiry', async () => {
    const { leaving, other } = await twoTabs()
    leaving.session.beginLogout()
    signOut()
    // The other tab's call reaches the server after the logout did, before the logout's answer is back.
    await other.queryClient.fetchQuery(templateNamesQueryOptions()).catch(() => null)
    expect(other.session.getState()).toMatchObject({ status: 'offline', endedBy: 'logout' })
  })

  it('signs out a tab still asking who is signed in when a logout ends in another, whatever the answer', async () => {
    signIn('shop-seller')
    const tabsOf = linkedTabs()
    const leaving = createAppClients({ tabs: tabsOf(0) })
    await leaving.session.ensureLoaded()
    // The new tab's question is answered before the logout, and the answer reaches it after.
    let answerArrives = () => {}
    const held = new Promise<void>((resolve) => (answerArrives = resolve))
    let answered = () => {}
    const answeredBeforeLogout = new Promise<void>((resolve) => (answered = resolve))
    server.use(
      http.get(apiPath('/user/info'), async ({ request }) => {
        const answer = await getResponse(handlers, request)
        answered()
        await held
        return answer
      }),
    )
    const opening = createAppClients({ tabs: tabsOf(1) })
    const statuses: string[] = []
    opening.session.subscribe((state) => statuses.push(state.status))
    const loaded = opening.session.ensureLoaded()
    await answeredBeforeLogout
    leaving.session.beginLogout()
    signOut()
    leaving.session.setOffline('logout')
    const toldBack: TabMessage[] = []
    tabsOf(0).subscribe((message) => toldBack.push(message))
    answerArrives()
    expect(await loaded).toMatchObject({ status: 'offline', endedBy: 'logout' })
    // Never signed in as the user gone, not even for a moment, and nothing told back to the other tabs.
    expect(statuses).not.toContain('online')
    expect(toldBack).toEqual([])
  })

  it('takes the user another tab signed in while this one was starting, not the answer asked for before', async () => {
    signIn('shop-seller')
    const tabsOf = linkedTabs()
    let answerArrives = () => {}
    const held = new Promise<void>((resolve) => (answerArrives = resolve))
    let asked = false
    server.use(
      http.get(
        apiPath('/user/info'),
        async ({ request }) => {
          const answer = await getResponse(handlers, request)
          asked = true
          await held
          return answer
        },
        { once: true },
      ),
    )
    const starting = createAppClients({ tabs: tabsOf(1) })
    const loaded = starting.session.ensureLoaded()
    await vi.waitFor(() => expect(asked).toBe(true))
    // Another tab signs someone else in while the starting tab's first answer is on its way.
    signIn('merchant-seller')
    tabsOf(0).post({ type: 'signed-in', userId: personas['merchant-seller'].user.id })
    answerArrives()
    await loaded
    await vi.waitFor(() =>
      expect(starting.session.getState()).toMatchObject({ status: 'online', user: { username: 'lumi_ops' } }),
    )
  })

  it('takes a 401 long after a logout that never ended there (its tab closed) as the expiry it is', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { leaving, other } = await twoTabs()
    leaving.session.beginLogout()
    vi.advanceTimersByTime(LOGOUT_ELSEWHERE_MS)
    signOut()
    await other.queryClient.fetchQuery(templateNamesQueryOptions()).catch(() => null)
    expect(other.session.getState()).toMatchObject({ status: 'offline', endedBy: 'expired' })
  })
})

describe('coming back to the page', () => {
  /** A signed-in page whose returns the test makes: the tab shown again, `ms` after the last check. */
  async function signedInPage() {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    signIn('merchant-seller')
    const { queryClient, session } = createAppClients()
    await session.ensureLoaded()
    const page = Object.assign(new EventTarget(), {
      visibilityState: 'visible',
      documentElement: document.createElement('html'),
    }) as unknown as Document
    const view = new EventTarget()
    let clock = 0
    // The page a return leads to (home, when someone else is found) loads until `loaded`.
    let loaded = () => {}
    const leadsTo = new Promise<void>((resolve) => (loaded = resolve))
    checkOnReturn(session, { page, view, now: () => clock, settled: () => leadsTo })
    const settled = async () => {
      // Through the retries of a call that failed.
      await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000)
      await vi.waitFor(() => expect(queryClient.isFetching({ queryKey: ['user', 'info'] })).toBe(0))
    }
    /** The tab shown again, or (`focus`) the window focused again. */
    const comeBack = async (ms: number, how: 'tab' | 'focus' = 'tab') => {
      clock += ms
      if (how === 'tab') page.dispatchEvent(new Event('visibilitychange'))
      else view.dispatchEvent(new Event('focus'))
      await settled()
    }
    const pageTransition = (type: 'pagehide' | 'pageshow') =>
      view.dispatchEvent(Object.assign(new Event(type), { persisted: true }))
    return { queryClient, session, comeBack, settled, pageTransition, page, loaded }
  }

  it('asks again when the window is focused again: a window left visible tells nothing else', async () => {
    const { session, comeBack } = await signedInPage()
    signIn('shop-seller')
    await comeBack(RECHECK_MS, 'focus')
    expect(session.getState()).toMatchObject({ status: 'online', user: { username: 'lumihome.sg' } })
  })

  it('shows a page back from the back-forward cache only once the server has said who is signed in', async () => {
    const { session, pageTransition, page, loaded } = await signedInPage()
    const shown = () => page.documentElement.style.visibility !== 'hidden'
    pageTransition('pagehide')
    expect(shown()).toBe(false)
    signIn('shop-seller')
    let asked = false
    let answer: () => void = () => undefined
    const held = () => new Promise<undefined>((resolve) => ((asked = true), (answer = () => resolve(undefined))))
    server.use(http.get(apiPath('/user/info'), held))
    // However soon after the last check.
    pageTransition('pageshow')
    await vi.waitFor(() => expect(asked).toBe(true))
    expect(session.getState().user?.username).toBe('lumi_ops')
    expect(shown()).toBe(false)
    answer()
    await vi.waitFor(() => expect(session.getState().user?.username).toBe('lumihome.sg'))
    // Still hidden while the page it leads to loads.
    await Promise.resolve()
    expect(shown()).toBe(false)
    loaded()
    await vi.waitFor(() => expect(shown()).toBe(true))
  })

  it('shows a page back from the back-forward cache after a while when the server does not answer', async () => {
    const { pageTransition, page } = await signedInPage()
    server.use(http.get(apiPath('/user/info'), () => new Promise<undefined>(() => undefined)))
    pageTransition('pagehide')
    pageTransition('pageshow')
    await vi.advanceTimersByTimeAsync(RESTORE_COVER_MS - 1)
    expect(page.documentElement.style.visibility).toBe('hidden')
    await vi.advanceTimersByTimeAsync(1)
    expect(page.documentElement.style.visibility).toBe('')
  })

  it('finds another user signed in elsewhere meanwhile: theirs from then on, nothing of the one before', async () => {
    const { queryClient, session, comeBack } = await signedInPage()
    queryClient.setQueryData(['report-templates', 'names'], { list: [] })
    signIn('shop-seller')
    // Too soon after the last check: not asked.
    await comeBack(RECHECK_MS - 1)
    expect(session.getState().user?.username).toBe('lumi_ops')
    await comeBack(1)
    expect(session.getState()).toMatchObject({ status: 'online', user: { username: 'lumihome.sg' } })
    expect(queryClient.getQueryData(['report-templates', 'names'])).toBeUndefined()
  })

  it('finds the session ended elsewhere: offline as expired, the user info call saying nothing of it', async () => {
    await activateLocale('en-US')
    const { session, comeBack } = await signedInPage()
    const shown = vi.spyOn(notifications, 'show')
    signOut()
    await comeBack(RECHECK_MS)
    expect(session.getState()).toMatchObject({ status: 'offline', endedBy: 'expired' })
    expect(shown).not.toHaveBeenCalled()
  })

  it('keeps the session through a server that cannot be reached', async () => {
    const { session, comeBack } = await signedInPage()
    const before = session.getState().user
    let asked = 0
    server.use(http.get(apiPath('/user/info'), () => ((asked += 1), HttpResponse.error())))
    await comeBack(RECHECK_MS)
    expect(asked).toBeGreaterThan(0)
    expect(session.getState()).toMatchObject({ status: 'online', user: before })
  })

  it('does not sign the user back in with an answer asked for before their logout ended', async () => {
    const { session, comeBack } = await signedInPage()
    server.use(http.get(apiPath('/user/info'), () => delay(50).then(() => undefined)))
    const checked = comeBack(RECHECK_MS)
    session.beginLogout()
    session.setOffline('logout')
    await checked
    expect(session.getState()).toMatchObject({ status: 'offline', endedBy: 'logout' })
  })

  it('keeps a logout under way a logout when the same user is checked again meanwhile', async () => {
    const { queryClient, session, comeBack } = await signedInPage()
    session.beginLogout()
    await comeBack(RECHECK_MS)
    signOut()
    await queryClient.fetchQuery(templateNamesQueryOptions()).catch(() => null)
    expect(session.getState()).toMatchObject({ status: 'offline', endedBy: 'logout' })
  })
})

describe('a slow first load', () => {
  it('says after a while that it is still loading, and offers Reload', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    server.use(http.get(apiPath('/user/info'), () => new Promise<Response>(() => undefined)))
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined)
    void renderApp('/index', { locale: 'en-US' })
    await vi.waitFor(() => expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument())
    expect(screen.queryByText(/Still loading/)).not.toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(SLOW_LOAD_MS))
    expect(screen.getByText('Still loading. The connection or the server may be slow.')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('says so in Chinese too', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    server.use(http.get(apiPath('/user/info'), () => new Promise<Response>(() => undefined)))
    void renderApp('/index', { locale: 'zh-CN' })
    await vi.waitFor(() => expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument())
    await act(() => vi.advanceTimersByTimeAsync(SLOW_LOAD_MS))
    expect(screen.getByText('仍在加载，网络或服务器可能较慢。')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument()
  })
})

describe('the sign-in page', () => {
  it('leads with Google, as the primary button, on the staff page; the seller page with the seller site', async () => {
    vi.stubEnv('VITE_SELLER_LOGIN_URL', 'https://seller.example.com/signin')
    vi.stubEnv('VITE_STAFF_LOGIN_URL', 'https://accounts.example.com/google')
    const staff = await renderApp('/staff/login', { locale: 'en-US' })
    const [first, second] = await screen.findAllByRole('link', { name: /^Sign in/ })
    expect(first).toHaveAccessibleName('Sign in with Google')
    expect(first).toHaveAttribute('data-variant', 'filled')
    expect(second).toHaveAccessibleName('Sign in through the seller site')
    expect(second).not.toHaveAttribute('data-variant', 'filled')
    staff.unmount()
    await renderApp('/login', { locale: 'en-US' })
    const seller = await screen.findByRole('link', { name: 'Sign in through the seller site' })
    expect(seller).toHaveAttribute('data-variant', 'filled')
  })

  it('promises a way back only when there is a page to go back to', async () => {
    const home = await renderApp('/login?redirect=%2F', { locale: 'en-US' })
    await screen.findByRole('heading', { name: /sign in to read/i })
    expect(screen.queryByText('Sign in to continue to the page you asked for.')).not.toBeInTheDocument()
    home.unmount()
    await renderApp('/login?redirect=%2Freport%2F7', { locale: 'en-US' })
    expect(await screen.findByText('Sign in to continue to the page you asked for.')).toBeInTheDocument()
  })

  it('describes the demo personas in words, not permission keys, in both languages', async () => {
    vi.stubEnv('VITE_DEMO', 'true')
    const english = await renderApp('/login', { locale: 'en-US' })
    expect(await screen.findByRole('button', { name: /^Staff: template admin/ })).toHaveTextContent(
      'Also edits, creates and publishes templates',
    )
    expect(document.body).not.toHaveTextContent(/template\.(read|update|create)/)
    english.unmount()
    await renderApp('/login', { locale: 'zh-CN' })
    expect(await screen.findByText('演示：选择身份登录')).toBeInTheDocument()
    expect(document.body).not.toHaveTextContent(/template\.(read|update|create)/)
  })

  it('the "Seller of a merchant" card signs in a seller who first picks the report\'s shop or merchant', async () => {
    vi.stubEnv('VITE_DEMO', 'true')
    const user = userEvent.setup()
    const { router } = await renderApp('/login', { locale: 'en-US' })
    const card = await screen.findByRole('button', { name: /^Seller of a merchant/ })
    expect(card).toHaveTextContent('Picks the shop or merchant each report is for')
    await user.click(card)
    await waitFor(() => expect(currentPath(router)).toBe('/index/1'))
    expect(await ownerOptions()).not.toHaveLength(0)
    expect(
      within(await screen.findByRole('main')).getByRole('list', { name: 'Shops to choose from' }),
    ).toBeInTheDocument()
  })
})
