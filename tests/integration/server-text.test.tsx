import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { configure, fireEvent, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { getResponse, http, HttpResponse } from 'msw'
import { handlers } from '@/mocks/handlers'
import { server } from '@/mocks/node'
import { updateDb } from '@/mocks/db'
import { merchants, shops } from '@/mocks/fixtures/organisations'
import { personas } from '@/mocks/personas'
import { apiPath, failUntilHealed, openUserMenu, ownerOptions, renderApp, screen } from '../utils'

// The screens that render the template list and the publish dialog are heavy on two busy cores.
vi.setConfig({ testTimeout: 60_000 })

/**
 * What a server string carries here: tags in the very forms a translated message uses for its own
 * markup (a numbered pair, an HTML-like pair, a numbered empty tag). Read as markup, the tags vanish
 * and ZERO, BOLD stay, or take the message's own elements: either leaves "ZERO" or "BOLD" on the
 * screen without the tags around them.
 */
const MARKUP = '<0>ZERO</0><b>BOLD</b><1/>'
const tag = (text: string) => (text.includes(MARKUP) ? text : `${text} ${MARKUP}`)

/** The screen shows every tagged string as it came: no ZERO or BOLD outside a whole `MARKUP`. */
function expectTagsShownAsText(container: HTMLElement = document.body) {
  const text = container.textContent ?? ''
  expect(text).toContain(MARKUP)
  expect(text.replaceAll(MARKUP, '')).not.toMatch(/ZERO|BOLD/)
}

// The organisations and users are the demo backend's static catalogue: tagged for this file, then set back.
const untagged = {
  merchants: merchants.map((merchant) => ({ ...merchant })),
  shops: shops.map((shop) => ({ ...shop })),
  users: Object.values(personas).map(({ user }) => ({ ...user })),
}
beforeAll(() => {
  configure({ asyncUtilTimeout: 15_000 })
  // happy-dom has no document.fonts; Mantine's autosizing Textarea listens on it.
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true })
  for (const merchant of merchants) Object.assign(merchant, { merchant_name: tag(merchant.merchant_name) })
  for (const shop of shops) Object.assign(shop, { shop_name: tag(shop.shop_name), region: tag(shop.region) })
  for (const { user } of Object.values(personas))
    Object.assign(user, { username: tag(user.username), alias: tag(user.alias) })
})
afterAll(() => {
  merchants.forEach((merchant, index) => Object.assign(merchant, untagged.merchants[index]))
  shops.forEach((shop, index) => Object.assign(shop, untagged.shops[index]))
  Object.values(personas).forEach(({ user }, index) => Object.assign(user, untagged.users[index]))
})

/** Every text of the stored templates: names, descriptions, component titles, filters, NDAs, who saved them. */
function tagTemplates() {
  updateDb((db) => {
    for (const template of db.templates) {
      template.updated_by = tag(template.updated_by)
      for (const filter of template.filters) {
        filter.label = tag(filter.label)
        for (const option of filter.options) option.label = tag(option.label)
      }
      for (const version of [template.published, template.draft]) {
        if (!version) continue
        version.template_name = tag(version.template_name)
        version.description = tag(version.description)
        if (version.updated_by !== undefined) version.updated_by = tag(version.updated_by)
        for (const component of version.components) component.title = tag(component.title)
        if (version.nda) {
          version.nda.title = tag(version.nda.title)
          version.nda.content = tag(version.nda.content)
          if (version.nda.attachment) version.nda.attachment.file_name = tag(version.nda.attachment.file_name)
        }
      }
    }
  })
}

/** The key figures' values are computed by the demo backend: each answer's are tagged on the way out. */
function tagKeyFigureValues() {
  server.use(
    http.get(apiPath('/report_template/report/info'), async ({ request }) => {
      const answer = await getResponse(handlers, request)
      if (!answer?.ok) return answer
      const body = await answer.json()
      for (const component of body.data.components)
        if (typeof component.value === 'string') component.value = tag(component.value)
      return HttpResponse.json(body)
    }),
  )
}

beforeEach(() => {
  tagTemplates()
  tagKeyFigureValues()
})

describe('server text is shown as text, never read as markup', () => {
  it('on the report list: the template, the merchants offered, the one chosen and the template links', async () => {
    const user = userEvent.setup()
    await renderApp('/index/2', { as: 'merchant-seller', locale: 'en-US' })
    // The gate asks for a merchant, naming the template inside a message.
    const monthly = tag('商户月度经营报告 Merchant Monthly')
    expect(await screen.findByText(`The reports of ${monthly} are kept per merchant.`)).toBeInTheDocument()
    const options = await ownerOptions()
    expect(options[0]).toHaveTextContent(tag('露米家居 Lumi Home'))
    expectTagsShownAsText()
    await user.click(options[0] as HTMLElement)

    await screen.findByRole('region', { name: 'Reports' })
    const nav = await screen.findByRole('navigation', { name: 'Report templates' })
    await waitFor(() =>
      expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent(
        tag('商户月度经营报告 Merchant Monthly'),
      ),
    )
    expect(screen.getAllByText(tag('露米家居 Lumi Home')).length).toBeGreaterThan(0)
    expectTagsShownAsText()
  })

  it('on the report page: title, owner, filters, key figures, their previous values and the user', async () => {
    await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    const heading = await screen.findByTestId('print-heading')
    expect(within(heading).getByRole('heading', { level: 1 })).toHaveTextContent(tag('店铺经营周报 Shop Weekly'))
    // On paper: the shop with its region, each filter with its value, who printed it.
    expect(heading).toHaveTextContent(`${tag('Lumi Home Official Store')} (${tag('SG')})`)
    expect(heading).toHaveTextContent(`${tag('渠道 Channel')}${tag('全部渠道 All channels')}`)
    expect(heading).toHaveTextContent(`by ${tag('lumihome.sg')}`)
    // The filters' labels and chosen option.
    expect(await screen.findByRole('combobox', { name: tag('类目 Category') })).toHaveValue('')
    const channel = screen.getByRole('combobox', { name: tag('渠道 Channel') })
    expect(within(channel).getByRole('option', { selected: true })).toHaveTextContent(tag('全部渠道 All channels'))

    const figures = await screen.findAllByTestId('key-figure')
    for (const title of ['GMV', '订单数 Orders', '转化率 Conversion rate', '客单价 AOV'])
      expect(screen.getAllByText(tag(title)).length).toBeGreaterThan(0)
    const gmv = figures.find((figure) => figure.textContent?.startsWith(tag('GMV')))
    if (!gmv) throw new Error('no GMV key figure')
    // The previous period's value comes once that report has loaded, inside a message.
    await waitFor(() => expect(gmv).toHaveTextContent(/vs\. 2026-W46: ¥[\d,]+ <0>ZERO<\/0><b>BOLD<\/b><1\/>$/))
    expect(within(gmv).getByText(new RegExp(`^¥[\\d,]+ ${escape(MARKUP)}$`))).toBeInTheDocument()
    expectTagsShownAsText()

    const menu = await openUserMenu()
    expect(menu).toHaveTextContent(`${tag('lumihome.sg')} (${tag('陈嘉欣')})`)
    expectTagsShownAsText()
  })

  it('in the NDA dialog, and on the gate once it is declined', async () => {
    const user = userEvent.setup()
    await renderApp('/index/3', { as: 'shop-seller', locale: 'en-US' })
    const dialog = await screen.findByRole('dialog')
    await waitFor(() => expect(dialog).toHaveTextContent(/ads-data-terms\.pdf <0>ZERO<\/0><b>BOLD<\/b><1\/>/))
    const title = within(dialog).getByRole('heading')
    expect(title.textContent).toMatch(/ <0>ZERO<\/0><b>BOLD<\/b><1\/>$/)
    expect(dialog.textContent?.split(MARKUP).length).toBeGreaterThanOrEqual(4)
    expectTagsShownAsText(dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }))
    expect(
      await screen.findByText(/^The reports of .* <0>ZERO<\/0><b>BOLD<\/b><1\/> are confidential$/),
    ).toBeInTheDocument()
    expectTagsShownAsText()
  })

  it('on the template list, who saved each template, and in the changes a publish makes', async () => {
    await renderApp('/template', { as: 'staff-admin', locale: 'en-US' })
    const monthly = await screen.findByRole('row', { name: /Merchant Monthly/ })
    expect(monthly).toHaveTextContent(tag('商户月度经营报告 Merchant Monthly'))
    expect(monthly).toHaveTextContent(/by .* <0>ZERO<\/0><b>BOLD<\/b><1\/>/)
    expectTagsShownAsText()

    fireEvent.click(within(monthly).getByRole('button', { name: 'Publish draft' }))
    const dialog = await screen.findByRole('dialog', { name: 'Publish the draft?' })
    const changes = await within(dialog).findByRole('region', { name: 'What changes' })
    await waitFor(() => expect(changes).toHaveTextContent(`Component 4 added: ${tag('广告 ROAS')}`))
    expect(changes).toHaveTextContent(`Component 7 added: ${tag('物流履约 Fulfilment')}`)
    expectTagsShownAsText(dialog)
  })

  it("in an error notification: the server's reason", async () => {
    failUntilHealed('/report_template/list', tag('The list is unavailable.'))
    await renderApp('/template', { as: 'staff-admin', locale: 'en-US' })
    expect(await screen.findByText(tag('The list is unavailable.'))).toBeInTheDocument()
    expectTagsShownAsText()
  })
})

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
