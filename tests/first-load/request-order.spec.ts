import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { appUrl, BASE_PATH } from '../e2e/support'

/** Every request's start and end, in the order the browser reports them. */
function recordNetwork(page: Page): string[] {
  const events: string[] = []
  const path = (url: string) => {
    const { pathname, search } = new URL(url)
    return `${pathname.replace(BASE_PATH, '')}${search}`
  }
  page.on('request', (request) => events.push(`sent ${path(request.url())}`))
  page.on('requestfinished', (request) => events.push(`done ${path(request.url())}`))
  return events
}

// A seller whose browser reads the page's language (Chinese, the default): the HTML asks for the gate.
test.use({ locale: 'zh-CN' })
// The server's demo backend has one session for every browser: the tests run one after another, each from the demo's
// seed (the benchmark server's reset): no NDA accepted, no merchant chosen.
test.describe.configure({ mode: 'default' })
test.beforeEach(async ({ request }) => {
  await request.post(`${new URL(appUrl('')).origin}/__bench/reset`)
})

/** Signs a demo persona in on the server (its demo backend has one session for every browser). */
const signIn = (request: APIRequestContext, persona: string) =>
  request.post(appUrl('/api/__demo/sign_in'), { data: { persona } })

const at = (events: string[], pattern: RegExp) => events.findIndex((event) => pattern.test(event))
const count = (events: string[], pattern: RegExp) => events.filter((event) => pattern.test(event)).length

test('the first load asks for user and template gate beside the code, once each; the code waits for neither', async ({
  page,
  request,
}) => {
  await signIn(request, 'shop-seller')
  const events = recordNetwork(page)
  await page.goto(appUrl('/index/1'))
  await expect(page.getByRole('link', { name: '2026-W47' })).toBeVisible()

  expect(count(events, /^sent \/api\/user\/info$/)).toBe(1)
  expect(at(events, /^sent \/api\/user\/info$/)).toBeLessThan(at(events, /^done \/assets\/framework-[^/]+\.js$/))
  // The seller pages' code is asked for with the entry, so the page's data, which waits for the session, never waits
  // for it.
  expect(count(events, /^sent \/assets\/seller-[^/]+\.js$/)).toBe(1)
  expect(at(events, /^sent \/assets\/seller-[^/]+\.js$/)).toBeLessThan(at(events, /^done \/api\/user\/info$/))
  // The gate of the template the address names: asked for by the HTML's first script, and the app's own call takes that
  // answer.
  expect(count(events, /^sent \/api\/report_template\/basic_info\?template_id=1$/)).toBe(1)
  expect(at(events, /^sent \/api\/report_template\/basic_info\?/)).toBeLessThan(
    at(events, /^done \/assets\/framework-[^/]+\.js$/),
  )
  // Once the gate has answered, the first script asks for the list's first page and the shops to pick from, and the
  // app takes those answers: each is asked for once. The templates' names too; no merchants, which this template
  // does not keep reports apart by.
  expect(count(events, /^sent \/api\/report_template\/report\/list\?template_id=1&page=1&page_size=20$/)).toBe(1)
  expect(count(events, /^sent \/api\/report_template\/report\/list\?/)).toBe(1)
  expect(count(events, /^sent \/api\/user\/shop\/selectable_list\?template_id=1&page=1&page_size=20$/)).toBe(1)
  expect(count(events, /^sent \/api\/user\/merchant\/selectable_list\?/)).toBe(0)
  expect(count(events, /^sent \/api\/report_template\/names$/)).toBe(1)
  // The report page's code is not on the list's way: it comes once the list has shown.
  expect(
    at(events, /^sent \/assets\/report-[^/]+\.js$/) === -1 ||
      at(events, /^sent \/assets\/report-[^/]+\.js$/) > at(events, /^done \/api\/report_template\/report\/list\?/),
  ).toBe(true)
})

test("a report's first load asks for its template's gate beside the code, once", async ({ page, request }) => {
  await signIn(request, 'shop-seller')
  const events = recordNetwork(page)
  await page.goto(appUrl('/report/1/2026-W47'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByTestId('key-figure').first()).toBeVisible()

  expect(count(events, /^sent \/api\/report_template\/basic_info\?template_id=1$/)).toBe(1)
  expect(at(events, /^sent \/api\/report_template\/basic_info\?/)).toBeLessThan(
    at(events, /^done \/assets\/framework-[^/]+\.js$/),
  )
  // Its figures and filters, asked for by the first script once the gate allowed them, and taken by the app.
  expect(count(events, /^sent \/api\/report_template\/report\/info\?template_id=1&report_period=2026-W47$/)).toBe(1)
  expect(count(events, /^sent \/api\/report_template\/report\/filter\?template_id=1&report_period=2026-W47$/)).toBe(1)
  // The report page's code, a file of its own, is asked for with the entry's files, once.
  expect(count(events, /^sent \/assets\/report-[^/]+\.js$/)).toBe(1)
  expect(at(events, /^sent \/assets\/report-[^/]+\.js$/)).toBeLessThan(
    at(events, /^done \/assets\/framework-[^/]+\.js$/),
  )
})

test('no report is asked for until the gate allows it: not while an NDA waits, nor for a false period', async ({
  page,
  request,
}) => {
  await signIn(request, 'shop-seller')
  const events = recordNetwork(page)
  await page.goto(appUrl('/index/3'))
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  expect(count(events, /^sent \/api\/report_template\/report\//)).toBe(0)
  await dialog.getByRole('button', { name: '同意', exact: true }).click()
  await expect(page.getByRole('region', { name: '报告' }).getByRole('link').first()).toBeVisible()
  expect(count(events, /^sent \/api\/report_template\/report\/list\?/)).toBe(1)

  // A period that cannot exist: nothing is asked for it.
  const invalid = recordNetwork(page)
  await page.goto(appUrl('/report/1/2026-W99'))
  await expect(page.getByText('2026-W99 不是有效的周。')).toBeVisible()
  expect(count(invalid, /^sent \/api\/report_template\/report\//)).toBe(0)

  // A sub-account of several merchants, none chosen yet: the merchants to choose from, once, and no report.
  await signIn(request, 'merchant-seller')
  const next = recordNetwork(page)
  await page.goto(appUrl('/index/2'))
  await expect(page.getByText('露米家居 Lumi Home')).toBeVisible()
  expect(count(next, /^sent \/api\/user\/merchant\/selectable_list\?template_id=2&page=1&page_size=20$/)).toBe(1)
  expect(count(next, /^sent \/api\/report_template\/report\//)).toBe(0)
})

test.describe('a browser that reads another language than the page', () => {
  test.use({ locale: 'en-US' })

  test("gets the server's refusal in the page's language, from the first script's one gate call", async ({
    page,
    request,
  }) => {
    await signIn(request, 'shop-seller')
    const events = recordNetwork(page)
    await page.goto(appUrl('/index/999'))
    await expect(page.getByText('报告模板 999 不存在。')).toBeVisible()
    expect(count(events, /^sent \/api\/report_template\/basic_info\?template_id=999$/)).toBe(1)
  })
})

test.describe('an early answer serves only the session it was asked for', () => {
  test('asked while the server could not tell who is signed in, the gate is asked again for whoever signs in', async ({
    page,
    request,
  }) => {
    // User A has merchant 1003 chosen; B is bound to merchant 1001.
    await signIn(request, 'merchant-seller')
    await request.post(appUrl('/api/user/merchant/switch'), { data: { template_id: 2, merchant_id: 1003 } })
    let gatewayDown = true
    await page.route('**/api/user/info', (route) =>
      gatewayDown ? route.fulfill({ status: 502, body: 'Bad Gateway' }) : route.fallback(),
    )
    const events = recordNetwork(page)
    await page.goto(appUrl('/index/2'))
    await expect(page.getByRole('button', { name: '重试' })).toBeVisible()
    expect(count(events, /^sent \/api\/report_template\/basic_info\?template_id=2$/)).toBe(1)

    // Another user signs in on this computer, and the gateway recovers.
    await signIn(request, 'shop-seller')
    gatewayDown = false
    await page.getByRole('button', { name: '重试' }).click()

    await expect(page.getByText('露米家居 Lumi Home')).toBeVisible()
    await expect(page.getByText('杭州青衫服饰 Qingshan Apparel')).toHaveCount(0)
    expect(count(events, /^sent \/api\/report_template\/basic_info\?template_id=2$/)).toBe(2)
  })

  test('a 401 fetched before signing in does not sign out the tab that follows a sign-in in another tab', async ({
    page,
    context,
    request,
  }) => {
    await request.post(appUrl('/api/user/logout'), { data: {} })
    await page.goto(appUrl('/index/2'))
    await expect(page).toHaveURL(/\/login\?redirect=/)

    await signIn(request, 'shop-seller')
    const other = await context.newPage()
    await other.goto(appUrl('/index/2'))
    await expect(other.getByText('露米家居 Lumi Home')).toBeVisible()

    // The first tab follows the sign-in to where it was going, and stays there.
    await expect(page).toHaveURL(appUrl('/index/2'))
    await expect(page.getByText('露米家居 Lumi Home')).toBeVisible()
    await expect(other).toHaveURL(appUrl('/index/2'))
  })
})

test('a seller whose connection drops after the first page is told the server cannot be reached', async ({
  page,
  context,
  request,
}) => {
  await signIn(request, 'shop-seller')
  // The toasts' code comes after the first page has shown, not with the first toast, when it may no longer come.
  const toastCode = page.waitForResponse(/\/assets\/notifications-[^/]+\.js$/)
  await page.goto(appUrl('/index/1'))
  await expect(page.getByRole('link', { name: '2026-W47' })).toBeVisible()
  await toastCode

  await context.setOffline(true)
  await page.getByRole('button', { name: '第 2 页' }).click()
  // After the automatic retries: the notification, and the rows' place saying what could not be shown.
  await expect(page.getByRole('alert').filter({ hasText: '请求异常，请稍后重试。' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText('报告加载失败。')).toBeVisible()
})
