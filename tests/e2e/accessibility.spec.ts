import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { answerInPage, BASE_PATH, ORIGIN } from './support'
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
  /** Answers to stand in for the backend's (a failure, an empty list), set before the page opens. */
  answers?: (page: Page) => Promise<void>
}

const dialog = async (page: Page) => {
  await expect(page.getByRole('dialog')).toBeVisible()
  // Its opening transition over: the checks read colours as painted, and a half-faded one fails them.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  )
}
/** Every call to `path` fails with the server's reason. */
const failing = (path: string) => (page: Page) => answerInPage(page, path, { fail: true })
/** The error state of a page, and the notification that said why, both on screen. */
const errorShown = async (page: Page) => {
  await expect(
    page
      .getByTestId('error-state')
      .or(page.getByRole('alert').filter({ hasText: /could not be loaded|未能|失败/ }))
      .first(),
  ).toBeVisible()
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
      await expect(
        page
          .getByRole('list', { name: /Merchants to choose from|可选商户/ })
          .getByRole('button')
          .first(),
      ).toBeVisible()
    },
  },
  {
    name: 'NDA dialog',
    path: '/index/3',
    as: 'shop-seller',
    ready: (page) => expect(page.locator('#nda-content')).toBeVisible(),
  },
  {
    name: 'report page',
    path: '/report/1/2026-W47',
    as: 'shop-seller',
    ready: async (page) => {
      // With the changes from the previous period, which come just after the figures, in their colours.
      await expect(page.getByTestId('figure-change').first()).toBeVisible()
    },
  },
  {
    name: 'report page with the period picker open',
    path: '/report/1/2026-W47',
    as: 'shop-seller',
    ready: async (page) => {
      await page.getByRole('button', { name: /^(Report period|报告周期)/ }).click()
      await expect(page.getByRole('listbox').getByRole('option', { selected: true })).toBeVisible()
    },
  },
  {
    name: 'switch merchant dialog',
    path: '/report/2/2026-11',
    as: 'staff-reader',
    ready: async (page) => {
      await page
        .getByRole('list', { name: /Merchants to choose from|可选商户/ })
        .getByRole('button')
        .first()
        .click()
      await page.getByRole('button', { name: /Switch merchant|切换商户/ }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
    },
  },
  {
    name: 'draft preview',
    path: '/preview/report/1',
    as: 'staff-reader',
    ready: async (page) => {
      await page
        .getByRole('list', { name: /Shops to choose from|可选店铺/ })
        .getByRole('button')
        .first()
        .click()
      await expect(page.getByTestId('key-figure').first()).toBeVisible()
    },
  },
  {
    name: 'draft preview, a shop to choose from pages of shops',
    path: '/preview/report/1',
    as: 'staff-reader',
    ready: async (page) => {
      await heading(page, 1)
      await expect(page.getByRole('button', { name: /^(Next page|下一页)$/ })).toBeVisible()
    },
  },
  {
    name: 'template list',
    path: '/template',
    as: 'staff-admin',
    ready: (page) => expect(page.getByRole('table')).toBeVisible(),
  },
  { name: 'template editor', path: '/template/1', as: 'staff-admin', ready: (page) => heading(page, 1) },
  {
    name: '404',
    path: '/nowhere',
    as: 'shop-seller',
    ready: (page) => expect(page.getByRole('link', { name: /Back Home|返回首页/ })).toBeVisible(),
  },
  // Dialogs.
  {
    name: 'new template dialog',
    path: '/template',
    as: 'staff-admin',
    ready: async (page) => {
      await page.getByRole('button', { name: /New template|新建模板/ }).click()
      await dialog(page)
    },
  },
  {
    name: 'unpublish confirmation',
    path: '/template',
    as: 'staff-admin',
    ready: async (page) => {
      await page
        .getByRole('button', { name: /^(Unpublish|停止发布)$/ })
        .first()
        .click()
      await dialog(page)
    },
  },
  {
    name: 'publish refused in the template list',
    path: '/template',
    as: 'staff-admin',
    // A draft without components cannot be published.
    answers: (page) => answerInPage(page, '/report_template/detail', { data: { components: [] } }),
    ready: async (page) => {
      await page
        .getByRole('button', { name: /^(Publish draft|发布草稿)$/ })
        .first()
        .click()
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /^(Publish draft|发布草稿)$/ })
        .click()
      await expect(page.getByTestId('publish-problems')).toBeVisible()
    },
  },
  {
    name: 'leave the editor with unsaved changes',
    path: '/template/1',
    as: 'staff-admin',
    ready: async (page) => {
      await page.getByRole('textbox', { name: /^(Name|名称)/ }).fill('Renamed')
      await page.getByRole('navigation').getByRole('link').first().click()
      await dialog(page)
    },
  },
  {
    name: 'publish the draft from the list, with what it changes',
    path: '/template',
    as: 'staff-admin',
    ready: async (page) => {
      await page
        .getByRole('button', { name: /^(Publish draft|发布草稿)$/ })
        .first()
        .click()
      await expect(page.getByTestId('publish-diff')).toBeVisible()
    },
  },
  {
    name: 'publish the draft from the editor',
    path: '/template/2',
    as: 'staff-admin',
    ready: async (page) => {
      await page
        .getByRole('region', { name: /Template actions|模板操作/ })
        .getByRole('button', { name: /^(Publish draft|发布草稿)$/ })
        .click()
      await dialog(page)
      await expect(page.getByTestId('publish-diff')).toBeVisible()
    },
  },
  {
    name: 'save before testing the queries',
    path: '/template/5',
    as: 'staff-admin',
    ready: async (page) => {
      await page.getByRole('textbox', { name: /^(Name|名称)/ }).fill('Renamed')
      await page
        .getByRole('region', { name: /Test queries|测试查询/ })
        .getByRole('button', { name: /Test queries|测试查询/ })
        .click()
      await dialog(page)
    },
  },
  {
    name: 'navigation drawer on a phone',
    path: '/template',
    as: 'staff-admin',
    ready: async (page) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.getByRole('button', { name: /^(Navigation|导航)$/ }).click()
      await dialog(page)
    },
  },
  // Error states.
  {
    name: 'no access to a template (403)',
    path: '/index/4',
    as: 'shop-seller',
    ready: (page) => expect(page.getByTestId('error-state')).toBeVisible(),
  },
  {
    name: 'a report list that could not be loaded',
    path: '/index/1',
    as: 'shop-seller',
    answers: failing('/report_template/basic_info'),
    ready: errorShown,
  },
  {
    name: 'a report that could not be loaded',
    path: '/report/1/2026-W47',
    as: 'shop-seller',
    answers: failing('/report_template/report/info'),
    ready: errorShown,
  },
  {
    name: 'template links that could not be loaded',
    path: '/index/1',
    as: 'shop-seller',
    answers: failing('/report_template/names'),
    ready: errorShown,
  },
  {
    name: 'a template list that could not be loaded',
    path: '/template',
    as: 'staff-admin',
    answers: failing('/report_template/list'),
    ready: errorShown,
  },
  {
    name: 'a template that does not exist',
    path: '/template/999',
    as: 'staff-admin',
    ready: (page) =>
      expect(page.getByRole('link', { name: /Back to the report templates|返回报告模板/ })).toBeVisible(),
  },
  {
    name: 'a period that cannot exist',
    path: '/report/1/2026-W99',
    as: 'shop-seller',
    ready: (page) => expect(page.getByRole('link', { name: /Open the newest report|打开最新报告/ })).toBeVisible(),
  },
  // Empty states.
  {
    name: 'no reports in the range',
    path: '/index/1?from=2027-W01',
    as: 'shop-seller',
    ready: (page) => expect(page.getByRole('button', { name: /Show all periods|显示全部周期/ }).first()).toBeVisible(),
  },
  {
    name: 'no shop matches the search',
    path: '/index/1',
    as: 'staff-admin',
    ready: async (page) => {
      await page.getByRole('textbox').first().fill('zzzz')
      await expect(page.getByText(/Nothing matches|匹配的结果/)).toBeVisible()
    },
  },
  {
    name: 'a page past the end',
    path: '/index/1?page=999',
    as: 'shop-seller',
    ready: (page) => expect(page.getByRole('button', { name: /Go to the last page|前往最后一页/ })).toBeVisible(),
  },
  {
    name: 'no template matches the search',
    path: '/template?name=zzzz',
    as: 'staff-admin',
    ready: (page) => expect(page.getByRole('button', { name: /Show all templates|显示全部模板/ })).toBeVisible(),
  },
  {
    name: 'no report templates yet',
    path: '/index',
    as: 'shop-seller',
    answers: (page) => answerInPage(page, '/report_template/names', { data: { list: [] } }),
    ready: (page) => expect(page.getByText(/No report templates yet|暂无报告模板/)).toBeVisible(),
  },
]

async function open(page: Page, screen: Screen, locale: 'zhCN' | 'enUS') {
  await page.goto('login')
  await page.evaluate((value) => window.localStorage.setItem('locale', value), locale)
  if (screen.as) {
    await page.reload()
    await page.locator(`[data-persona="${screen.as}"]`).click()
    await expect(page).not.toHaveURL(/\/login/)
  }
  await screen.answers?.(page)
  await page.goto(`${ORIGIN}${BASE_PATH}${screen.path}`)
  await screen.ready(page)
}

for (const locale of ['zhCN', 'enUS'] as const) {
  for (const screen of screens) {
    test(`${screen.name} (${locale}): no serious or critical accessibility violation`, async ({ page }) => {
      await open(page, screen, locale)
      // The frames show other sites' pages (Metabase, the footer, the feedback form), not the portal's.
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .exclude('iframe')
        .analyze()
      const serious = violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
              .map((node) => node.target.join(' '))
              .slice(0, 5)
              .join(' | ')}`,
        )
      expect(serious).toEqual([])
    })
  }
}
