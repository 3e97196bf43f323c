import { readFile } from 'node:fs/promises'
import { expect, test, type Locator } from '@playwright/test'
import { english, signIn } from './support'

test.use({ storageState: english })

/**
 * What a trend line's canvas shows: how many stretches of line (runs of columns with anything drawn
 * in them), and where the current period's mark (the theme's darker blue) is, as a share of the width.
 */
async function drawing(trend: Locator) {
  return trend.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
    const { width, height } = canvas
    const context = canvas.getContext('2d')
    if (!context) return null
    const pixels = context.getImageData(0, 0, width, height).data
    const probe = document.createElement('canvas').getContext('2d')
    if (probe) probe.fillStyle = getComputedStyle(canvas).getPropertyValue('--mantine-color-blue-8')
    const mark = String(probe?.fillStyle)
    const colour = (index: number) =>
      `#${[0, 1, 2].map((channel) => (pixels[index + channel] ?? 0).toString(16).padStart(2, '0')).join('')}`
    let stretches = 0
    let markedAt = -1
    let inked = false
    for (let x = 0; x < width; x++) {
      const column = Array.from({ length: height }, (_, y) => (y * width + x) * 4)
      if (markedAt < 0 && column.some((index) => pixels[index + 3] === 255 && colour(index) === mark)) markedAt = x
      const inkedNow = column.some((index) => (pixels[index + 3] ?? 0) > 0)
      if (inkedNow && !inked) stretches++
      inked = inkedNow
    }
    return { stretches, mark: markedAt < 0 ? null : markedAt / width }
  })
}

test('a seller downloads the key figures as a CSV that opens with its change from the previous week', async ({
  page,
}) => {
  await signIn(page, 'shop-seller')
  await page.goto('report/1/2026-W47')
  const figures = page.getByTestId('key-figure')
  await expect(figures).toHaveCount(4)
  await expect(figures.first().getByTestId('figure-change')).toHaveText(/^[▲▼]? ?[+-]?\d+\.\d%$/)
  const shown = await figures.first().getByTestId('figure-change').innerText()

  let downloads = 0
  page.on('download', () => void downloads++)
  const saving = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download key figures (CSV)' }).click()
  const download = await saving
  expect(download.suggestedFilename()).toBe('店铺经营周报 Shop Weekly 2026-W47.csv')
  const bytes = await readFile(await download.path())
  // The byte-order mark, so a spreadsheet reads the Chinese as UTF-8.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const lines = bytes.subarray(3).toString('utf8').split('\r\n')
  expect(lines[0]).toBe('Report template,店铺经营周报 Shop Weekly')
  expect(lines).toContain('Report period,2026-W47')
  expect(lines).toContain('Previous period,2026-W46')
  expect(lines).toContain('Same period last year,2025-W47')
  const header = lines.indexOf(
    'Key figure,This period,Previous period,Change,Same period last year,Year-on-year change',
  )
  expect(header).toBeGreaterThan(0)
  const gmv = lines[header + 1] ?? ''
  expect(gmv.startsWith('GMV,"¥')).toBe(true)
  // The file's change is the one the page shows.
  expect(gmv).toContain(`,${shown.replace(/^[▲▼] /, '')},`)
  expect(lines.slice(header + 1, lines.indexOf('', header))).toHaveLength(4)
  // Then the figures over time: a row for each of the thirteen weeks up to this one.
  const series = lines.indexOf('Report period,GMV,订单数 Orders,转化率 Conversion rate,客单价 AOV')
  expect(lines.slice(series + 1).filter(Boolean)).toHaveLength(13)
  // One press, one file, though the press also brought the file's code.
  expect(downloads).toBe(1)
})

test('each key figure has a trend line, summed for screen readers, read point by point by hover and keyboard', async ({
  page,
}) => {
  await page.addInitScript(() => {
    // The frame in which the first key figure is painted.
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-testid="key-figure"]')) return
      observer.disconnect()
      requestAnimationFrame((time) => document.documentElement.setAttribute('data-figure-frame', String(time)))
    }).observe(document, { subtree: true, childList: true })
  })
  await signIn(page, 'shop-seller')
  await page.goto('report/1/2026-W47')
  const gmv = page.getByTestId('key-figure').first()
  const trend = gmv.getByTestId('figure-trend')
  // One line, the current week marked at its right end.
  await expect.poll(() => drawing(trend)).toMatchObject({ stretches: 1, mark: expect.any(Number) })
  expect((await drawing(trend))?.mark).toBeGreaterThan(0.9)
  await expect(trend.getByTestId('trend-summary')).toHaveText(
    new RegExp(
      /^Last 13 weeks: lowest ¥[\d,]+ \(2026-W\d\d · .+\), highest ¥[\d,]+ \(2026-W\d\d · .+\), /.source +
        /this period ¥[\d,]+ \(2026-W47 · 16 Nov – 22 Nov\)\.$/.source,
    ),
  )
  await expect(gmv.getByTestId('figure-change-year')).toHaveText(/^[▲▼]? ?[+-]?[\d,]+\.\d%$/)
  await expect(gmv).toContainText(/vs\. 2025-W47: ¥[\d,]+/)
  // The line's calls went out after that frame: they held up no figure.
  const { figureFrame, seriesStart } = await page.evaluate(() => ({
    figureFrame: Number(document.documentElement.getAttribute('data-figure-frame')),
    seriesStart: Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter(({ name }) => name.includes('period_from=') || name.includes('report_period=2025-W47'))
        .map((entry) => entry.startTime),
    ),
  }))
  expect(figureFrame).toBeGreaterThan(0)
  expect(seriesStart).toBeLessThan(Infinity)
  expect(seriesStart).toBeGreaterThan(figureFrame)

  // On hover: the period under the pointer and its value. The right end is this week.
  const line = trend.getByRole('application', { name: 'Trend of GMV' })
  const box = await line.boundingBox()
  if (!box) throw new Error('no trend line')
  await page.mouse.move(box.x + box.width - 8, box.y + box.height / 2)
  const tip = trend.getByTestId('trend-tip')
  await expect(tip).toContainText('2026-W47 · 16 Nov – 22 Nov')
  await expect(tip).toContainText((await gmv.locator('p').nth(1).innerText()).trim())

  // With the keyboard: focus starts at the oldest week, and the arrows move along the line.
  await page.mouse.move(0, 0)
  await line.focus()
  await expect(tip).toContainText('2026-W35')
  await page.keyboard.press('ArrowRight')
  await expect(tip).toContainText(/2026-W36 · .+¥[\d,]+/)
})

test('a printed report shows each change and trend line, without the download', async ({ page }, testInfo) => {
  await page.addInitScript(() => {
    // Stands in for the browser's print dialog: how many trend lines the printout would hold.
    window.print = () =>
      document.body.setAttribute(
        'data-printed-trends',
        String(document.querySelectorAll('[data-testid="figure-trend"] canvas').length),
      )
  })
  await signIn(page, 'shop-seller')
  await page.goto('report/1/2026-W47')
  const change = page.getByTestId('key-figure').first().getByTestId('figure-change')
  await expect(change).toBeVisible()
  // The Print button waits for the lines, as for the dashboards.
  await page.getByRole('button', { name: 'Print' }).click()
  await expect(page.locator('body')).toHaveAttribute('data-printed-trends', '4')
  await page.emulateMedia({ media: 'print' })
  await expect(change).toBeVisible()
  await expect(page.getByTestId('key-figure').first()).toContainText('vs. 2026-W46:')
  await expect(page.getByTestId('key-figure').first()).toContainText('vs. 2025-W47:')
  await expect(page.getByRole('button', { name: 'Download key figures (CSV)' })).toBeHidden()
  // On paper each line fits its card.
  for (const figure of await page.getByTestId('key-figure').all()) {
    const [card, line] = await Promise.all([
      figure.boundingBox(),
      figure.getByTestId('figure-trend').locator('canvas').boundingBox(),
    ])
    expect(line && card && line.width > 0 && line.x + line.width <= card.x + card.width).toBe(true)
  }
  await page.pdf({ path: testInfo.outputPath('key-figures.pdf'), format: 'A4' })
})

test.describe('on a phone (390 px wide)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('key figures sit two to a row, within the screen', async ({ page }) => {
    await signIn(page, 'shop-seller')
    await page.goto('report/1/2026-W47')
    const figures = page.getByTestId('key-figure')
    await expect(figures).toHaveCount(4)
    await expect(figures.first().getByTestId('figure-change')).toBeVisible()
    const boxes = await Promise.all([0, 1, 2].map(async (index) => figures.nth(index).boundingBox()))
    expect(boxes[1]?.y).toBe(boxes[0]?.y)
    expect(boxes[2]?.y).toBeGreaterThan((boxes[0]?.y ?? 0) + (boxes[0]?.height ?? 0) - 1)
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    )
  })
})

test('a week that could not be read is a gap the line does not cross, and no notification', async ({ page }) => {
  await page.addInitScript(() => {
    const original = window.fetch.bind(window)
    window.fetch = async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), window.location.href)
      if (url.pathname.endsWith('/report/info') && url.searchParams.get('report_period') === '2026-W40') {
        return new Response(JSON.stringify({ code: 500, msg: 'Week 40 is being recomputed.' }), {
          status: 500,
          headers: { 'Content-Type': 'application/json' },
        })
      }
      return original(input, init)
    }
  })
  await signIn(page, 'shop-seller')
  await page.goto('report/1/2026-W47')
  const trend = page.getByTestId('key-figure').first().getByTestId('figure-trend')
  await expect(trend.getByTestId('trend-summary')).toHaveText(/ 1 period has no value\.$/)
  // Two stretches of line, one each side of the gap.
  await expect.poll(async () => (await drawing(trend))?.stretches).toBe(2)
  await expect(page.getByText('Week 40 is being recomputed.')).toHaveCount(0)
  await trend.screenshot({ path: test.info().outputPath('gap.png') })
})
