import { UNDO_TOAST_MS } from '@/lib/timing'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { configure, fireEvent, waitFor, within } from '@testing-library/react'
import { getResponse, http, HttpResponse } from 'msw'
import { handlers } from '@/mocks/handlers'
import { server } from '@/mocks/node'
import { apiPath, screen } from '../utils'
import {
  choose,
  draftOf,
  editable,
  nameField,
  openEditor,
  publishButton,
  recordBodies,
  region,
  saveButton,
  stored,
  toggleCard,
} from './template-support'

// The editor is the heaviest screen: on two busy cores its first render can outlast the shared windows.
vi.setConfig({ testTimeout: 60_000 })
beforeAll(() => configure({ asyncUtilTimeout: 15_000 }))

const cards = () => screen.getAllByRole('region', { name: /^Component \d+$/ })

describe('editor: components', () => {
  it('adds an SQL value: database, tables, SQL with placeholders listed and mapped; reorders and removes', async () => {
    await openEditor(5)
    expect(cards()).toHaveLength(2)
    fireEvent.click(screen.getByRole('button', { name: 'Add an SQL value' }))
    // A new component opens at once.
    const added = region('Component 3')
    fireEvent.change(await within(added).findByRole('textbox', { name: /^Title/ }), { target: { value: 'Refunds' } })
    await choose(within(added).getByRole('combobox', { name: 'Database' }), 'seller_dw (postgres)')
    fireEvent.click(await within(added).findByRole('button', { name: 'Insert dws.dws_merchant_sales_mi into the SQL' }))
    expect(within(added).getByRole('textbox', { name: /^SQL query/ })).toHaveValue('dws.dws_merchant_sales_mi')
    fireEvent.change(within(added).getByRole('textbox', { name: /^SQL query/ }), {
      target: {
        value:
          'SELECT SUM(refund_cnt) FROM dws.dws_merchant_sales_mi ' +
          'WHERE merchant_id = {{merchant_id}} AND month = {{ month }}',
      },
    })
    // Placeholders written into the SQL start mapped where their names say, as Metabase parameters do.
    await waitFor(() =>
      expect(within(added).getByRole('combobox', { name: 'Source of merchant_id' })).toHaveValue('Merchant ID'),
    )
    expect(within(added).getByRole('combobox', { name: 'Source of month' })).toHaveValue('Report period')
    await choose(within(added).getByRole('combobox', { name: 'Source of month' }), 'Custom value')
    fireEvent.change(within(added).getByRole('textbox', { name: 'Custom value of month' }), {
      target: { value: '2026-10' },
    })
    // The collapsed summary follows the fields.
    expect(within(added).getByRole('button', { expanded: true })).toHaveTextContent('Refunds')
    expect(within(added).getByRole('button', { expanded: true })).toHaveTextContent(
      'seller_dw · SELECT SUM(refund_cnt)',
    )

    fireEvent.click(screen.getByRole('button', { name: 'Move component 3 up' }))
    expect(within(region('Component 2')).getByRole('textbox', { name: /^Title/ })).toHaveValue('Refunds')
    // The moved card keeps the keyboard focus on its move, named for its new place.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move component 2 up' })).toHaveFocus())
    // A collapsed card offers its moves; its Remove comes with its fields.
    expect(within(region('Component 1')).queryByRole('button', { name: 'Remove component 1' })).toBeNull()
    fireEvent.click(within(region('Component 1')).getByRole('button', { expanded: false }))
    fireEvent.click(await within(region('Component 1')).findByRole('button', { name: 'Remove component 1' }))
    expect(cards()).toHaveLength(2)
    expect(within(screen.getByRole('region', { name: 'Components' })).getByText('2 components')).toBeInTheDocument()
    // The keyboard focus goes on to the card that took its place.
    await waitFor(() => expect(within(region('Component 1')).getByRole('button', { expanded: true })).toHaveFocus())

    fireEvent.click(saveButton())
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument()
    const components = draftOf(5).components
    expect(components.map((c) => c.title)).toEqual(['Refunds', '大促战报 Campaign war room'])
    expect(components[0]).toMatchObject({
      display: 'variable',
      placement: 'card',
      height: 120,
      metabase: null,
      query: { database_id: 1 },
      variables: [
        { name: 'merchant_id', source: 'merchant_id' },
        { name: 'month', source: 'custom', value: '2026-10' },
      ],
    })
  })

  it('offers to undo a removal, which brings the component back where it was', async () => {
    await openEditor(5)
    toggleCard(1)
    fireEvent.click(await within(region('Component 1')).findByRole('button', { name: 'Remove component 1' }))
    expect(cards()).toHaveLength(1)
    expect(await screen.findByText('Component 1 "大促 GMV" is removed.')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }))
    expect(cards()).toHaveLength(2)
    expect(region('Component 1')).toHaveTextContent('大促 GMV')
    await waitFor(() => expect(screen.queryByText('Component 1 "大促 GMV" is removed.')).not.toBeInTheDocument())
  })

  it('takes back the offer to undo a removal once the publish confirmation shows the draft without it', async () => {
    await openEditor(5)
    toggleCard(1)
    fireEvent.click(await within(region('Component 1')).findByRole('button', { name: 'Remove component 1' }))
    expect(await screen.findByText('Component 1 "大促 GMV" is removed.')).toBeInTheDocument()
    fireEvent.click(publishButton())
    expect(await screen.findByRole('dialog', { name: 'Publish the draft?' })).toBeInTheDocument()
    // Well before the offer would have closed on its own.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument(), {
      timeout: UNDO_TOAST_MS / 4,
    })
  })

  it('brings removed components back in their order, whichever removal is undone first', async () => {
    const titles = ['新上架商品 New listings', '新品 GMV', '新品表现 New listings']
    const remove = async (position: number) => {
      if (within(region(`Component ${position}`)).queryByRole('button', { expanded: false })) toggleCard(position)
      const card = region(`Component ${position}`)
      fireEvent.click(await within(card).findByRole('button', { name: `Remove component ${position}` }))
    }
    await openEditor(6)
    await remove(2)
    await remove(1)
    expect(cards()).toHaveLength(1)
    // The older removal's undo first.
    const undoOf = async (toast: string) =>
      within((await screen.findByText(toast)).parentElement as HTMLElement).getByRole('button', { name: 'Undo' })
    fireEvent.click(await undoOf('Component 2 "新品 GMV" is removed.'))
    fireEvent.click(await undoOf('Component 1 "新上架商品 New listings" is removed.'))
    expect(cards()).toHaveLength(3)
    titles.forEach((title, at) => expect(region(`Component ${at + 1}`)).toHaveTextContent(title))
  })

  it('undoes a removal only in its edit: after a save, it comes back; after "Load their version", not', async () => {
    const before = structuredClone(editable(5))
    const removed = 'Component 1 "大促 GMV" is removed.'
    async function removeFirst() {
      // A component comes back as it was: open, if it was.
      if (within(region('Component 1')).queryByRole('button', { expanded: false })) toggleCard(1)
      fireEvent.click(await within(region('Component 1')).findByRole('button', { name: 'Remove component 1' }))
      expect(await screen.findByText(removed)).toBeInTheDocument()
    }
    await openEditor(5)
    await removeFirst()
    fireEvent.click(saveButton())
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument()
    expect(draftOf(5).components).toHaveLength(1)
    // The save made the removal last; its undo is a new change.
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }))
    expect(cards()).toHaveLength(2)
    expect(region('Component 1')).toHaveTextContent('大促 GMV')
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText(removed)).not.toBeInTheDocument())

    await removeFirst()
    const undo = screen.getByRole('button', { name: 'Undo' })
    fireEvent.change(nameField(), { target: { value: 'My name' } })
    // Meanwhile another user saved a version that still has it.
    stored(5).draft = {
      ...before,
      template_name: 'Their name',
      updated_at: draftOf(5).updated_at + 100,
      updated_by: 'wei.zhang',
    }
    fireEvent.click(saveButton())
    const dialog = await screen.findByRole('dialog', { name: 'wei.zhang saved this template' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Load their version' }))
    await waitFor(() => expect(nameField()).toHaveValue('Their name'))
    // Their version is what the edit goes on from: the undo of a removal from before does nothing, and goes.
    fireEvent.click(undo)
    expect(cards()).toHaveLength(2)
    await waitFor(() => expect(screen.queryByText(removed)).not.toBeInTheDocument())
    expect(screen.getByText('All changes saved')).toBeInTheDocument()
  })

  it("takes a save's failed check to the field in error, past a placeholder still to map", async () => {
    await openEditor(1)
    fireEvent.click(screen.getByRole('button', { name: 'Add an SQL value' }))
    const mapped = region('Component 7')
    fireEvent.change(await within(mapped).findByRole('textbox', { name: /^Title/ }), { target: { value: 'Orders' } })
    await choose(within(mapped).getByRole('combobox', { name: 'Database' }), 'seller_dw (postgres)')
    fireEvent.change(within(mapped).getByRole('textbox', { name: /^SQL query/ }), {
      target: { value: 'SELECT COUNT(*) FROM orders WHERE channel = {{channel_code}}' },
    })
    await within(mapped).findByRole('combobox', { name: 'Source of channel_code' })
    fireEvent.click(screen.getByRole('button', { name: 'Add an SQL value' }))
    const untitled = await within(region('Component 8')).findByRole('textbox', { name: /^Title/ })
    fireEvent.click(saveButton())
    await waitFor(() => expect(untitled).toHaveFocus())
  })

  it('maps a placeholder typed into the SQL by name, as Metabase does; a cleared mapping stays cleared', async () => {
    await openEditor(1)
    fireEvent.click(screen.getByRole('button', { name: 'Add an SQL value' }))
    const added = region('Component 7')
    const sql = await within(added).findByRole('textbox', { name: /^SQL query/ })
    fireEvent.change(sql, {
      target: {
        value:
          'SELECT COUNT(*) FROM orders WHERE shop_id = {{shop_id}} AND week = {{report_period}} ' +
          '[[AND channel = {{channel}}]]',
      },
    })
    const source = (name: string) => within(added).getByRole('combobox', { name: `Source of ${name}` })
    await waitFor(() => expect(source('shop_id')).toHaveValue('Shop ID'))
    expect(source('report_period')).toHaveValue('Report period')
    // A name that says no source stays to be chosen.
    expect(source('channel')).toHaveValue('')

    // Cleared, a mapping is not put back by the next edit of the SQL.
    const clear = source('shop_id').parentElement?.querySelector('button')
    if (!clear) throw new Error('no clear button')
    fireEvent.click(clear)
    await waitFor(() => expect(source('shop_id')).toHaveValue(''))
    fireEvent.change(sql, { target: { value: `${(sql as HTMLTextAreaElement).value} AND paid = 1` } })
    expect((sql as HTMLTextAreaElement).value).toContain('paid = 1')
    expect(source('shop_id')).toHaveValue('')
  })

  it('offers once a collection and a dashboard the server lists twice', async () => {
    for (const path of ['/metabase/collection/list', '/metabase/collection/element'])
      server.use(
        http.get(apiPath(path), async ({ request }) => {
          const body = await (await getResponse(handlers, request))?.json()
          body.data.list.push(...body.data.list)
          return HttpResponse.json(body)
        }),
      )
    await openEditor(5)
    fireEvent.click(screen.getByRole('button', { name: 'Add a Metabase embed' }))
    const added = region('Component 3')
    await choose(await within(added).findByRole('combobox', { name: 'Metabase collection' }), '广告投放 Ads')
    await choose(within(added).getByRole('combobox', { name: 'Dashboard or card' }), '广告总览 Ads overview')
    expect(within(added).getByRole('combobox', { name: 'Dashboard or card' })).toHaveValue('广告总览 Ads overview')
  })

  it('adds a Metabase embed: a collection, then a dashboard in it, its parameters first mapped by name', async () => {
    await openEditor(5)
    fireEvent.click(screen.getByRole('button', { name: 'Add a Metabase embed' }))
    const added = region('Component 3')
    fireEvent.change(await within(added).findByRole('textbox', { name: /^Title/ }), { target: { value: 'Ads' } })
    await choose(within(added).getByRole('combobox', { name: 'Metabase collection' }), '广告投放 Ads')
    await choose(within(added).getByRole('combobox', { name: 'Dashboard or card' }), '广告总览 Ads overview')
    // A period parameter starts as the report period.
    await waitFor(() =>
      expect(within(added).getByRole('combobox', { name: 'Source of month' })).toHaveValue('Report period'),
    )
    // Template 5 is a merchant's: a shop id is not offered, so shop_id stays to be chosen.
    const shopId = within(added).getByRole('combobox', { name: 'Source of shop_id' })
    expect(shopId).toHaveValue('')
    fireEvent.click(shopId)
    expect(await screen.findByRole('option', { name: 'Merchant ID' })).toBeInTheDocument()
    expect(screen.queryByRole('option', { name: 'Shop ID' })).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole('option', { name: 'Not sent' }))
    await choose(within(added).getByRole('combobox', { name: 'Source of campaign_type' }), 'Filter value')
    fireEvent.change(within(added).getByRole('textbox', { name: 'Height (px)' }), { target: { value: '700' } })

    fireEvent.click(saveButton())
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument()
    expect(draftOf(5).components[2]).toEqual({
      component_id: expect.any(String),
      title: 'Ads',
      display: 'iframe',
      placement: 'dashboard',
      height: 700,
      metabase: { element_type: 'dashboard', element_id: 104, collection_id: 13 },
      query: null,
      variables: [
        { name: 'month', source: 'report_period' },
        { name: 'shop_id', source: 'none' },
        { name: 'campaign_type', source: 'filter_value' },
      ],
    })
  })
})

describe('editor: a Metabase embed chosen again', () => {
  it("keeps a dashboard's first mapping when it is chosen again, and everything when the current one is", async () => {
    await openEditor(5)
    fireEvent.click(screen.getByRole('button', { name: 'Add a Metabase embed' }))
    const added = region('Component 3')
    const collection = await within(added).findByRole('combobox', { name: 'Metabase collection' })
    const dashboard = within(added).getByRole('combobox', { name: 'Dashboard or card' })
    const source = (name: string) => within(added).getByRole('combobox', { name: `Source of ${name}` })
    await choose(collection, '广告投放 Ads')
    await choose(dashboard, '广告总览 Ads overview')
    await waitFor(() => expect(source('month')).toHaveValue('Report period'))
    // Its parameters are known by now: chosen again, its mapping starts as it did the first time.
    await choose(dashboard, '关键词排行 Top keywords')
    await choose(dashboard, '广告总览 Ads overview')
    await waitFor(() => expect(source('month')).toHaveValue('Report period'))

    await choose(source('campaign_type'), 'Filter value')
    await choose(collection, '广告投放 Ads')
    await choose(dashboard, '广告总览 Ads overview')
    expect(collection).toHaveValue('广告投放 Ads')
    expect(dashboard).toHaveValue('广告总览 Ads overview')
    expect(source('campaign_type')).toHaveValue('Filter value')
  })
})

describe('editor: publish checks', () => {
  const problems = () =>
    within(screen.getByTestId('publish-problems'))
      .getAllByRole('listitem')
      .map((item) => item.textContent)

  it('blocks publishing an empty component list', async () => {
    const template = stored(6)
    template.draft = { ...structuredClone(template.published ?? draftOf(6)), components: [] }
    await openEditor(6)
    fireEvent.click(publishButton())
    await waitFor(() => expect(problems()).toEqual(['Add at least one component.']))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    // One component is one, in the plural form the language has for it.
    fireEvent.click(screen.getByRole('button', { name: 'Add an SQL value' }))
    expect(within(screen.getByRole('region', { name: 'Components' })).getByText('1 component')).toBeInTheDocument()
  })

  it("blocks the publish of a value taken from a merchant the template's new owner scope does not pick", async () => {
    await openEditor(2)
    fireEvent.click(await screen.findByRole('radio', { name: 'Shop' }))
    fireEvent.click(publishButton())
    await waitFor(() =>
      expect(problems()).toContain(
        'Component "GMV（月）": the source of "{{merchant_id}}" does not fit the template\'s owner scope.',
      ),
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('lists what blocks the publish, takes the focus, and updates the list as the fields change', async () => {
    await openEditor(5)
    toggleCard(1)
    const gmv = region('Component 1')
    const sql = await within(gmv).findByRole('textbox', { name: /^SQL query/ })
    fireEvent.change(sql, { target: { value: `${(sql as HTMLTextAreaElement).value} AND site = {{site}}` } })
    fireEvent.change(within(gmv).getByRole('textbox', { name: 'Custom value of campaign' }), { target: { value: ' ' } })
    toggleCard(2)
    const siteSource = await within(region('Component 2')).findByRole('combobox', { name: 'Source of site' })
    await waitFor(() => expect(siteSource).toHaveValue('Filter value'))
    // Mantine's clear button sits next to the input.
    const clear = siteSource.parentElement?.querySelector('button')
    if (!clear) throw new Error('no clear button')
    fireEvent.click(clear)
    await waitFor(() => expect(siteSource).toHaveValue(''))

    fireEvent.click(publishButton())
    await waitFor(() =>
      expect(problems()).toEqual([
        'Component "大促 GMV": the placeholder {{site}} has no source.',
        'Component "大促 GMV": "{{campaign}}" takes a custom value, but the value is empty.',
        'Component "大促战报 Campaign war room": the Metabase parameter "Site" is not mapped to a source.',
      ]),
    )
    const alert = screen.getByRole('alert', { name: 'The draft cannot be published yet' })
    await waitFor(() => expect(alert).toHaveFocus())
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(stored(5).draft).toBeNull()

    // Fixing a problem takes it off the list; fixing all of them says so.
    fireEvent.change(within(gmv).getByRole('textbox', { name: 'Custom value of campaign' }), {
      target: { value: '1111' },
    })
    await waitFor(() => expect(problems()).toHaveLength(2))
    await choose(within(region('Component 2')).getByRole('combobox', { name: 'Source of site' }), 'Filter value')
    await choose(within(gmv).getByRole('combobox', { name: 'Source of site' }), 'Filter value')
    expect(await screen.findByRole('status')).toHaveTextContent('Nothing blocks publishing any more')
  })

  it('shows what the draft changes before it goes live', async () => {
    const draft = draftOf(2)
    draft.components.reverse()
    draft.nda = { nda_id: 99, title: 'NDA', content: 'Keep it to yourself.', attachment: null }
    await openEditor(2)
    fireEvent.click(publishButton())
    const dialog = await screen.findByRole('dialog', { name: 'Publish the draft?' })
    const changes = within(dialog).getByRole('region', { name: 'What changes' })
    const fulfilment = await within(changes).findByText('Component 1 added: 物流履约 Fulfilment')
    expect(fulfilment).toBeInTheDocument()
    expect(within(changes).getByText('Component 2 changed: 品类结构 Category mix').closest('li')).toHaveTextContent(
      'Moved from position 5 to 2',
    )
    expect(
      within(changes).getByText('An NDA is added: viewers accept it before they open the reports.'),
    ).toBeInTheDocument()
  })

  it('shows the unsaved changes in what changes, saves them first, then publishes the draft', async () => {
    await openEditor(5)
    fireEvent.change(nameField(), { target: { value: 'Campaign Review 2026' } })
    fireEvent.click(publishButton())
    const dialog = await screen.findByRole('dialog', { name: 'Publish the draft?' })
    expect(dialog).toHaveTextContent('You have unsaved changes: they are saved first, then published.')
    // What goes live is shown with the unsaved changes in it.
    const changes = within(dialog).getByRole('region', { name: 'What changes, your unsaved changes included' })
    expect(await within(changes).findByRole('listitem')).toHaveTextContent(
      'Name: 双11大促复盘 11.11 Campaign Review → Campaign Review 2026',
    )
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save and publish' }))
    expect(await screen.findByText('The draft is published.')).toBeInTheDocument()
    expect(stored(5).published?.template_name).toBe('Campaign Review 2026')
    expect(stored(5).draft).toBeNull()
    expect(screen.getByText('All changes saved')).toBeInTheDocument()
  })

  it('publishes a new template and, when asked, makes it visible to sellers', async () => {
    const template = stored(6)
    template.status = 'unpublished'
    template.draft = structuredClone(template.published)
    template.published = null
    await openEditor(6)
    fireEvent.click(publishButton())
    const dialog = await screen.findByRole('dialog', { name: 'Publish the draft?' })
    expect(within(dialog).getByRole('checkbox', { name: /Also publish the template/ })).toBeChecked()
    expect(
      await within(dialog).findByText('This template has never been published: all of the draft is new.'),
    ).toBeInTheDocument()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish draft' }))
    expect(await screen.findByText('The draft is published and sellers can now see the template.')).toBeInTheDocument()
    expect(stored(6).status).toBe('published')
    expect(stored(6).published?.components).toHaveLength(3)
  })

  it('with a server that only flips, says the template published meanwhile is now off, and sets it back', async () => {
    // A backend that does not know `to_status`: every call flips the status.
    server.use(
      http.post(apiPath('/report_template/status'), () => {
        const template = stored(6)
        template.status = template.status === 'published' ? 'unpublished' : 'published'
        return HttpResponse.json({ code: 0, msg: 'success', data: { status: template.status } })
      }),
    )
    const template = stored(6)
    template.status = 'unpublished'
    template.draft = structuredClone(template.published)
    template.published = null
    const name = draftOf(6).template_name
    await openEditor(6)
    fireEvent.click(publishButton())
    const dialog = await screen.findByRole('dialog', { name: 'Publish the draft?' })
    await within(dialog).findByText('This template has never been published: all of the draft is new.')
    // Someone else publishes the template while the dialog is open.
    stored(6).status = 'published'
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish draft' }))

    expect(await screen.findByText('The draft is published.')).toBeInTheDocument()
    const notice = screen
      .getByText(`"${name}" had already been published, so your request unpublished it.`)
      .closest('[role="alert"]')
    expect(screen.queryByText('The draft is published and sellers can now see the template.')).toBeNull()
    expect(stored(6).status).toBe('unpublished')
    fireEvent.click(within(notice as HTMLElement).getByRole('button', { name: 'Publish it' }))
    expect(await screen.findByText(`"${name}" is published.`)).toBeInTheDocument()
    expect(stored(6).status).toBe('published')
  })
})

describe('editor: test queries', () => {
  it('starts from real sample values, marks a placeholder sent empty, never calls its result a success', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2026, 10, 18, 9, 30))
    const bodies = recordBodies('/metabase/report/queries')
    const template = stored(5)
    const broken = structuredClone(template.published?.components[0])
    if (!broken?.query) throw new Error('seed changed')
    broken.component_id = 't5-broken'
    broken.title = 'Broken'
    broken.query.sql = 'SELECT 1 WHERE x = {{unmapped}}'
    broken.variables = []
    const bySite = structuredClone(broken)
    bySite.component_id = 't5-by-site'
    bySite.title = 'By site'
    if (!bySite.query) throw new Error('seed changed')
    bySite.query.sql = 'SELECT COUNT(*) FROM orders WHERE week = {{report_period}} [[AND site = {{site}}]]'
    bySite.variables = [
      { name: 'report_period', source: 'report_period' },
      { name: 'site', source: 'nullable' },
    ]
    template.published?.components.push(broken, bySite)
    await openEditor(5)
    const panel = await screen.findByRole('region', { name: 'Test queries' })
    vi.useRealTimers()

    const merchant = within(panel).getByRole('textbox', { name: 'Test value of merchant_id' })
    // The template's first selectable merchant, and last week, the last complete one (template 5 is weekly).
    await waitFor(() => expect(merchant).toHaveValue('1001'))
    expect(within(panel).getByText('露米家居 Lumi Home')).toBeInTheDocument()
    expect(within(panel).getByRole('textbox', { name: 'Test value of report_period' })).toHaveValue('2026-W46')
    expect(within(panel).getByText('Not mapped (not sent)')).toBeInTheDocument()

    fireEvent.click(within(panel).getByRole('button', { name: 'Test queries' }))
    const gmv = await within(panel).findByRole('listitem', { name: '大促 GMV' })
    expect(gmv).toHaveTextContent(
      'SELECT SUM(gmv_cny) AS gmv FROM dws.dws_merchant_sales_mi ' +
        "WHERE merchant_id = 1001 AND campaign = 1111 AND week = '2026-W46'",
    )
    expect(within(gmv).getByTestId('query-value')).toHaveTextContent(/^¥[\d,]+$/)
    expect(within(panel).getByRole('status')).toHaveTextContent('Results: 2 with a value, 1 failed, 0 not tested.')
    const failed = within(panel).getByRole('listitem', { name: 'Broken' })
    expect(within(failed).getByTestId('query-error')).toHaveTextContent('No value for placeholder {{unmapped}}.')
    // A NULL in an optional clause leaves the clause out.
    const bySiteResult = within(panel).getByRole('listitem', { name: 'By site' })
    expect(within(bySiteResult).getByText(/^SELECT/)).toHaveTextContent(
      /^SELECT COUNT\(\*\) FROM orders WHERE week = '2026-W46'$/,
    )
    expect(bodies[0]).toEqual({
      template_id: 5,
      placeholders: [
        { name: 'merchant_id', source: 'merchant_id', value: '1001' },
        { name: 'campaign', source: 'custom', value: '1111' },
        { name: 'report_period', source: 'report_period', value: '2026-W46' },
        { name: 'site', source: 'nullable' },
      ],
    })

    // Emptied, the sample is marked, and the result that used it is not a success.
    fireEvent.change(merchant, { target: { value: '' } })
    expect(within(panel).getByText('No value: it is sent empty')).toBeInTheDocument()
    // A note, not an error: the field is not marked invalid.
    expect(merchant).not.toHaveAttribute('aria-invalid', 'true')
    fireEvent.click(within(panel).getByRole('button', { name: 'Test queries' }))
    await waitFor(() => expect(bodies).toHaveLength(2))
    const untested = await within(panel).findByRole('listitem', { name: '大促 GMV' })
    await waitFor(() => expect(within(untested).getByTestId('query-untested')).toHaveTextContent('Not tested'))
    expect(within(untested).queryByTestId('query-value')).not.toBeInTheDocument()
    expect(untested).toHaveTextContent('It ran with {{merchant_id}} empty, so its value proves nothing.')
  })

  it('says when the sample merchant could not be loaded, and a retry fills it in', async () => {
    let down = true
    server.use(
      http.get(apiPath('/user/merchant/selectable_list'), () =>
        down ? HttpResponse.json({ code: 1, msg: 'Merchant list unavailable.', data: null }) : undefined,
      ),
    )
    await openEditor(5)
    const panel = await screen.findByRole('region', { name: 'Test queries' })
    const failed = await within(panel).findByRole('alert')
    expect(failed).toHaveTextContent('The sample merchant could not be loaded: type a value, or retry.')
    expect(await screen.findByText('Merchant list unavailable.')).toBeInTheDocument()
    expect(within(panel).getByRole('textbox', { name: 'Test value of merchant_id' })).toHaveValue('')
    down = false
    fireEvent.click(within(failed).getByRole('button', { name: 'Retry' }))
    await waitFor(() =>
      expect(within(panel).getByRole('textbox', { name: 'Test value of merchant_id' })).toHaveValue('1001'),
    )
    expect(within(panel).queryByRole('alert')).toBeNull()
  })

  it('tests stock templates like readers: placeholders at filter defaults, an empty one drops its clause', async () => {
    const bodies = recordBodies('/metabase/report/queries')
    await openEditor(1)
    const panel = await screen.findByRole('region', { name: 'Test queries' })
    const channel = within(panel).getByRole('textbox', { name: 'Test value of channel' })
    // The channel filter's default, named as its readers see it.
    expect(channel).toHaveValue('all')
    expect(within(panel).getByText('全部渠道 All channels')).toBeInTheDocument()
    await waitFor(() =>
      expect(within(panel).getByRole('textbox', { name: 'Test value of shop_id' })).toHaveValue('2001'),
    )

    /**
     * Runs the test and waits for its SQL of the GMV: every query then has its value, none failed or proves nothing.
     */
    const run = async (sql: RegExp) => {
      fireEvent.click(within(panel).getByRole('button', { name: 'Test queries' }))
      await waitFor(() => expect(within(panel).getByRole('listitem', { name: 'GMV' })).toHaveTextContent(sql))
      expect(within(panel).getAllByTestId('query-value')).toHaveLength(4)
      expect(within(panel).queryByTestId('query-untested')).not.toBeInTheDocument()
      expect(within(panel).queryByTestId('query-error')).not.toBeInTheDocument()
    }
    // "All channels" narrows nothing, as on the report page: the clause is left out.
    await run(/WHERE shop_id = 2001 AND week = '\d{4}-W\d\d'$/)
    expect(bodies[0]).toMatchObject({
      placeholders: expect.arrayContaining([{ name: 'channel', source: 'filter_value', value: 'all' }]),
    })

    fireEvent.change(channel, { target: { value: 'live' } })
    await run(/AND channel = 'live'$/)

    // Emptied, the optional clause is left out, as the SQL help says, and the results hold.
    fireEvent.change(channel, { target: { value: '' } })
    expect(within(panel).getByText('No value: its optional clause is left out')).toBeInTheDocument()
    await run(/AND week = '\d{4}-W\d\d'$/)
    expect(bodies).toHaveLength(3)
  })

  it("starts a filter placeholder at a default that narrows, as a staff template's region", async () => {
    await openEditor(4)
    const panel = await screen.findByRole('region', { name: 'Test queries' })
    expect(within(panel).getByRole('textbox', { name: 'Test value of region' })).toHaveValue('SG')
    expect(within(panel).getByText('新加坡 Singapore')).toBeInTheDocument()
    fireEvent.click(within(panel).getByRole('button', { name: 'Test queries' }))
    const gmv = await within(panel).findByRole('listitem', { name: '全站 GMV' })
    expect(gmv).toHaveTextContent("AND region = 'SG'")
    expect(within(gmv).getByTestId('query-value')).toBeInTheDocument()
  })

  it('asks to save unsaved changes first, since the queries run on the saved draft', async () => {
    await openEditor(5)
    toggleCard(1)
    fireEvent.change(await within(region('Component 1')).findByRole('textbox', { name: /^SQL query/ }), {
      target: { value: 'SELECT SUM(gmv_cny) AS gmv FROM dws.dws_merchant_sales_mi WHERE campaign = {{campaign}}' },
    })
    const panel = await screen.findByRole('region', { name: 'Test queries' })
    fireEvent.click(within(panel).getByRole('button', { name: 'Test queries' }))
    const dialog = await screen.findByRole('dialog', { name: 'Save before testing?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save and test' }))
    const result = await within(panel).findByRole('listitem', { name: '大促 GMV' })
    expect(result).toHaveTextContent('SELECT SUM(gmv_cny) AS gmv FROM dws.dws_merchant_sales_mi WHERE campaign = 1111')
    expect(draftOf(5).components[0]?.query?.sql).toContain('WHERE campaign = {{campaign}}')
  })
})
