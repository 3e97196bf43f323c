import { expect, test, type Locator, type Page } from '@playwright/test'
import { answerInPage, english, exactAppUrl, reportListUrl } from './support'
import type { PersonaKey } from '../../src/mocks/personas'

/**
 * Every journey with the keyboard alone: Tab to a control (it must be reachable), Enter, arrows and
 * typing. No pointer anywhere in these tests.
 */
test.use({ storageState: english })

/** Presses Tab until the control has the keyboard focus; fails when Tab does not reach it. */
async function tabTo(page: Page, control: Locator, most = 120): Promise<void> {
  for (let presses = 0; presses < most; presses += 1) {
    if (await control.evaluate((element) => element === document.activeElement).catch(() => false)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab did not reach ${control} in ${most} presses`)
}

async function signInByKeyboard(page: Page, persona: PersonaKey): Promise<void> {
  await page.goto('login')
  await tabTo(page, page.locator(`[data-persona="${persona}"]`))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(reportListUrl)
}

const heading = (page: Page, name: RegExp | string) => page.getByRole('heading', { level: 1, name })

test('a seller goes from the list to a report, to the next period, picks a period, sets a filter and prints', async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes')
  })
  await signInByKeyboard(page, 'shop-seller')
  await page.goto('index/1')
  await tabTo(page, page.getByRole('link', { name: /^2026-W46 · / }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(exactAppUrl('/report/1/2026-W46'))
  // The focus is on the new page's heading: the next Tab goes on from there.
  await expect(heading(page, /Shop Weekly/)).toBeFocused()

  await tabTo(page, page.getByRole('link', { name: 'Next →' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(exactAppUrl('/report/1/2026-W47'))
  await expect(heading(page, /Shop Weekly/)).toBeFocused()

  await tabTo(page, page.getByRole('button', { name: /^Report period/ }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('textbox', { name: 'Search periods' })).toBeFocused()
  await page.keyboard.type('W40')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(exactAppUrl('/report/1/2026-W40'))

  const channel = page.getByRole('combobox', { name: '渠道 Channel' })
  await tabTo(page, channel)
  await page.keyboard.press('ArrowDown')
  await expect(page).toHaveURL(/\/report\/1\/2026-W40\?channel=/)
  // A new filter is the same page: the focus stays on the filter.
  await expect(channel).toBeFocused()

  await tabTo(page, page.getByRole('button', { name: 'Print' }))
  await page.keyboard.press('Enter')
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes', { timeout: 20_000 })
})

test('a seller declines an NDA, reads it again and accepts it', async ({ page }) => {
  await signInByKeyboard(page, 'shop-seller')
  await page.goto('index/3')
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await tabTo(page, dialog.getByRole('button', { name: 'Decline' }))
  await page.keyboard.press('Enter')
  await expect(page.getByText('You declined the non-disclosure agreement, so its reports stay hidden.')).toBeVisible()

  await tabTo(page, page.getByRole('button', { name: 'Read the agreement again' }))
  await page.keyboard.press('Enter')
  await tabTo(page, dialog.getByRole('button', { name: 'Accept' }))
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('region', { name: 'Reports' })).toBeVisible()
})

test('staff pick a shop, then switch it in the dialog, and the focus comes back to the switch', async ({ page }) => {
  await signInByKeyboard(page, 'staff-admin')
  await page.goto('index/1')
  const first = page.getByRole('list', { name: 'Shops to choose from' }).getByRole('button').first()
  await tabTo(page, first)
  await page.keyboard.press('Enter')
  const current = page.getByTestId('current-owner')
  await expect(current).toBeVisible()
  const before = await current.textContent()

  const switchShop = page.getByRole('button', { name: 'Switch shop' })
  await tabTo(page, switchShop)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Choose a shop' })
  await expect(dialog.getByRole('textbox')).toBeFocused()
  await tabTo(page, dialog.getByRole('list', { name: 'Shops to choose from' }).getByRole('button').nth(1))
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(current).not.toHaveText(before ?? '')
  await expect(switchShop).toBeFocused()
})

test('staff open a template from the list, add a component, save and publish', async ({ page }) => {
  await signInByKeyboard(page, 'staff-admin')
  await page.goto('template')
  const row = page.getByRole('row', { name: /Campaign Review/ })
  await tabTo(page, row.getByRole('link', { name: 'Edit' }))
  await page.keyboard.press('Enter')
  await expect(heading(page, 'Edit template')).toBeFocused()

  await tabTo(page, page.getByRole('button', { name: 'Add an SQL value' }))
  await page.keyboard.press('Enter')
  const added = page.getByRole('region', { name: 'Component 3' })
  await tabTo(page, added.getByRole('textbox', { name: /^Title/ }))
  await page.keyboard.type('Orders (keyboard)')
  await tabTo(page, added.getByRole('combobox', { name: 'Database' }))
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(added.getByRole('combobox', { name: 'Database' })).not.toHaveValue('')
  await tabTo(page, added.getByRole('textbox', { name: /^SQL query/ }))
  await page.keyboard.type('SELECT COUNT(*) FROM dws.dws_merchant_sales_mi')

  const actions = page.getByRole('region', { name: 'Template actions' })
  await tabTo(page, actions.getByRole('button', { name: 'Save draft' }))
  await page.keyboard.press('Enter')
  await expect(page.getByText('Draft saved.')).toBeVisible()
  // The focus is never dropped: Save is off now (all saved), so the page's heading has it.
  await expect(heading(page, 'Edit template')).toBeFocused()

  const publish = actions.getByRole('button', { name: 'Publish draft' })
  await tabTo(page, publish)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Publish the draft?' })
  await tabTo(page, dialog.getByRole('button', { name: 'Publish draft' }))
  await page.keyboard.press('Enter')
  await expect(page.getByText(/The draft is published/)).toBeVisible()
  // Nothing is left to publish: the button is off, and the dialog gave the focus to the page's heading.
  await expect(publish).toBeDisabled()
  await expect(heading(page, 'Edit template')).toBeFocused()
})

test('a publish that fails keeps the keyboard focus on its button, in its dialog', async ({ page }) => {
  await answerInPage(page, '/report_template/publish_draft', { fail: true })
  await signInByKeyboard(page, 'staff-admin')
  await page.goto('template')
  await tabTo(page, page.getByRole('row', { name: /Merchant Monthly/ }).getByRole('button', { name: 'Publish draft' }))
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Publish the draft?' })
  const publish = dialog.getByRole('button', { name: 'Publish draft' })
  await tabTo(page, publish)
  await page.keyboard.press('Enter')
  await expect(page.getByText('Temporarily unavailable.')).toBeVisible()
  await expect(publish).toBeEnabled()
  await expect(publish).toBeFocused()
})

test("a draft published from the list leaves the keyboard focus on the page's heading, its row's button gone", async ({
  page,
}) => {
  await signInByKeyboard(page, 'staff-admin')
  await page.goto('template')
  const row = page.getByRole('row', { name: /Merchant Monthly/ })
  await tabTo(page, row.getByRole('button', { name: 'Publish draft' }))
  await page.keyboard.press('Enter')
  const publish = page
    .getByRole('dialog', { name: 'Publish the draft?' })
    .getByRole('button', { name: 'Publish draft' })
  await tabTo(page, publish)
  await page.keyboard.press('Enter')
  await expect(page.getByText(/The draft of ".*Merchant Monthly.*" is published\./)).toBeVisible()
  await expect(row.getByRole('button', { name: 'Publish draft' })).toHaveCount(0)
  await expect(heading(page, 'Report templates')).toBeFocused()
})
