import { expect, test, type Page } from '@playwright/test'
import { demoPersonas, english, exactAppUrl, openUserMenu, ownerOptions, pickPersona, signIn } from './support'

test.use({ storageState: english })

/** The query of a frame's address, as the embedded dashboard receives it. */
async function frameParams(page: Page, title: string) {
  const src = await page.getByTitle(title, { exact: true }).getAttribute('src')
  return new URL(src ?? '', 'http://localhost').searchParams
}

test.describe('seller reports', () => {
  test('a deep link signed out opens its report after sign-in; period and filter follow in the URL and frames', async ({
    page,
  }) => {
    await page.goto('report/1/2026-W45?channel=mall')
    await pickPersona(page, 'shop-seller')
    await expect(page).toHaveURL(exactAppUrl('/report/1/2026-W45?channel=mall'))
    await expect(page.getByRole('heading', { level: 1, name: /Shop Weekly/ })).toBeVisible()
    await expect(page.getByTestId('key-figure')).toHaveCount(4)
    await expect(page).toHaveTitle('Report details - Seller Operations report')

    // The embedded dashboard shows what it was given.
    const trend = page.frameLocator('iframe[title="销售趋势 Sales trend"]')
    await expect(trend.getByTestId('embed-period')).toContainText('2026-W45')
    expect((await frameParams(page, '销售趋势 Sales trend')).get('channel')).toBe('mall')

    await page.getByRole('link', { name: 'Next →' }).click()
    await expect(page).toHaveURL(exactAppUrl('/report/1/2026-W46?channel=mall'))
    await expect(trend.getByTestId('embed-period')).toContainText('2026-W46')

    await page.getByRole('combobox', { name: '渠道 Channel' }).selectOption({ label: '直播 Live' })
    await expect(page).toHaveURL(exactAppUrl('/report/1/2026-W46?channel=live'))
    await expect.poll(async () => (await frameParams(page, '销售趋势 Sales trend')).get('channel')).toBe('live')
    await expect(trend.getByTestId('embed-params')).toContainText('channel=live')

    await page.goBack()
    await expect(page).toHaveURL(exactAppUrl('/report/1/2026-W46?channel=mall'))
  })

  test('a merchant seller picks a merchant, then switches it, and the figures follow', async ({ page }) => {
    await signIn(page, 'merchant-seller')
    await page.goto('report/2/2026-11')
    await expect(page.getByRole('heading', { name: 'Choose a merchant to see its reports' })).toBeVisible()
    await ownerOptions(page).first().click()
    await expect(page.getByTestId('key-figure').first()).toBeVisible()
    const before = await page.getByTestId('key-figure').first().textContent()
    const merchant = await page.getByTestId('current-owner').textContent()

    await page.getByRole('button', { name: 'Switch merchant' }).click()
    const dialog = page.getByRole('dialog', { name: 'Choose a merchant' })
    await ownerOptions(dialog).nth(2).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('current-owner')).not.toHaveText(merchant ?? '')
    await expect(page.getByTestId('key-figure').first()).not.toHaveText(before ?? '')
  })

  test('a shop seller downloads the terms, accepts an NDA and reads the confidential reports', async ({ page }) => {
    await signIn(page, 'shop-seller')
    await page.goto('index/3')
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    // The agreement's terms come as a file, saved under its own name.
    const download = page.waitForEvent('download')
    await dialog.getByRole('link', { name: /^ads-data-terms\.pdf, \d+ KB$/ }).click()
    expect((await download).suggestedFilename()).toBe('ads-data-terms.pdf')
    await dialog.getByRole('button', { name: 'Decline' }).click()
    await expect(page.getByText('You declined the non-disclosure agreement, so its reports stay hidden.')).toBeVisible()
    await page.getByRole('button', { name: 'Read the agreement again' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Accept' }).click()
    await expect(page.getByRole('region', { name: 'Reports' })).toBeVisible()
    await page.getByRole('region', { name: 'Reports' }).getByRole('link').first().click()
    await expect(page.getByTestId('key-figure').first()).toBeVisible()
    // Accepted once, the agreement is not asked again after a reload.
    await page.reload()
    await expect(page.getByTestId('key-figure').first()).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('a staff reader previews a draft, and every link stays in the preview', async ({ page }) => {
    await signIn(page, 'staff-reader')
    await page.goto('preview/2')
    await expect(page.getByTestId('draft-badge')).toBeVisible()
    await expect(page.getByTestId('watermark')).toHaveAttribute('data-watermark-text', 'preview mode (draft version)')
    await ownerOptions(page).first().click()
    await expect(page.getByRole('heading', { level: 2, name: /v2/ })).toBeVisible()
    await page.getByRole('region', { name: 'Reports' }).getByRole('link').first().click()
    await expect(page).toHaveURL(/\/sellers\/report-platform\/preview\/report\/2\/2026-11$/)
    await expect(page).toHaveTitle('Report details (draft preview) - Seller Operations report')
    // The draft has components the published version does not.
    await expect(page.getByText('ROAS')).toBeVisible()
    await page.getByRole('link', { name: '← Previous' }).click()
    await expect(page).toHaveURL(/\/preview\/report\/2\/2026-10$/)
  })

  test('a bad list search param falls back instead of failing', async ({ page }) => {
    await signIn(page, 'shop-seller')
    await page.goto('index/1?page=-4&page_size=lots')
    await expect(page.getByRole('region', { name: 'Reports' }).getByRole('link')).toHaveCount(20)
    await expect(page.getByRole('region', { name: 'Reports' }).getByRole('link').first()).toHaveText(/^2026-W47 · /)
  })
})

test.describe('on a phone (390 px wide)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the merchant bar fits the screen in English, and the menu says who is signed in', async ({ page }) => {
    await signIn(page, 'merchant-seller')
    await page.goto('index/2')
    await ownerOptions(page).first().click()
    await expect(page.getByTestId('current-owner')).toBeInViewport({ ratio: 1 })
    await expect(page.getByRole('button', { name: 'Switch merchant' })).toBeInViewport({ ratio: 1 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    )
    const menu = await openUserMenu(page)
    await expect(menu).toContainText('Signed in as')
    await expect(menu).toContainText(demoPersonas['merchant-seller'].username)
  })
})
