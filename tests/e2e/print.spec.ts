import { execFileSync } from 'node:child_process'
import { expect, test, type Page } from '@playwright/test'
import { english, signIn } from './support'

// A seller in UTC+8 on a laptop: the two dashboards of the report are below the fold or partly so.
test.use({ storageState: english, timezoneId: 'Asia/Shanghai', viewport: { width: 1280, height: 720 } })

const TREND = '销售趋势 Sales trend'
const TRAFFIC = '流量来源 Traffic sources'
/** The height the demo template gives the trend dashboard. */
const TREND_TEMPLATE_HEIGHT = 720
/** How long the Print button waits for the dashboards before it prints what there is. */
const PRINT_WAIT_MS = 15_000

declare global {
  interface Window {
    /** Each call of the browser's print: the titles of the dashboards whose page had loaded by then. */
    printed?: (string | null)[][]
  }
}

/** Stands in for the browser's print dialog, noting what the printout would hold. */
async function notePrinting(page: Page) {
  await page.addInitScript(() => {
    if (window.top !== window) return
    window.print = () => {
      const frames = [...document.querySelectorAll<HTMLIFrameElement>('iframe[title]')].filter((frame) =>
        frame.closest('section'),
      )
      const loaded = frames.map(
        (frame) => frame.contentDocument?.querySelector('[data-testid="embed-title"]')?.textContent ?? null,
      )
      window.printed = [...(window.printed ?? []), loaded]
    }
  })
}

const printed = (page: Page) => page.evaluate(() => window.printed ?? [])

type PrintedWord = { page: number; text: string; top: number; bottom: number }

/**
 * Each word of a printout (poppler's pdftotext), with its page (from 1) and its top and bottom in
 * points from the page's top; and how many pages it has.
 */
function printedWords(pdf: string): { words: PrintedWord[]; pages: number } {
  const html = execFileSync('pdftotext', ['-bbox', pdf, '-'], { encoding: 'utf8' })
  const words: PrintedWord[] = []
  let page = 0
  for (const match of html.matchAll(
    /<page |<word xMin="[^"]*" yMin="([^"]*)" xMax="[^"]*" yMax="([^"]*)">([^<]*)<\/word>/g,
  )) {
    if (match[0] === '<page ') page += 1
    else words.push({ page, text: match[3] ?? '', top: Number(match[1]), bottom: Number(match[2]) })
  }
  return { words, pages: page }
}

test.describe('printing a report', () => {
  test('the Print button loads every dashboard first and prints it with a heading and the watermark', async ({
    page,
  }, testInfo) => {
    await notePrinting(page)
    await signIn(page, 'shop-seller')
    await page.goto('report/1/2026-W47?channel=live')
    await expect(page.getByRole('heading', { name: /Shop Weekly/, level: 1 })).toBeVisible()
    await expect(page.locator(`iframe[title="${TRAFFIC}"]`)).toHaveCount(0)

    await page.getByRole('button', { name: 'Print' }).click()
    await expect.poll(() => printed(page)).toEqual([[TREND, TRAFFIC]])

    await page.emulateMedia({ media: 'print' })
    const heading = page.getByTestId('print-heading')
    await expect(heading).toBeVisible()
    await expect(heading.getByRole('heading', { level: 1 })).toHaveText('店铺经营周报 Shop Weekly')
    await expect(heading).toContainText('2026-W47')
    await expect(heading).toContainText(/Shop\s*Lumi Home Official Store \(SG\)/)
    // Named once on paper: in the heading, not in the bar above the report as well.
    await expect(page.getByTestId('current-owner')).toBeHidden()
    await expect(heading).toContainText(/渠道 Channel\s*直播 Live/)
    await expect(heading).toContainText(/Printed \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} GMT\+8 by lumihome\.sg/)
    await expect(page.getByTestId('watermark')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden()
    await expect(page.getByTestId('embed-skeleton')).toHaveCount(0)
    // Chromium's own printout of the page, to be looked at.
    await page.pdf({ path: testInfo.outputPath('report.pdf'), format: 'A4' })
  })

  test("the browser's own print starts every dashboard at once and dates the heading", async ({ page }, testInfo) => {
    await signIn(page, 'shop-seller')
    await page.goto('report/1/2026-W47')
    await expect(page.locator(`iframe[title="${TREND}"]`).contentFrame().getByTestId('embed-title')).toHaveText(TREND)
    await expect(page.locator(`iframe[title="${TRAFFIC}"]`)).toHaveCount(0)
    await expect(page.getByTestId('print-heading')).toBeAttached()

    // Chromium's own print (as from its menu or Ctrl+P: `beforeprint`, then the printout at once).
    await page.pdf({ path: testInfo.outputPath('own-print.pdf'), format: 'A4' })
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByTestId('print-heading')).toContainText(
      /Printed \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} GMT\+8 by lumihome\.sg/,
    )
    await expect(page.locator(`iframe[title="${TRAFFIC}"]`).contentFrame().getByTestId('embed-title')).toHaveText(
      TRAFFIC,
    )
  })

  test("the browser's own print right after the title shows, on a slow phone's CPU, has the whole heading", async ({
    page,
  }, testInfo) => {
    await signIn(page, 'shop-seller')
    // A slow phone: the main thread four times slower.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.goto('report/1/2026-W47?channel=live')
    await expect(page.getByRole('heading', { name: /Shop Weekly/, level: 1 })).toBeVisible()
    // No waiting for anything else: Chromium's own print at once, as from its menu.
    const pdf = testInfo.outputPath('early-print.pdf')
    await page.pdf({ path: pdf, format: 'A4' })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    // What the printout says (poppler's pdftotext; .ci/run installs it).
    const printout = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ')
    expect(printout).toContain('Shop Weekly')
    expect(printout).toContain('2026-W47')
    expect(printout).toMatch(/Shop Lumi Home Official Store \(SG\)/)
    expect(printout).toMatch(/Channel .*Live/)
    expect(printout).toMatch(/Printed \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} GMT\+8 by lumihome\.sg/)
  })

  test('a dashboard prints at the height its page reported, uncut', async ({ page }, testInfo) => {
    await signIn(page, 'shop-seller')
    await page.goto('report/1/2026-W47')
    const frame = page.locator(`iframe[title="${TREND}"]`)
    const dashboard = frame.contentFrame()
    await dashboard.getByRole('button', { name: 'Show details ▾' }).click()
    // The last line of the part just opened, below the template's height for this dashboard.
    const lastLine = dashboard.getByRole('row').last()
    const lastValue = (await lastLine.getByRole('cell').last().textContent()) ?? ''
    await expect
      .poll(() => frame.evaluate((element) => element.getBoundingClientRect().height))
      .toBeGreaterThan(TREND_TEMPLATE_HEIGHT)
    await expect
      .poll(() => lastLine.evaluate((row) => row.getBoundingClientRect().bottom))
      .toBeGreaterThan(TREND_TEMPLATE_HEIGHT)

    const pdf = testInfo.outputPath('fitted-print.pdf')
    await page.pdf({ path: pdf, format: 'A4' })
    const printout = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ')
    expect(printout).toContain('Hide details')
    expect(printout).toMatch(new RegExp(`\\b12 ${lastValue}\\b`))
  })

  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${viewport.width} px a printout starts at the top of page 1, each dashboard as tall as reported`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(viewport)
      await notePrinting(page)
      await signIn(page, 'shop-seller')
      await page.goto('report/1/2026-W47')
      await expect(page.getByRole('heading', { name: /Shop Weekly/, level: 1 })).toBeVisible()
      // The Print button: every dashboard loaded, and sized as it reported.
      await page.getByRole('button', { name: 'Print' }).click()
      await expect.poll(() => printed(page)).toEqual([[TREND, TRAFFIC]])

      // A4 with the margins a browser's print dialog gives by default (about 10 mm).
      const a4 = testInfo.outputPath('a4.pdf')
      await page.pdf({ path: a4, format: 'A4', margin: { top: '10mm', right: '10mm', bottom: '10mm', left: '10mm' } })
      const margin = (10 / 25.4) * 72
      const { words, pages } = printedWords(a4)
      // The report's title opens page 1 (the page adds no space of its own above it), the first
      // dashboard follows on that page, and no page is blank.
      const title = words.find((word) => word.text === '店铺经营周报')
      expect(title).toMatchObject({ page: 1 })
      expect((title?.bottom ?? Infinity) - margin).toBeLessThan(48)
      expect(words.find((word) => word.text === 'trend')).toMatchObject({ page: 1 })
      // Each key figure's value on one line: the cards are narrower on paper.
      expect(words.map((word) => word.text)).toContain('¥1,886,518')
      for (let page = 1; page <= pages; page++)
        expect(words.filter((word) => word.page === page).length, `words on page ${page}`).toBeGreaterThan(0)

      // On a sheet long enough for the whole report: under the trend dashboard's last line, only the
      // space between two sections (their padding and the gap) before the next one's title.
      const long = testInfo.outputPath('long.pdf')
      await page.pdf({ path: long, width: '210mm', height: '1500mm' })
      const all = printedWords(long).words
      const lastLine = all.filter((word) => word.text === 'above.')
      const nextTitle = all.find((word) => word.text === 'Traffic')
      expect(lastLine).toHaveLength(2)
      expect(nextTitle).toBeDefined()
      const gap = (nextTitle?.top ?? 0) - (lastLine[0]?.bottom ?? 0)
      expect(gap).toBeGreaterThan(0)
      expect(gap).toBeLessThan(60)
    })
  }

  test('after the time limit the Print button prints what there is, saying which dashboard had not loaded', async ({
    page,
    context,
  }) => {
    await notePrinting(page)
    await page.clock.install()
    await signIn(page, 'shop-seller')
    // The traffic dashboard's host never answers.
    await context.route(
      (url) =>
        url.pathname.endsWith('/demo-frames/metabase.html') && url.searchParams.get('component') === 't1-traffic',
      () => {},
    )
    await page.goto('report/1/2026-W47')
    await expect(page.locator(`iframe[title="${TREND}"]`).contentFrame().getByTestId('embed-title')).toHaveText(TREND)

    await page.getByRole('button', { name: 'Print' }).click()
    await expect(page.locator(`iframe[title="${TRAFFIC}"]`)).toHaveCount(1)
    await expect(page.getByRole('status').filter({ hasText: 'Loading the dashboards to print' })).toHaveText(
      /Loading the dashboards to print: 1 of 2/,
    )
    expect(await printed(page)).toEqual([])
    await page.clock.fastForward(PRINT_WAIT_MS)
    await expect.poll(() => printed(page)).toEqual([[TREND, null]])

    await page.emulateMedia({ media: 'print' })
    await expect(
      page
        .getByRole('region', { name: TRAFFIC })
        .getByText(
          `“${TRAFFIC}” had not loaded when this page was printed. The Print button on the page waits for it.`,
        ),
    ).toBeVisible()
  })
})
