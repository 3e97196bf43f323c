import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { english, signIn } from './support'

test.use({ storageState: english })

test('a seller downloads the key figures as a CSV that opens with its change from the previous week', async ({ page }) => {
  await signIn(page, 'shop-seller')
  await page.goto('report/1/2026-W47')
  const figures = page.getByTestId('key-figure')
  await expect(figures).toHaveCount(4)
  await expect(figures.first().getByTestId('figure-change')).toHaveText(/^[▲▼]? ?[+-]?\d+\.\d%$/)
  const shown = await figures.first().getByTestId('figure-change').innerText()

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
  const header = lines.indexOf('Key figure,This period,Previous period,Change')
  expect(header).toBeGreaterThan(0)
  const gmv = lines[header + 1] ?? ''
  expect(gmv.startsWith('GMV,"¥')).toBe(true)
  // The file's change is the one the page shows.
  expect(gmv.endsWith(`,${shown.replace(/^[▲▼] /, '')}`)).toBe(true)
  expect(lines.slice(header + 1).filter(Boolean)).toHaveLength(4)
})

test('a printed report shows each change, without the download', async ({ page }) => {
  await signIn(page, 'shop-seller')
  await page.goto('report/1/2026-W47')
  const change = page.getByTestId('key-figure').first().getByTestId('figure-change')
  await expect(change).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  await expect(change).toBeVisible()
  await expect(page.getByTestId('key-figure').first()).toContainText('vs. 2026-W46:')
  await expect(page.getByRole('button', { name: 'Download key figures (CSV)' })).toBeHidden()
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
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)
  })
})
