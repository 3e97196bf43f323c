import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { BASE_PATH, ORIGIN } from './support'
import type { PersonaKey } from '../../src/mocks/personas'

/**
 * Every screen, in both languages, signed in as the persona who sees it, checked by axe against
 * WCAG 2.1 A and AA: no serious or critical violation. Overlays (menus, dialogs, pickers) are checked
 * open, where their markup is on the page.
 */

type Screen = {
  name: string
  path: string
  as: PersonaKey | null
  /** What shows once the screen is ready, and what to open on it first. */
  ready: (page: Page) => Promise<void>
}

const heading = (page: Page, level: number) => expect(page.getByRole('heading', { level }).first()).toBeVisible()

const screens: Screen[] = [
  { name: 'sign-in', path: '/login', as: null, ready: (page) => heading(page, 1) },
  { name: 'staff sign-in', path: '/staff/login', as: null, ready: (page) => heading(page, 1) },
  {
    name: 'report list (shop seller)',
    path: '/index/1',
    as: 'shop-seller',
    ready: async (page) => {
      await expect(page.getByTestId('report-list')).toBeVisible()
    },
  },
  {
    name: 'report list with the user menu open',
    path: '/index/4',
    as: 'staff-admin',
    ready: async (page) => {
      await expect(page.getByTestId('report-list')).toBeVisible()
      await page.getByTestId('user-menu').click()
      await expect(page.getByRole('menu')).toBeVisible()
    },
  },
  {
    name: 'report list with the period picker open',
    path: '/index/1',
    as: 'shop-seller',
    ready: async (page) => {
      await page.getByRole('button', { name: /^(From period|起始周期)/ }).click()
      await expect(page.getByRole('option').first()).toBeVisible()
    },
  },
  {
    name: 'merchant picker',
    path: '/index/2',
    as: 'merchant-seller',
    ready: async (page) => {
      await expect(page.getByRole('list', { name: /Merchants to choose from|可选商户/ }).getByRole('button').first()).toBeVisible()
    },
  },
  { name: 'NDA dialog', path: '/index/3', as: 'shop-seller', ready: (page) => expect(page.locator('#nda-content')).toBeVisible() },
  {
    name: 'report page',
    path: '/report/1/2026-W47',
    as: 'shop-seller',
    ready: async (page) => {
      await expect(page.getByTestId('key-figure').first()).toBeVisible()
    },
  },
  {
    name: 'switch merchant dialog',
    path: '/report/2/2026-11',
    as: 'staff-reader',
    ready: async (page) => {
      await page.getByRole('list', { name: /Merchants to choose from|可选商户/ }).getByRole('button').first().click()
      await page.getByRole('button', { name: /Switch merchant|切换商户/ }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
    },
  },
  {
    name: 'draft preview',
    path: '/preview/report/1',
    as: 'staff-reader',
    ready: async (page) => {
      await page.getByRole('list', { name: /Shops to choose from|可选店铺/ }).getByRole('button').first().click()
      await expect(page.getByTestId('key-figure').first()).toBeVisible()
    },
  },
  { name: 'template list', path: '/template', as: 'staff-admin', ready: (page) => expect(page.getByRole('table')).toBeVisible() },
  { name: 'template editor', path: '/template/1', as: 'staff-admin', ready: (page) => heading(page, 2) },
  { name: '404', path: '/nowhere', as: 'shop-seller', ready: (page) => expect(page.getByRole('link', { name: /Back Home|返回首页/ })).toBeVisible() },
]

async function open(page: Page, screen: Screen, locale: 'zhCN' | 'enUS') {
  await page.goto('login')
  await page.evaluate((value) => window.localStorage.setItem('locale', value), locale)
  if (screen.as) {
    await page.reload()
    await page.locator(`[data-persona="${screen.as}"]`).click()
    await expect(page).not.toHaveURL(/\/login/)
  }
  await page.goto(`${ORIGIN}${BASE_PATH}${screen.path}`)
  await screen.ready(page)
}

for (const locale of ['zhCN', 'enUS'] as const) {
  for (const screen of screens) {
    test(`${screen.name} (${locale}): no serious or critical accessibility violation`, async ({ page }) => {
      await open(page, screen, locale)
      // The frames show other sites' pages (Metabase, the footer, the feedback form), not the portal's.
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).exclude('iframe').analyze()
      const serious = violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 5).join(' | ')}`)
      expect(serious).toEqual([])
    })
  }
}
