import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { AVATAR_ORIGIN, BASE_PATH, demoPersonas, english, exactAppUrl, signIn } from './support'

test.use({ storageState: english })

const PROJECT_ID = 'report-platform-demo' // .env.demo: VITE_PROJECT_ID

async function heightOf(frame: Locator): Promise<number> {
  return frame.evaluate((element) => Math.round(element.getBoundingClientRect().height))
}

/** The frame's height once it equals its content's own height (the page in it posted it). */
async function settledHeight(frame: Locator, content = '#footer'): Promise<number> {
  const element = frame.contentFrame().locator(content)
  let height = 0
  await expect
    .poll(async () => {
      height = await heightOf(frame)
      const content = await element.evaluate((element) => Math.ceil(element.getBoundingClientRect().height))
      return height === content
    })
    .toBe(true)
  return height
}

test.describe('the seller layout frames', () => {
  test('the footer frame carries the user and project, and its height follows its content', async ({ page }) => {
    const { username, id } = demoPersonas['merchant-seller']
    await signIn(page, 'merchant-seller')
    const frame = page.getByTitle('Site footer', { exact: true })
    await expect(frame).toBeVisible()

    const src = new URL((await frame.getAttribute('src')) ?? '', page.url())
    expect(src.searchParams.get('user_name')).toBe(username)
    expect(src.searchParams.get('user_id')).toBe(String(id))
    expect(src.searchParams.get('project_id')).toBe(PROJECT_ID)
    await expect(frame.contentFrame().getByTestId('footer-user')).toContainText(username)

    const closed = await settledHeight(frame)
    expect(closed).toBeGreaterThan(0)
    const toggle = frame.contentFrame().getByRole('button', { name: /More/ })
    await toggle.click()
    await expect(frame.contentFrame().getByRole('button', { name: /Less/ })).toHaveAttribute('aria-expanded', 'true')
    await expect.poll(() => heightOf(frame)).toBeGreaterThan(closed)
    const open = await settledHeight(frame)
    expect(open).toBeGreaterThan(closed)

    await frame.contentFrame().getByRole('button', { name: /Less/ }).click()
    await expect.poll(() => heightOf(frame)).toBe(closed)
  })

  test('the feedback button opens a frame that carries the user', async ({ page }) => {
    const { username, id } = demoPersonas['shop-seller']
    await signIn(page, 'shop-seller')
    await expect(page.getByTitle('Feedback', { exact: true })).toHaveCount(0)
    await page.getByRole('button', { name: 'Feedback', exact: true }).click()

    const frame = page.getByTitle('Feedback', { exact: true })
    await expect(frame).toBeVisible()
    const src = new URL((await frame.getAttribute('src')) ?? '', page.url())
    expect(src.searchParams.get('user_name')).toBe(username)
    expect(src.searchParams.get('user_id')).toBe(String(id))
    expect(src.searchParams.get('project_id')).toBe(PROJECT_ID)
    await expect(frame.contentFrame().getByTestId('feedback-user')).toContainText(`${username} (#${id})`)

    await page.getByRole('button', { name: 'Close feedback', exact: true }).click()
    await expect(frame).toBeHidden()
  })

  test('the preview layout says it is a draft in its badge and watermark', async ({ page }) => {
    await signIn(page, 'staff-reader')
    await expect(page.getByTestId('draft-badge')).toHaveCount(0)
    await page.goto('preview/2')
    await expect(page).toHaveURL(exactAppUrl('/preview/2'))
    await expect(page).toHaveTitle('Report list (draft preview) - Seller Operations report')
    await expect(page.getByTestId('draft-badge')).toBeVisible()
    await expect(page.getByTestId('watermark')).toHaveAttribute('data-watermark-text', 'preview mode (draft version)')
  })
})

const TREND = '销售趋势 Sales trend'
const TRAFFIC = '流量来源 Traffic sources'
/** The height the demo template gives the trend dashboard. */
const TREND_TEMPLATE_HEIGHT = 720
/** How long an embed may take before it shows its time-out error. */
const EMBED_TIMEOUT_MS = 20_000
/** How long a dashboard whose page has loaded has to send its first message. */
const FIRST_MESSAGE_WAIT_MS = 10_000
/** How long before its address expires a dashboard in view takes a re-signed one. */
const RESIGN_BEFORE_EXPIRY_MS = 90_000

/** The demo dashboard of one report component, as the browser requests it (the frame and its probe). */
const dashboardOf = (component: string) => (url: URL) =>
  url.pathname.endsWith('/demo-frames/metabase.html') && url.searchParams.get('component') === component

/**
 * The demo dashboard of one component answers with these headers changed (null: left out), for the
 * frame and for the page's probe of it (the demo's service worker forwards that one, so it is routed
 * on the context).
 */
async function answerWithHeaders(context: BrowserContext, component: string, changes: Record<string, string | null>) {
  await context.route(dashboardOf(component), async (route) => {
    const response = await route.fetch()
    const headers = Object.entries({ ...response.headers(), ...changes }).filter(
      (header): header is [string, string] => header[1] !== null,
    )
    await route.fulfill({ response, headers: Object.fromEntries(headers) })
  })
}

/** The demo dashboard of one component redirects to `location`, for the frame and the probe alike. */
async function redirectDashboard(context: BrowserContext, component: string, location: string) {
  await context.route(dashboardOf(component), (route) => route.fulfill({ status: 302, headers: { location } }))
}

/** The `exp` (unix seconds) of the address a dashboard frame shows now. */
async function expOf(page: Page, frame: Locator): Promise<number> {
  return Number(new URL((await frame.getAttribute('src')) ?? '', page.url()).searchParams.get('exp'))
}

test.describe('the report page frames', () => {
  test('a dashboard whose host cannot be reached says so at once, with a retry that loads it', async ({
    page,
    context,
  }) => {
    await signIn(page, 'shop-seller')
    // The connection to the dashboard's host is refused: for the frame and for the page's probe of it
    // (the demo's service worker forwards that one, so it is routed on the context).
    await context.route(dashboardOf('t1-trend'), (route) => route.abort('connectionrefused'))
    await page.goto('report/1/2026-W47')
    const section = page.getByRole('region', { name: TREND })
    // Well before the time limit of a dashboard that hangs.
    await expect(section.getByRole('alert')).toHaveText(/could not be reached\. Check your connection, then retry\./, {
      timeout: EMBED_TIMEOUT_MS / 2,
    })
    await expect(section.getByTitle(TREND)).toHaveCount(0)

    await context.unrouteAll()
    await section.getByRole('button', { name: 'Retry' }).click()
    await expect(page.locator(`iframe[title="${TREND}"]`).contentFrame().getByTestId('embed-title')).toHaveText(TREND)
    await expect(section.getByRole('alert')).toHaveCount(0)
  })

  test('a dashboard takes the height its page reports as it grows and shrinks, with no scrollbar of its own', async ({
    page,
  }) => {
    await signIn(page, 'shop-seller')
    await page.goto('report/1/2026-W47')
    const frame = page.locator(`iframe[title="${TREND}"]`)
    const dashboard = frame.contentFrame()
    await expect(dashboard.getByTestId('embed-locale')).toHaveText('Language en')
    const closed = await settledHeight(frame, 'body')
    // Not the template's height: the content's.
    expect(closed).not.toBe(TREND_TEMPLATE_HEIGHT)
    const scrollsInside = () => dashboard.locator('html').evaluate((root) => root.scrollHeight > root.clientHeight)
    expect(await scrollsInside()).toBe(false)

    await dashboard.getByRole('button', { name: 'Show details ▾' }).click()
    await expect.poll(() => heightOf(frame)).toBeGreaterThan(closed)
    expect(await settledHeight(frame, 'body')).toBeGreaterThan(closed)
    expect(await scrollsInside()).toBe(false)
    await dashboard.getByRole('button', { name: 'Hide details ▴' }).click()
    await expect.poll(() => heightOf(frame)).toBe(closed)
  })

  test('re-signed addresses load hidden behind dashboards, shown near expiry, keeping what the viewer did', async ({
    page,
  }) => {
    await page.clock.install()
    await signIn(page, 'shop-seller')
    await page.goto('report/1/2026-W47?channel=live')
    const trendFrame = page.locator(`iframe[title="${TREND}"]`)
    const trend = trendFrame.contentFrame()
    await expect(trend.getByTestId('embed-title')).toHaveText(TREND)
    // The dashboard below the fold loads once scrolled to; then the viewer goes back up.
    await page.getByRole('region', { name: TRAFFIC }).scrollIntoViewIfNeeded()
    const trafficFrame = page.locator(`iframe[title="${TRAFFIC}"]`)
    await expect(trafficFrame.contentFrame().getByTestId('embed-title')).toHaveText(TRAFFIC)
    // The viewer looks at one bar of the dashboard in view.
    await trend.getByTestId('embed-bar').nth(3).click()
    await expect(trend.getByTestId('embed-selection')).toContainText('Bar 4:')
    // Clicking may have scrolled the page (the dashboard is as tall as its content): back to the top of that dashboard.
    await page.getByRole('region', { name: TREND }).evaluate((section) => section.scrollIntoView({ block: 'start' }))
    await expect(trendFrame).toBeInViewport()
    await expect(page.getByRole('region', { name: TRAFFIC })).not.toBeInViewport()
    const trendSigned = await expOf(page, trendFrame)
    const trafficSigned = await expOf(page, trafficFrame)
    // From here on, note any placeholder that shows.
    await page.evaluate(() => {
      const note = () => {
        if (document.querySelector('[data-testid="embed-skeleton"]')) document.body.dataset.placeholderShown = 'yes'
      }
      new MutationObserver(note).observe(document.body, { childList: true, subtree: true })
    })

    // The page fetches freshly signed addresses.
    await page.clock.fastForward('08:01')
    await expect.poll(() => expOf(page, trafficFrame)).toBeGreaterThan(trafficSigned)
    await expect(trafficFrame.contentFrame().getByTestId('embed-params')).toContainText('channel=live')
    expect(await expOf(page, trendFrame)).toBe(trendSigned)
    await expect(trend.getByTestId('embed-selection')).toContainText('Bar 4:')

    // Its address about to expire, the dashboard in view takes the fresh one, still without a placeholder.
    const now = await page.evaluate(() => Date.now())
    await page.clock.fastForward(trendSigned * 1000 - RESIGN_BEFORE_EXPIRY_MS - now + 1000)
    await expect.poll(() => expOf(page, trendFrame)).toBeGreaterThan(trendSigned)
    await expect(trend.getByTestId('embed-expiry')).toHaveText('Signed link')
    await expect(trend.getByTestId('embed-params')).toContainText('channel=live')
    expect(await page.evaluate(() => document.body.dataset.placeholderShown ?? 'no')).toBe('no')
  })

  for (const [refusal, headers] of [
    ["frame-ancestors 'none'", { 'content-security-policy': "frame-ancestors 'none'" }],
    ['X-Frame-Options DENY', { 'content-security-policy': null, 'x-frame-options': 'DENY' }],
  ] as const) {
    test(`a dashboard refusing framing (${refusal}) says so instead of a broken frame, and opens in a new tab`, async ({
      page,
      context,
    }) => {
      await signIn(page, 'shop-seller')
      await answerWithHeaders(context, 't1-trend', headers)
      await page.goto('report/1/2026-W47')
      const section = page.getByRole('region', { name: TREND })
      const alert = section.getByRole('alert')
      await expect(alert).toContainText(
        `“${TREND}” cannot be shown here: its site does not let other sites show it in a frame.`,
        {
          timeout: EMBED_TIMEOUT_MS / 2,
        },
      )
      await expect(section.locator('iframe')).toHaveCount(0)
      await expect(alert.getByRole('button', { name: 'Retry' })).toHaveCount(0)
      // The other dashboard is not concerned.
      await page.getByRole('region', { name: TRAFFIC }).scrollIntoViewIfNeeded()
      await expect(page.locator(`iframe[title="${TRAFFIC}"]`).contentFrame().getByTestId('embed-title')).toHaveText(
        TRAFFIC,
      )

      const opened = context.waitForEvent('page')
      await alert.getByRole('link', { name: 'Open in a new tab' }).click()
      const tab = await opened
      await expect(tab.getByTestId('embed-title')).toHaveText(TREND)
      expect(new URL(tab.url()).searchParams.get('component')).toBe('t1-trend')
    })
  }

  test('a dashboard redirected to a sign-in page says so once it loads without a dashboard; a retry loads it', async ({
    page,
    context,
  }) => {
    await signIn(page, 'shop-seller')
    await redirectDashboard(context, 't1-trend', `${BASE_PATH}/demo-frames/sign-in.html`)
    await page.goto('report/1/2026-W47')
    const section = page.getByRole('region', { name: TREND })
    // The page it was sent to loads in the frame, under the placeholder.
    await expect(section.locator('iframe').contentFrame().locator('body')).toBeAttached()
    const alert = section.getByRole('alert')
    await expect(alert).toContainText(
      `“${TREND}” cannot be shown here: its address led to another page, perhaps to sign in. ` +
        'Open it in a new tab, sign in if asked, then retry.',
      { timeout: FIRST_MESSAGE_WAIT_MS + EMBED_TIMEOUT_MS / 2 },
    )
    await expect(alert.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute(
      'href',
      /\/demo-frames\/metabase\.html\?component=t1-trend&/,
    )

    await context.unrouteAll()
    await alert.getByRole('button', { name: 'Retry' }).click()
    await expect(page.locator(`iframe[title="${TREND}"]`).contentFrame().getByTestId('embed-title')).toHaveText(TREND)
    await expect(section.getByRole('alert')).toHaveCount(0)
  })

  test('a dashboard redirected to an origin the policy refuses names that origin instead of a broken frame', async ({
    page,
    context,
  }) => {
    await signIn(page, 'shop-seller')
    // The production policy refuses every frame origin but the portal's own (the demo's frames are its
    // own pages); vite preview sends no policy, so the page is given that part of it.
    await context.route(
      (url) => url.pathname === `${BASE_PATH}/report/1/2026-W47`,
      async (route) => {
        const response = await route.fetch()
        const headers = response.headers()
        await route.fulfill({
          response,
          headers: { ...headers, 'content-security-policy': headers['content-security-policy'] ?? "frame-src 'self'" },
        })
      },
    )
    const elsewhere = new URL(AVATAR_ORIGIN).origin
    await redirectDashboard(context, 't1-trend', `${elsewhere}/sso/login`)
    const response = await page.goto('report/1/2026-W47')
    expect(await response?.headerValue('content-security-policy')).toMatch(/frame-src 'self'\s*(;|$)/)
    const alert = page.getByRole('region', { name: TREND }).getByRole('alert')
    await expect(alert).toContainText(
      `“${TREND}” cannot be shown: its address redirects to ${elsewhere}, ` +
        'which this site’s security policy does not allow.',
      {
        timeout: FIRST_MESSAGE_WAIT_MS + EMBED_TIMEOUT_MS / 2,
      },
    )
    await expect(alert.getByRole('link', { name: 'Open in a new tab' })).toBeVisible()
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible()
  })
})
