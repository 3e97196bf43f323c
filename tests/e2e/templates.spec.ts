import { expect, test, type Locator, type Page } from '@playwright/test'
import { ORIGIN, english, exactAppUrl, signIn } from './support'

test.use({ storageState: english })

const NAME = 'E2E Shop Pulse'

/** Opens a Mantine Select and clicks the visible option. */
async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

/** The demo backend keeps its store in the browser: a second browser gets a copy, as if both used one server. */
async function backendStore(page: Page): Promise<{ name: string; value: string }> {
  const { origins } = await page.context().storageState()
  const store = origins.find((origin) => origin.origin === ORIGIN)?.localStorage.find((item) => item.name === 'demo-db')
  if (!store) throw new Error('the demo backend kept no store in this browser')
  return store
}

test('a staff admin builds, tests, saves, previews and publishes a template; a seller then sees it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  await signIn(page, 'staff-admin')
  await page.goto('template')
  await expect(page.getByRole('heading', { name: 'Report templates' })).toBeVisible()

  // Create: a shop-scoped weekly template, and straight into its editor.
  await page.getByRole('button', { name: 'New template' }).click()
  const create = page.getByRole('dialog', { name: 'New report template' })
  await create.getByRole('textbox', { name: /^Name/ }).fill(NAME)
  await create.getByRole('textbox', { name: /^Description/ }).fill('Weekly shop figures, built by the browser test.')
  await create.getByText('Shop', { exact: true }).click()
  await create.getByText('Weekly', { exact: true }).click()
  await create.getByRole('button', { name: 'Create and edit' }).click()
  await expect(page).toHaveURL(exactAppUrl('/template/7'))
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue(NAME)

  // An iframe component: collection, dashboard, and each of its parameters mapped.
  await page.getByRole('button', { name: 'Add a Metabase embed' }).click()
  const embed = page.getByRole('region', { name: 'Component 1', exact: true })
  await embed.getByRole('textbox', { name: /^Title/ }).fill('Sales trend')
  await choose(page, embed.getByRole('combobox', { name: 'Metabase collection' }), '卖家增长 Seller Growth')
  await choose(page, embed.getByRole('combobox', { name: 'Dashboard or card' }), '店铺销售趋势 Shop sales trend')
  // The parameters whose names say their source start mapped.
  await expect(embed.getByRole('combobox', { name: 'Source of shop_id' })).toHaveValue('Shop ID')
  await expect(embed.getByRole('combobox', { name: 'Source of week' })).toHaveValue('Report period')
  await choose(page, embed.getByRole('combobox', { name: 'Source of category' }), 'Custom value')
  await embed.getByRole('textbox', { name: 'Custom value of category' }).fill('home')
  await choose(page, embed.getByRole('combobox', { name: 'Source of channel' }), 'Not sent')

  // A variable component: a database, SQL with placeholders, each mapped.
  await page.getByRole('button', { name: 'Add an SQL value' }).click()
  const figure = page.getByRole('region', { name: 'Component 2', exact: true })
  await figure.getByRole('textbox', { name: /^Title/ }).fill('GMV')
  await choose(page, figure.getByRole('combobox', { name: 'Database' }), 'seller_dw (postgres)')
  await expect(figure.getByRole('list', { name: 'Tables of the database' })).toContainText('dws.dws_shop_sales_wi')
  await figure
    .getByRole('textbox', { name: /^SQL query/ })
    .fill(
      'SELECT SUM(gmv_cny) AS gmv FROM dws.dws_shop_sales_wi WHERE shop_id = {{shop_id}} AND week = {{report_period}}',
    )
  // Placeholders named as a source are mapped to it from the start, as Metabase parameters are.
  await expect(figure.getByRole('combobox', { name: 'Source of shop_id' })).toHaveValue('Shop ID')
  await expect(figure.getByRole('combobox', { name: 'Source of report_period' })).toHaveValue('Report period')

  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByText('Draft saved.')).toBeVisible()
  await expect(page.getByText('All changes saved')).toBeVisible()

  // Test the query with sample values for what the viewer fills in.
  const tests = page.getByRole('region', { name: 'Test queries' })
  await tests.getByRole('textbox', { name: 'Test value of shop_id' }).fill('2001')
  await tests.getByRole('textbox', { name: 'Test value of report_period' }).fill('2026-W46')
  await tests.getByRole('button', { name: 'Test queries' }).click()
  const result = tests.getByRole('listitem', { name: 'GMV' })
  await expect(result).toContainText("WHERE shop_id = 2001 AND week = '2026-W46'")
  await expect(result.getByTestId('query-value')).toHaveText(/^¥[\d,]+$/)

  // Preview the saved draft, then come back.
  await page.getByRole('link', { name: 'Preview draft' }).click()
  await expect(page).toHaveURL(exactAppUrl('/preview/7'))
  await expect(page.getByTestId('draft-badge')).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(exactAppUrl('/template/7'))
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue(NAME)

  // Publish the draft and the template.
  await page.getByRole('button', { name: 'Publish draft' }).click()
  const publish = page.getByRole('dialog', { name: 'Publish the draft?' })
  await expect(publish.getByRole('checkbox', { name: /Also publish the template/ })).toBeChecked()
  await publish.getByRole('button', { name: 'Publish draft' }).click()
  await expect(page.getByText('The draft is published and sellers can now see the template.')).toBeVisible()

  await page.goto('template')
  const row = page.getByRole('row', { name: new RegExp(NAME) })
  await expect(row.getByText('Published', { exact: true })).toBeVisible()
  await expect(row.getByText('None', { exact: true })).toBeVisible()

  // A seller in another browser, against the same backend, finds it among their report templates.
  const sellerContext = await browser.newContext({
    storageState: {
      cookies: [],
      origins: [{ origin: ORIGIN, localStorage: [{ name: 'locale', value: 'enUS' }, await backendStore(page)] }],
    },
  })
  const seller = await sellerContext.newPage()
  await signIn(seller, 'shop-seller')
  await seller.goto('index/7')
  await expect(seller).toHaveURL(exactAppUrl('/index/7'))
  await expect(seller.getByRole('main')).toContainText(NAME)
  const names = await seller.evaluate(async () => {
    const answer = await fetch('/sellers/report-platform/api/report_template/names')
    return ((await answer.json()) as { data: { list: { template_name: string }[] } }).data.list.map(
      (t) => t.template_name,
    )
  })
  expect(names).toContain(NAME)
  await sellerContext.close()
})

test('the publish confirmation shows what the draft changes, from the template list and from the editor', async ({
  page,
}) => {
  await signIn(page, 'staff-admin')
  await page.goto('template')
  const expectChanges = async (dialog: Locator) => {
    const changes = dialog.getByRole('region', { name: 'What changes' })
    await expect(changes.getByRole('listitem')).toHaveText([
      'Name: 商户月度经营报告 Merchant Monthly → 商户月度经营报告（新版）Merchant Monthly v2',
      /^Description: /,
      'Component 4 added: 广告 ROAS',
      'Component 7 added: 物流履约 Fulfilment',
    ])
  }

  await page
    .getByRole('row', { name: /Merchant Monthly/ })
    .getByRole('button', { name: 'Publish draft' })
    .click()
  const fromList = page.getByRole('dialog', { name: 'Publish the draft?' })
  await expectChanges(fromList)
  await fromList.getByRole('button', { name: 'Cancel' }).click()

  await page.goto('template/2')
  await page.getByRole('region', { name: 'Template actions' }).getByRole('button', { name: 'Publish draft' }).click()
  const fromEditor = page.getByRole('dialog', { name: 'Publish the draft?' })
  await expectChanges(fromEditor)
  await fromEditor.getByRole('button', { name: 'Publish draft' }).click()
  await expect(page.getByText('The draft is published.')).toBeVisible()
})

test('publish at the end of a long draft: problems show below the action bar, focused, and clear once fixed', async ({
  page,
}) => {
  await signIn(page, 'staff-admin')
  await page.goto('template/2')
  await expect(page.getByRole('textbox', { name: /^Name/ })).not.toHaveValue('')
  await page.getByRole('button', { name: 'Add an SQL value' }).click()
  const added = page.getByRole('region', { name: 'Component 8', exact: true })
  await added.getByRole('textbox', { name: /^Title/ }).fill('Late figure')

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await page.getByRole('button', { name: 'Publish draft' }).click()
  const problems = page.getByRole('alert').filter({ hasText: 'The draft cannot be published yet' })
  await expect(problems).toContainText('Component "Late figure": choose a database and write its SQL query.')
  await expect(problems).toBeFocused()
  const bar = page.getByRole('region', { name: 'Template actions' })
  await expect
    .poll(async () => {
      const [list, actions] = await Promise.all([problems.boundingBox(), bar.boundingBox()])
      return list && actions ? list.y - (actions.y + actions.height) : -1
    })
    .toBeGreaterThanOrEqual(0)
  await expect(problems).toBeInViewport()

  await page.getByRole('button', { name: 'Remove component 8' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Nothing blocks publishing any more' })).toBeVisible()
  await expect(problems).toHaveCount(0)
})

test('a staff admin requires an NDA with a file; the draft preview shows it first and records no acceptance', async ({
  page,
}) => {
  await signIn(page, 'staff-admin')
  await page.goto('template/2')
  await page.getByRole('switch', { name: 'Viewers must accept an NDA' }).check()
  await page.getByRole('textbox', { name: /^NDA title/ }).fill('Shop data terms')
  await page.getByRole('textbox', { name: /^NDA text/ }).fill('Keep these figures inside your company.')
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Attachment (optional)' }).click()
  await (
    await chooser
  ).setFiles({ name: 'terms.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') })
  await expect(page.getByTestId('attachment')).toContainText('terms.pdf')
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByText('All changes saved')).toBeVisible()

  await page.getByRole('link', { name: 'Preview draft' }).click()
  const nda = page.getByRole('dialog', { name: 'Shop data terms' })
  await expect(nda).toContainText('Keep these figures inside your company.')
  await expect(nda.getByTestId('attachment')).toContainText('terms.pdf')
  await nda.getByRole('button', { name: 'Continue to the preview' }).click()
  await expect(nda).toHaveCount(0)
  await expect(page.getByTestId('draft-badge')).toBeVisible()
  // Nothing was accepted: the next preview asks again.
  await page.reload()
  await expect(page.getByRole('dialog', { name: 'Shop data terms' })).toBeVisible()
})

test.describe('on a phone (390 px wide)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  /** How far the page, or the element, reaches past its own width (0: nothing to scroll sideways to). */
  const overflow = (page: Page, selector?: string) =>
    page.evaluate((css) => {
      const element = css ? document.querySelector(css) : document.documentElement
      return element ? element.scrollWidth - element.clientWidth : -1
    }, selector)

  test('the template list shows each as a card: status, draft and actions in view, no sideways scroll', async ({
    page,
  }) => {
    await signIn(page, 'staff-admin')
    await page.goto('template')
    const row = page.getByRole('row', { name: /Shop Weekly/ })
    await row.scrollIntoViewIfNeeded()
    expect(await overflow(page)).toBe(0)
    await expect(row.getByText('Published', { exact: true })).toBeInViewport()
    await expect(row.getByText('None', { exact: true })).toBeInViewport()
    for (const action of [
      row.getByRole('link', { name: 'Preview' }),
      row.getByRole('link', { name: 'Edit' }),
      row.getByRole('button', { name: 'Unpublish' }),
    ]) {
      const box = await action.boundingBox()
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true)
    }
  })

  test('the editor keeps a compact action bar, and its pickers take the full width', async ({ page }) => {
    await signIn(page, 'staff-admin')
    await page.goto('template/5')
    const bar = page.getByRole('region', { name: 'Template actions' })
    await expect(bar.getByRole('button', { name: 'Publish draft' })).toBeInViewport()
    expect((await bar.boundingBox())?.height).toBeLessThanOrEqual(80)

    const card = page.getByRole('region', { name: 'Component 2', exact: true })
    await card.locator('button[aria-expanded]').click()
    const source = page.getByRole('combobox', { name: 'Source of site' })
    await expect(source).toHaveValue('Filter value')
    const [picker, frame] = await Promise.all([source.boundingBox(), card.boundingBox()])
    expect(picker && frame && picker.width / frame.width).toBeGreaterThan(0.8)
    expect(await overflow(page)).toBe(0)
  })
})

test('two staff unpublish a template: the one with a stale list is told it already was; it stays unpublished', async ({
  context,
}) => {
  test.setTimeout(120_000)
  const first = await context.newPage()
  await signIn(first, 'staff-admin')
  await first.goto('template')
  const second = await context.newPage()
  await second.goto('template')
  const weekly = (page: Page) => page.getByRole('row', { name: /Shop Weekly/ })
  await expect(weekly(second).getByText('Published', { exact: true })).toBeVisible()

  // The second asks to unpublish and is still reading the question when the first does it.
  await weekly(second).getByRole('button', { name: 'Unpublish' }).click()
  const question = second.getByRole('dialog', { name: 'Unpublish this template?' })
  await expect(question).toBeVisible()
  await weekly(first).getByRole('button', { name: 'Unpublish' }).click()
  await first
    .getByRole('dialog', { name: 'Unpublish this template?' })
    .getByRole('button', { name: 'Unpublish' })
    .click()
  await expect(first.getByText('"店铺经营周报 Shop Weekly" is unpublished.')).toBeVisible()

  await question.getByRole('button', { name: 'Unpublish' }).click()
  await expect(second.getByText('"店铺经营周报 Shop Weekly" was already unpublished.')).toBeVisible()
  await expect(weekly(second).getByText('Unpublished', { exact: true })).toBeVisible()
  await first.reload()
  await expect(weekly(first).getByText('Unpublished', { exact: true })).toBeVisible()
})

test('a draft saved in another tab mid-confirmation is not published unseen: its saver and new diff are shown', async ({
  context,
}) => {
  test.setTimeout(120_000)
  const lister = await context.newPage()
  await signIn(lister, 'staff-admin')
  await lister.goto('template')
  const editor = await context.newPage()
  await editor.goto('template/2')
  await expect(editor.getByRole('textbox', { name: /^Name/ })).toHaveValue(
    '商户月度经营报告（新版）Merchant Monthly v2',
  )

  // The list's confirmation shows the draft as it is now.
  await lister
    .getByRole('row', { name: /Merchant Monthly/ })
    .getByRole('button', { name: 'Publish draft' })
    .click()
  const dialog = lister.getByRole('dialog', { name: 'Publish the draft?' })
  const firstChange = dialog.getByRole('region', { name: 'What changes' }).getByRole('listitem').first()
  await expect(firstChange).toHaveText(
    'Name: 商户月度经营报告 Merchant Monthly → 商户月度经营报告（新版）Merchant Monthly v2',
  )

  // Meanwhile the draft is renamed and saved in the other tab.
  await editor.getByRole('textbox', { name: /^Name/ }).fill('Merchant Monthly v3')
  await editor.getByRole('button', { name: 'Save draft' }).click()
  await expect(editor.getByText('Draft saved.')).toBeVisible()

  // Confirming what was shown publishes nothing: the dialog names the save and shows the new draft.
  await dialog.getByRole('button', { name: 'Publish draft' }).click()
  await expect(dialog.getByTestId('publish-draft-changed')).toContainText('You saved the draft again at')
  await expect(firstChange).toHaveText('Name: 商户月度经营报告 Merchant Monthly → Merchant Monthly v3')
  await expect(lister.getByRole('row', { name: /Merchant Monthly/ }).getByText('Draft not yet published')).toBeVisible()

  // Confirmed again, that draft goes live.
  await dialog.getByRole('button', { name: 'Publish draft' }).click()
  await expect(lister.getByText(/The draft of ".*" is published\./)).toBeVisible()
  await expect(
    lister.getByRole('row', { name: /Merchant Monthly v3/ }).getByText('None', { exact: true }),
  ).toBeVisible()
})
