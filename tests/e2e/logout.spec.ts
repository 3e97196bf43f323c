import { expect, test } from '@playwright/test'
import { english, exactAppUrl, openUserMenu, signIn } from './support'

test.use({ storageState: english })

test('logging out from a staff page: the sign-in page, no error and nothing remembered for the next person', async ({
  page,
}) => {
  await signIn(page, 'staff-admin')
  await page.goto('template')
  await expect(page.getByRole('heading', { name: 'Report templates' })).toBeVisible()
  const menu = await openUserMenu(page)
  const logout = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/user/logout'))
  await menu.getByRole('menuitem', { name: 'Log out' }).click()
  await logout
  // A deliberate logout keeps no way back to the old user's page and says nothing went wrong.
  await expect(page).toHaveURL(exactAppUrl('/login'))
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to read your operations reports' })).toBeVisible()
  await expect(page.getByText('Sign in to continue to the page you asked for.')).toHaveCount(0)
  await expect(page.getByText('Session expired.')).toHaveCount(0)
  await expect(page.getByTestId('user-menu')).toHaveCount(0)

  // Signed out for the server too: a reload of a guarded page asks to sign in.
  await page.goto('template')
  await expect(page).toHaveURL(exactAppUrl(`/login?redirect=${encodeURIComponent('/template')}`))
  await expect(page.getByRole('button', { name: /^Staff: template admin/ })).toBeVisible()

  await page.goto('index')
  await expect(page).toHaveURL(exactAppUrl(`/login?redirect=${encodeURIComponent('/index')}`))

  // Back-navigation does not show the old user's page either.
  await page.goBack()
  await expect(page).toHaveURL(/\/login\?redirect=/)
  await expect(page.getByTestId('user-menu')).toHaveCount(0)
})
