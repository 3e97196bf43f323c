import { expect, test, type Locator } from '@playwright/test'
import { demoPersonas, english, exactAppUrl, signIn } from './support'

test.use({ storageState: english })

const PROJECT_ID = 'report-platform-demo' // .env.demo: VITE_PROJECT_ID

async function heightOf(frame: Locator): Promise<number> {
  return frame.evaluate((element) => Math.round(element.getBoundingClientRect().height))
}

/** The frame's height once it equals its footer's own height (the footer posted it). */
async function settledHeight(frame: Locator): Promise<number> {
  const footer = frame.contentFrame().locator('#footer')
  let height = 0
  await expect
    .poll(async () => {
      height = await heightOf(frame)
      const content = await footer.evaluate((element) => Math.ceil(element.getBoundingClientRect().height))
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
