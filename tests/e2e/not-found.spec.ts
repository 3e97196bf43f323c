import { expect, test, type Page } from '@playwright/test'
import { english, exactAppUrl, signIn, userMenuButton, reportListUrl } from './support'

test.use({ storageState: english })

const sorry = 'Sorry, the page you visited does not exist.'

async function expectNotFound(page: Page) {
  // Its sentence is the page's heading: a screen reader's list of headings names the page.
  await expect(page.getByRole('heading', { level: 1, name: sorry })).toBeVisible()
  await expect(page).toHaveTitle('Page not found - Seller Operations report')
}

test.describe('the 404 screen', () => {
  test('an unknown path shows it, and "Back Home" goes to the report list', async ({ page }) => {
    await signIn(page, 'merchant-seller')
    await page.goto('no/such/page')
    await expectNotFound(page)
    await page.getByRole('link', { name: 'Back Home' }).click()
    await expect(page).toHaveURL(reportListUrl)
    await expect(page).toHaveTitle('Report list - Seller Operations report')
    await expect(userMenuButton(page, 'merchant-seller')).toBeVisible()
  })

  test('a seller opening /template is sent to /404', async ({ page }) => {
    await signIn(page, 'shop-seller')
    await page.goto('template')
    await expect(page).toHaveURL(exactAppUrl('/404'))
    await expectNotFound(page)
    await page.getByRole('link', { name: 'Back Home' }).click()
    await expect(page).toHaveURL(reportListUrl)
  })

  test('a seller opening a draft preview is sent to /404', async ({ page }) => {
    await signIn(page, 'merchant-seller')
    await page.goto('preview/2')
    await expect(page).toHaveURL(exactAppUrl('/404'))
    await expectNotFound(page)
  })

  test('a template reader may list templates but not open the editor', async ({ page }) => {
    await signIn(page, 'staff-reader')
    await page.goto('template')
    await expect(page).toHaveURL(exactAppUrl('/template'))
    await expect(page).toHaveTitle('Report templates - Seller Operations report')
    await page.goto('template/1')
    await expect(page).toHaveURL(exactAppUrl('/404'))
    await expectNotFound(page)
  })

  test('a template admin may open the editor', async ({ page }) => {
    await signIn(page, 'staff-admin')
    await page.goto('template/1')
    await expect(page).toHaveURL(exactAppUrl('/template/1'))
    await expect(page).toHaveTitle('Edit template - Seller Operations report')
    await expect(page.getByText(sorry)).toHaveCount(0)
  })

  for (const path of [
    'report/abc',
    'report/0/2026-10',
    'report/1/bad%20period',
    'index/01',
    'template/0',
    'preview/-1',
  ]) {
    test(`invalid parameters (/${path}) show it`, async ({ page }) => {
      await signIn(page, 'staff-admin')
      await page.goto(path)
      await expectNotFound(page)
    })
  }
})
