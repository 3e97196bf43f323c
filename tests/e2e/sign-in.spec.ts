import { expect, test } from '@playwright/test'
import {
  appUrl,
  demoPersonas,
  english,
  exactAppUrl,
  openUserMenu,
  pickPersona,
  signIn,
  userMenuButton,
  reportListUrl,
} from './support'
import { personaKeys } from '../../src/mocks/personas'

test.use({ storageState: english })

test.describe('demo sign-in', () => {
  test('the sign-in card shows the product and one button per demo persona', async ({ page }) => {
    await page.goto('login')
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to read your operations reports' })).toBeVisible()
    await expect(page).toHaveTitle('Sign in - Seller Operations report')
    for (const key of personaKeys) {
      await expect(page.getByRole('button', { name: new RegExp(`^${demoPersonas[key].button}`) })).toHaveAttribute(
        'data-persona',
        key,
      )
    }
  })

  for (const key of personaKeys) {
    const persona = demoPersonas[key]
    test(`${key} lands on the report list with their name and ${persona.staff ? 'the' : 'no'} template entry`, async ({
      page,
    }) => {
      await signIn(page, key)
      await expect(page).toHaveTitle('Report list - Seller Operations report')
      await expect(page.getByRole('heading', { level: 1, name: 'Report list' })).toBeVisible()
      await expect(userMenuButton(page, key)).toContainText(persona.username)
      // The report pages carry the reader's watermark.
      await expect(page.getByTestId('watermark')).toHaveAttribute(
        'data-watermark-text',
        `${persona.username} ${persona.id}`,
      )

      const menu = await openUserMenu(page)
      await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeVisible()
      await expect(menu.getByRole('menuitem', { name: 'View report list' })).toHaveCount(0)
      if (persona.staff) {
        // The report list's menu leads to the templates, and the admin layout's menu back to the report list.
        await menu.getByRole('menuitem', { name: 'Manage report templates' }).click()
        await expect(page).toHaveURL(exactAppUrl('/template'))
        await expect(page).toHaveTitle('Report templates - Seller Operations report')
        const adminMenu = await openUserMenu(page)
        await expect(adminMenu.getByRole('menuitem', { name: 'Manage report templates' })).toBeVisible()
        await adminMenu.getByRole('menuitem', { name: 'View report list' }).click()
        await expect(page).toHaveURL(reportListUrl)
      } else {
        await expect(menu.getByRole('menuitem', { name: 'Manage report templates' })).toHaveCount(0)
      }
    })
  }

  test('a reload keeps the user signed in', async ({ page }) => {
    await signIn(page, 'shop-seller')
    await page.reload()
    await expect(page).toHaveURL(reportListUrl)
    await expect(userMenuButton(page, 'shop-seller')).toBeVisible()
  })

  test('/login while signed in goes to where a sign-in lands', async ({ page }) => {
    await signIn(page, 'staff-reader')
    await page.goto('login')
    await expect(page).toHaveURL(reportListUrl)
    await expect(userMenuButton(page, 'staff-reader')).toBeVisible()
  })
})

test.describe('the remembered place', () => {
  const deepLink = '/report/2/2026-10?site=SG'

  test('a deep link while signed out asks to sign in, then comes back to exactly that path and search', async ({
    page,
  }) => {
    await page.goto(deepLink.slice(1))
    await expect(page).toHaveURL(exactAppUrl(`/login?redirect=${encodeURIComponent(deepLink)}`))
    await expect(page.getByText('Sign in to continue to the page you asked for.')).toBeVisible()

    await pickPersona(page, 'shop-seller')
    await expect(page).toHaveURL(exactAppUrl(deepLink))
    await expect(page).toHaveTitle('Report details - Seller Operations report')
    await expect(userMenuButton(page, 'shop-seller')).toBeVisible()
  })

  const hostile = [
    '//evil.example',
    '//evil.example/sellers/report-platform/index',
    'https://evil.example/',
    '/\\evil.example',
    'javascript:alert(1)',
  ]
  for (const redirect of hostile) {
    test(`redirect=${redirect} is dropped: after sign-in the user stays on the app's origin`, async ({ page }) => {
      await page.goto(`login?redirect=${encodeURIComponent(redirect)}`)
      await pickPersona(page, 'merchant-seller')
      await expect(page).toHaveURL(reportListUrl)
      await expect(userMenuButton(page, 'merchant-seller')).toBeVisible()
      expect(new URL(page.url()).origin).toBe(new URL(appUrl('/')).origin)
    })
  }
})
