import { expect, test } from '@playwright/test'
import { english, exactAppUrl, openUserMenu, pickPersona, signIn } from './support'

test.use({ storageState: english })

const SESSION_EXPIRED = 'Session expired.'

test.describe('one session across tabs', () => {
  test('logging out in one tab signs every tab out at once, to the sign-in page, keeping nothing of the user', async ({ context }) => {
    const first = await context.newPage()
    await signIn(first, 'shop-seller')
    const second = await context.newPage()
    await second.goto('report/1/2026-W47')
    await expect(second.getByRole('heading', { level: 1, name: /Shop Weekly/ })).toBeVisible()

    await (await openUserMenu(first)).getByRole('menuitem', { name: 'Log out' }).click()
    await expect(second).toHaveURL(exactAppUrl('/login'), { timeout: 1000 })
    await expect(second.getByRole('heading', { level: 1, name: 'Sign in to read your operations reports' })).toBeVisible()
    await expect(second.getByText(/lumihome\.sg|Shop Weekly/)).toHaveCount(0)
    await expect(second.getByText(SESSION_EXPIRED)).toHaveCount(0)
  })

  test('a 401 in one tab ends the session in all, each saying so once; signing in again brings every tab back', async ({ context }) => {
    const first = await context.newPage()
    await signIn(first, 'shop-seller')
    await first.goto('report/1/2026-W46')
    await expect(first.getByRole('heading', { level: 1, name: /Shop Weekly/ })).toBeVisible()
    const second = await context.newPage()
    await second.goto('report/1/2026-W47')
    await expect(second.getByRole('heading', { level: 1, name: /Shop Weekly/ })).toBeVisible()

    // The server ends the session on its own (the demo backend, shared by the tabs, forgets the user).
    await first.evaluate(() => fetch('/sellers/report-platform/api/user/logout', { method: 'POST' }))
    // The first tab's next call answers 401.
    await first.getByRole('link', { name: '← Previous' }).click()
    await expect(first).toHaveURL(exactAppUrl(`/login?redirect=${encodeURIComponent('/report/1/2026-W45')}`))
    await expect(second).toHaveURL(exactAppUrl(`/login?redirect=${encodeURIComponent('/report/1/2026-W47')}`), { timeout: 1000 })
    for (const page of [first, second]) await expect(page.getByText(SESSION_EXPIRED)).toHaveCount(1)

    await pickPersona(first, 'shop-seller')
    await expect(first).toHaveURL(exactAppUrl('/report/1/2026-W45'))
    await expect(second).toHaveURL(exactAppUrl('/report/1/2026-W47'))
    await expect(second.getByRole('heading', { level: 1, name: /Shop Weekly/ })).toBeVisible()
  })
})
