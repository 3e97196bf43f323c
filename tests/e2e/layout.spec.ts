import { expect, test, type Locator, type Page } from '@playwright/test'
import { english, signIn } from './support'

test.use({ storageState: english })

/** The width of the page's content column, as the browser lays it out. */
async function contentWidth(page: Page, path: string): Promise<number> {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const box = await page.getByTestId('page-column').boundingBox()
  if (!box) throw new Error(`no content column on ${path}`)
  return Math.round(box.width)
}

test.describe('seller page layout', () => {
  /**
   * Seller pages of templates whose reports show different things: a staff-only one with its previews, and a shop one.
   */
  const pages = {
    'staff-admin': ['index/4', 'report/4', 'preview/4', 'preview/report/4'],
    'shop-seller': ['index/1', 'report/1/2026-W47', 'report/1/2026-W30'],
  } as const
  for (const width of [1440, 390]) {
    for (const [persona, paths] of Object.entries(pages)) {
      test(`every seller page has one content width at ${width} px, whatever its template shows (${persona})`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 })
        await signIn(page, persona as keyof typeof pages)
        const widths: Record<string, number> = {}
        for (const path of paths) widths[path] = await contentWidth(page, path)
        // The container's one size, or the whole window below it.
        const expected = Math.min(width, 1200)
        expect(widths).toEqual(Object.fromEntries(paths.map((path) => [path, expected])))
      })
    }
  }

  test('at 1440 px four of five template tabs fit, only the fifth folds behind "More (1)", in both languages', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await signIn(page, 'staff-admin')
    for (const [locale, more] of [
      ['enUS', 'More (1)'],
      ['zhCN', '更多（1）'],
    ] as const) {
      await page.evaluate((value) => localStorage.setItem('locale', value), locale)
      await page.goto('index/1')
      const tabs = page.getByRole('navigation', { name: /^(Report templates|报告模板)$/ })
      const button = tabs.getByRole('button', { name: more })
      await expect(button).toBeVisible()
      await expect(tabs.getByRole('link')).toHaveCount(4)
      // One line: the last tab and the button beside it sit where the first tab does.
      const first = await tabs.getByRole('link').first().boundingBox()
      const last = await button.boundingBox()
      expect(first && last && Math.abs(first.y - last.y) < 2).toBe(true)
    }
  })

  test('the report list spaces its rows evenly, the first one as much as the rest', async ({ page }) => {
    await signIn(page, 'shop-seller')
    const list = page.getByRole('region', { name: 'Reports' })
    const items = page.getByTestId('report-list').locator(':scope > div')
    await expect(items).toHaveCount(20)
    const card = await list.boundingBox()
    const gaps: number[] = []
    for (let index = 0; index < 3; index += 1) {
      const item = await items.nth(index).boundingBox()
      const link = await items.nth(index).getByRole('link').boundingBox()
      if (!card || !item || !link) throw new Error('the list is not laid out')
      // From the line above the row (the card's edge, or the divider on the row's top) to its text.
      gaps.push(Math.round(link.y - (index === 0 ? card.y : item.y)))
    }
    expect(new Set(gaps).size, `gaps ${gaps.join(', ')}`).toBe(1)
  })

  test('the footer sits at the bottom of a short page, with nothing below it', async ({ page }) => {
    await signIn(page, 'shop-seller')
    // A staff-only template: the seller's page says so in a few lines.
    await page.goto('index/4')
    await expect(page.getByTestId('error-state')).toBeVisible()
    const footer = page.getByTitle('Site footer')
    await expect(footer).toBeVisible()
    const frame = await footer.boundingBox()
    if (!frame) throw new Error('no footer')
    const viewport = page.viewportSize()?.height ?? 0
    expect(Math.round(frame.y + frame.height)).toBe(viewport)
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(viewport)
  })

  test('at the end of the page the feedback button covers none of the last report rows', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await signIn(page, 'shop-seller')
    const rows = page.getByTestId('report-list').locator(':scope > div')
    await expect(rows).toHaveCount(20)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const button = await page.getByRole('button', { name: 'Feedback' }).boundingBox()
    const last = await rows.last().boundingBox()
    const pager = await page
      .getByRole('button', { name: /^Page \d+$/ })
      .last()
      .boundingBox()
    if (!button || !last || !pager) throw new Error('no feedback button, rows or pager')
    expect(button.y).toBeGreaterThanOrEqual(last.y + last.height)
    expect(button.y).toBeGreaterThanOrEqual(pager.y + pager.height)
  })

  test('at 390 px Previous, the period and Next stay on one line', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await signIn(page, 'shop-seller')
    await page.goto('report/1/2026-W46')
    const previous = await page.getByRole('link', { name: '← Previous' }).boundingBox()
    const period = await page.getByRole('button', { name: /^Report period/ }).boundingBox()
    const next = await page.getByRole('link', { name: 'Next →' }).boundingBox()
    if (!previous || !period || !next) throw new Error('the period navigation is not laid out')
    expect(new Set([previous.y, period.y, next.y].map(Math.round)).size).toBe(1)
    expect(next.x + next.width).toBeLessThanOrEqual(390)
  })

  test('at 320 px a weekly range fits the screen: the page does not scroll sideways', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 })
    await signIn(page, 'shop-seller')
    await page.goto('index/1?from=2026-W36&to=2026-W47')
    const to = page.getByRole('button', { name: /^To period: 2026-W47/ })
    await expect(to).toBeVisible()
    const box = await to.boundingBox()
    if (!box) throw new Error('the range is not laid out')
    expect(box.x + box.width).toBeLessThanOrEqual(320)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  })

  test('the feedback button covers none of the footer', async ({ page }) => {
    await signIn(page, 'shop-seller')
    const footer = page.getByTitle('Site footer')
    await expect(footer).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const button = await page.getByRole('button', { name: 'Feedback' }).boundingBox()
    const frame = await footer.boundingBox()
    if (!button || !frame) throw new Error('no footer or feedback button')
    expect(
      button.y + button.height <= frame.y || button.y >= frame.y + frame.height || button.x >= frame.x + frame.width,
    ).toBe(true)
  })
})

/**
 * Opens a page on a slow phone's processor (4x slower) and sums its layout shifts (as the browser
 * reports them, none caused by input) until `ready` shows and two more frames have passed: what a
 * person sees jump while the page opens.
 */
async function shiftWhileOpening(page: Page, path: string, ready: (page: Page) => Locator): Promise<number> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.addInitScript(() => {
    const tally = { shift: 0 }
    Object.assign(window, { __layoutShift: tally })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) tally.shift += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto(path)
  await expect(ready(page)).toBeVisible()
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve((window as unknown as { __layoutShift: { shift: number } }).__layoutShift.shift),
          ),
        ),
      ),
  )
}

test.describe('nothing jumps while a page opens', () => {
  test('the report list: its template links come into a line kept for them', async ({ page }) => {
    await signIn(page, 'shop-seller')
    const shift = await shiftWhileOpening(page, 'index/1', (page) =>
      page.getByRole('navigation', { name: 'Report templates' }).getByRole('link', { name: 'Shop Weekly' }),
    )
    expect(shift).toBe(0)
  })

  test('the template editor: its choices among a few values come into a space kept for them', async ({ page }) => {
    await signIn(page, 'staff-admin')
    const shift = await shiftWhileOpening(page, 'template/1', (page) =>
      page.getByRole('radiogroup', { name: 'Period type' }),
    )
    expect(shift).toBe(0)
  })
})
