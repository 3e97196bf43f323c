import { expect, test, type Page } from '@playwright/test'
import { reportListUrl } from './support'

// No stored language: the app starts in its default, Simplified Chinese.

/** The texts a person reads in each language (src/locales/zh-CN/messages.po for the Chinese). */
const zh = {
  signInHeading: '登录查看您的运营报告',
  signInTitle: '登录 - 卖家运营报告',
  reportList: '报告列表',
  reportListTitle: '报告列表 - 卖家运营报告',
  accountMenu: 'lin.li (李琳) 的账号菜单',
}
const en = {
  signInHeading: 'Sign in to read your operations reports',
  signInTitle: 'Sign in - Seller Operations report',
  reportList: 'Report list',
  reportListTitle: 'Report list - Seller Operations report',
  accountMenu: 'lin.li (李琳), account menu',
}

const switchOf = (page: Page, name: 'Language' | '语言') => page.getByRole('group', { name, exact: true })

async function storedLocale(page: Page) {
  return page.evaluate(() => window.localStorage.getItem('locale'))
}

test.describe('the language switch', () => {
  test('flips the texts and <html lang>, and survives a reload', async ({ page }) => {
    await page.goto('login')
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
    const chinese = switchOf(page, '语言')
    await expect(chinese.getByRole('button', { name: '简体中文' })).toHaveAttribute('aria-pressed', 'true')
    const chineseHeading = page.getByRole('heading', { level: 1, name: zh.signInHeading })
    const englishHeading = page.getByRole('heading', { level: 1, name: en.signInHeading })
    await expect(chineseHeading).toBeVisible()
    await expect(englishHeading).toHaveCount(0)
    await expect(page).toHaveTitle(zh.signInTitle)

    await chinese.getByText('English', { exact: true }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
    await expect(englishHeading).toBeVisible()
    await expect(chineseHeading).toHaveCount(0)
    await expect(page).toHaveTitle(en.signInTitle)
    const english = switchOf(page, 'Language')
    await expect(english.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true')
    expect(await storedLocale(page)).toBe('enUS')

    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
    await expect(englishHeading).toBeVisible()
    await expect(switchOf(page, 'Language').getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    await switchOf(page, 'Language').getByText('简体中文', { exact: true }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
    await expect(chineseHeading).toBeVisible()
    await expect(page).toHaveTitle(zh.signInTitle)
    expect(await storedLocale(page)).toBe('zhCN')
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
    await expect(switchOf(page, '语言').getByRole('button', { name: '简体中文' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(chineseHeading).toBeVisible()
  })

  test('the page title and the signed-in screens follow the language', async ({ page }) => {
    await page.goto('login')
    // The persona buttons are named in the current language: pick by the demo's persona key.
    await page.locator('[data-persona="staff-admin"]').click()
    await expect(page).toHaveURL(reportListUrl)

    await expect(page.getByRole('heading', { name: zh.reportList })).toBeVisible()
    await expect(page).toHaveTitle(zh.reportListTitle)
    const menuButton = page.getByTestId('user-menu')
    await expect(menuButton).toHaveAttribute('aria-label', zh.accountMenu)

    await switchOf(page, '语言').getByText('English', { exact: true }).click()
    await expect(page).toHaveTitle(en.reportListTitle)
    await expect(page.getByRole('heading', { name: en.reportList })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
    await expect(menuButton).toHaveAttribute('aria-label', en.accountMenu)
    await expect(page.getByTitle('Site footer', { exact: true })).toBeAttached()

    // The user menu carries the same switch.
    await menuButton.click()
    await page
      .getByRole('menu')
      .getByRole('menuitem', { name: /简体中文/ })
      .click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
    await expect(page).toHaveTitle(zh.reportListTitle)
    await expect(page.getByRole('heading', { name: zh.reportList })).toBeVisible()
    await expect(menuButton).toHaveAttribute('aria-label', zh.accountMenu)

    await page.reload()
    await expect(page).toHaveTitle(zh.reportListTitle)
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  })
})
