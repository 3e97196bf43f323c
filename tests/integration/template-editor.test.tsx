import { beforeAll, describe, expect, it, vi } from 'vitest'
import { configure, fireEvent, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '@/mocks/node'
import { getDb, type StoredTemplate } from '@/mocks/db'
import { signIn } from '@/mocks/session'
import { draftStorageKey } from '@/features/report-templates/editor/draft-storage'
import { apiPath, currentPath, renderApp, screen } from '../utils'

// The editor is the heaviest screen; on two busy cores its lazy route chunk and first render can take
// longer than the shared 5 s / 20 s windows. Normal runs take 1–5 s a test; this is headroom only.
vi.setConfig({ testTimeout: 60_000 })
beforeAll(() => {
  configure({ asyncUtilTimeout: 15_000 })
  // happy-dom has no document.fonts; Mantine's autosizing Textarea listens on it.
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true })
})

const CAMPAIGN = '双11大促复盘 11.11 Campaign Review'

function stored(templateId: number): StoredTemplate {
  const template = getDb().templates.find((t) => t.template_id === templateId)
  if (!template) throw new Error(`no template ${templateId}`)
  return template
}

/** The version the editor works on: the draft, else the published one. */
function editable(templateId: number) {
  const template = stored(templateId)
  const version = template.draft ?? template.published
  if (!version) throw new Error(`template ${templateId} has no version`)
  return version
}

function draftOf(templateId: number) {
  const draft = stored(templateId).draft
  if (!draft) throw new Error(`template ${templateId} has no draft`)
  return draft
}

async function openEditor(templateId: number, options: { locale?: 'en-US' | 'zh-CN' } = {}) {
  const app = await renderApp(`/template/${templateId}`, { as: 'staff-admin', locale: options.locale ?? 'en-US' })
  const name = await screen.findByRole('textbox', { name: /^Name/ })
  return { ...app, name }
}

/** Records the JSON bodies sent to a POST endpoint and lets the demo backend answer. */
function recordBodies(path: string) {
  const bodies: unknown[] = []
  server.use(
    http.post(apiPath(path), async ({ request }) => {
      bodies.push(await request.clone().json())
      return undefined
    }),
  )
  return bodies
}

const region = (name: string) => screen.getByRole('region', { name })
const saveButton = () => screen.getByRole('button', { name: 'Save draft' })
const publishButton = () => screen.getByRole('button', { name: 'Publish draft' })

/** Picks an option of a Mantine Select: open it, click the visible option (plain events: cheaper than userEvent). */
async function choose(select: HTMLElement, option: string | RegExp) {
  // A picker waits, disabled, for its list to load.
  await waitFor(() => expect(select).toBeEnabled())
  fireEvent.click(select)
  fireEvent.click(await screen.findByRole('option', { name: option }))
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument())
}

describe('editor: loading', () => {
  it('loads the draft (preview=true), not the published version, into the form', async () => {
    const template = stored(6)
    const published = template.published
    if (!published) throw new Error('seed changed')
    template.draft = {
      ...structuredClone(published),
      template_name: 'New Listings, reworked',
      description: 'The draft description.',
      period_type: 'week',
    }
    const { name } = await openEditor(6)
    expect(name).toHaveValue('New Listings, reworked')
    expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveValue('The draft description.')
    expect(screen.getByRole('radio', { name: 'Shop' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Weekly' })).toBeChecked()
    expect(screen.getAllByRole('region', { name: /^Component \d+$/ })).toHaveLength(3)
    const frame = region('Component 3')
    expect(within(frame).getByRole('textbox', { name: /^Title/ })).toHaveValue('新品表现 New listings')
    expect(within(frame).getByRole('radio', { name: 'Metabase embed' })).toBeChecked()
    expect(within(frame).getByRole('textbox', { name: 'Height (px)' })).toHaveValue('480')
    await waitFor(() => expect(within(frame).getByRole('combobox', { name: 'Dashboard or card' })).toHaveValue('新品表现 New listings'))
    expect(await within(frame).findByRole('combobox', { name: 'Source of month' })).toHaveValue('Report period')
    expect(within(region('Component 1')).getByRole('textbox', { name: /^SQL query/ })).toHaveValue(
      published.components[0]?.query?.sql,
    )
    expect(screen.getByText('Draft waiting')).toBeInTheDocument()
    expect(screen.getByText('Unpublished')).toBeInTheDocument()
    expect(screen.getByText('All changes saved')).toBeInTheDocument()
  })

  it('shows an error with Retry when the draft cannot be loaded', async () => {
    let fail = true
    server.use(
      http.get(apiPath('/report_template/detail'), () => (fail ? HttpResponse.json({ code: 400, msg: 'Detail broke.' }, { status: 400 }) : undefined)),
    )
    await renderApp('/template/5', { as: 'staff-admin', locale: 'en-US' })
    const title = await screen.findByText('Template 5 could not be loaded.')
    fail = false
    fireEvent.click(within(title.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue(CAMPAIGN)
  })
})

describe('editor: save', () => {
  it('saves with the updated_at the edit started from, then clears the kept copy', async () => {
    const bodies = recordBodies('/report_template/update')
    const startedAt = editable(5).updated_at
    const { name } = await openEditor(5)
    fireEvent.change(name, { target: { value: 'Campaign Review v2' } })
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument()
    expect(window.localStorage.getItem(draftStorageKey(5))).toContain('Campaign Review v2')

    fireEvent.click(saveButton())
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument()
    expect(bodies[0]).toMatchObject({ template_id: 5, updated_at: startedAt, template_name: 'Campaign Review v2' })
    expect(editable(5).template_name).toBe('Campaign Review v2')
    expect(window.localStorage.getItem(draftStorageKey(5))).toBeNull()
    expect(screen.getByText('All changes saved')).toBeInTheDocument()
  })

  it('does not save a form with invalid fields, and says which', async () => {
    const { name } = await openEditor(5)
    fireEvent.change(name, { target: { value: ' ' } })
    const height = within(region('Component 1')).getByRole('textbox', { name: 'Height (px)' })
    fireEvent.change(height, { target: { value: '50' } })
    fireEvent.click(saveButton())
    expect(await screen.findByText('This field is required')).toBeInTheDocument()
    expect(within(region('Component 1')).getByText('Must be a number from 100 to 4000')).toBeInTheDocument()
    expect(editable(5).template_name).toBe(CAMPAIGN)
  })
})

describe('editor: someone else saved first (409)', () => {
  function theyChangedIt() {
    const template = stored(5)
    const published = editable(5)
    template.draft = { ...structuredClone(published), template_name: 'Their name', updated_at: published.updated_at + 100 }
  }

  it('opens the conflict dialog, and "Load their version" shows their draft', async () => {
    const { name } = await openEditor(5)
    theyChangedIt()
    fireEvent.change(name, { target: { value: 'My name' } })
    fireEvent.click(saveButton())
    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this template' })
    expect(editable(5).template_name).toBe('Their name')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Load their version' }))
    await waitFor(() => expect(name).toHaveValue('Their name'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByText('All changes saved')).toBeInTheDocument()
  })

  it('"Keep mine and overwrite" saves over theirs with the newer updated_at', async () => {
    const bodies = recordBodies('/report_template/update')
    const { name } = await openEditor(5)
    const startedAt = editable(5).updated_at
    theyChangedIt()
    fireEvent.change(name, { target: { value: 'My name' } })
    fireEvent.click(saveButton())
    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this template' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep mine and overwrite' }))
    expect(await screen.findByText('Draft saved over the newer version.')).toBeInTheDocument()
    expect(editable(5).template_name).toBe('My name')
    expect(bodies).toHaveLength(2)
    expect(bodies[0]).toMatchObject({ updated_at: startedAt })
    expect(bodies[1]).toMatchObject({ updated_at: startedAt + 100, template_name: 'My name' })
  })
})

describe('editor: nothing typed is lost', () => {
  it('asks before leaving with unsaved changes: stay keeps them, discard leaves', async () => {
    const { name, router } = await openEditor(5)
    fireEvent.change(name, { target: { value: 'Half typed' } })
    const nav = screen.getByRole('navigation', { name: 'Administration' })
    fireEvent.click(within(nav).getByRole('link', { name: 'Report templates' }))
    const dialog = await screen.findByRole('dialog', { name: 'Leave with unsaved changes?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(currentPath(router)).toBe('/template/5')
    expect(name).toHaveValue('Half typed')

    fireEvent.click(within(nav).getByRole('link', { name: 'Report templates' }))
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard changes and leave' }),
    )
    await waitFor(() => expect(currentPath(router)).toBe('/template'))
    expect(window.localStorage.getItem(draftStorageKey(5))).toBeNull()
  })

  it('leaves without asking when nothing changed', async () => {
    const { router } = await openEditor(5)
    const nav = screen.getByRole('navigation', { name: 'Administration' })
    fireEvent.click(within(nav).getByRole('link', { name: 'Report templates' }))
    await waitFor(() => expect(currentPath(router)).toBe('/template'))
  })

  it('offers the unsaved changes back after a reload, and restores them', async () => {
    const first = await openEditor(5)
    fireEvent.change(first.name, { target: { value: 'Typed before the reload' } })
    first.unmount()

    await renderApp('/template/5', { as: 'staff-admin', locale: 'en-US' })
    const dialog = await screen.findByRole('dialog', { name: 'Restore unsaved changes?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore my changes' }))
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('Typed before the reload')
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument()
  })

  it('discarding the offered changes keeps the saved draft and forgets them', async () => {
    const first = await openEditor(5)
    fireEvent.change(first.name, { target: { value: 'Typed before the reload' } })
    first.unmount()

    await renderApp('/template/5', { as: 'staff-admin', locale: 'en-US' })
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Restore unsaved changes?' })).getByRole('button', {
        name: 'Discard them',
      }),
    )
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue(CAMPAIGN)
    expect(window.localStorage.getItem(draftStorageKey(5))).toBeNull()
  })

  it('keeps the changes through a 401: after signing in again they are offered back', async () => {
    const { name, router, session } = await openEditor(5)
    fireEvent.change(name, { target: { value: 'Typed before the session ended' } })
    server.use(
      http.post(apiPath('/report_template/update'), () => HttpResponse.json({ code: 401, msg: 'x' }, { status: 401 }), {
        once: true,
      }),
    )
    fireEvent.click(saveButton())
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toEqual({ redirect: '/template/5' })
    // The editor is gone (the sign-in page shows); the browser still holds the typing.
    expect(await screen.findByRole('heading', { name: /sign in/i })).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: /^Name/ })).not.toBeInTheDocument()
    expect(window.localStorage.getItem(draftStorageKey(5))).toContain('Typed before the session ended')

    session.setOnline(signIn('staff-admin'))
    await waitFor(() => expect(currentPath(router)).toBe('/template/5'))
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Restore unsaved changes?' })).getByRole('button', {
        name: 'Restore my changes',
      }),
    )
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('Typed before the session ended')
  })
})

describe('editor: NDA attachment', () => {
  /** A file that claims a size without holding the bytes (it is never sent). */
  const file = (name: string, type: string, bytes: number) => {
    const upload = new File(['x'], name, { type })
    Object.defineProperty(upload, 'size', { value: bytes })
    return upload
  }

  it('rejects a file that is too large or of the wrong type before sending it, and uploads a good one', async () => {
    const uploads = recordUploads()
    await openEditor(3)
    const input = document.querySelector('input[type="file"]')
    if (!input) throw new Error('no file input')
    fireEvent.change(input, { target: { files: [file('contract.pdf', 'application/pdf', 11 * 1024 * 1024)] } })
    expect(
      await screen.findByText('"contract.pdf" is 11.0 MB; files can be at most 10 MB. Choose a smaller file.'),
    ).toBeInTheDocument()
    fireEvent.change(input, { target: { files: [file('notes.docx', 'application/msword', 2048)] } })
    expect(
      await screen.findByText('"notes.docx" is not a PDF, PNG or JPEG file. Choose a file of one of these types.'),
    ).toBeInTheDocument()
    expect(uploads.count).toBe(0)

    fireEvent.change(input, { target: { files: [new File([new Uint8Array(300 * 1024)], 'terms.png', { type: 'image/png' })] } })
    const attached = await screen.findByTestId('nda-attachment')
    expect(within(attached).getByRole('link', { name: 'terms.png' })).toHaveAttribute('href', expect.stringContaining('terms.png'))
    expect(uploads.count).toBe(1)

    fireEvent.click(saveButton())
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument()
    const nda = draftOf(3).nda
    expect(nda?.attachment).toMatchObject({ file_name: 'terms.png', size: 300 * 1024 })
    // A changed NDA is a new NDA: viewers accept it again.
    expect(nda?.nda_id).not.toBe(501)
  })
})

function recordUploads() {
  const uploads = { count: 0 }
  server.use(
    http.post(apiPath('/report_template/upload_file'), () => {
      uploads.count += 1
      return undefined
    }),
  )
  return uploads
}

describe('editor: components', () => {
  it('adds an SQL value: database, tables, SQL whose placeholders are listed and mapped; reorders and removes', async () => {
    await openEditor(5)
    expect(screen.getAllByRole('region', { name: /^Component \d+$/ })).toHaveLength(2)
    fireEvent.click(screen.getByRole('button', { name: 'Add an SQL value' }))
    const added = region('Component 3')
    fireEvent.change(within(added).getByRole('textbox', { name: /^Title/ }), { target: { value: 'Refunds' } })
    await choose(within(added).getByRole('combobox', { name: 'Database' }), 'seller_dw (postgres)')
    fireEvent.click(await within(added).findByRole('button', { name: 'Insert dws.dws_merchant_sales_mi into the SQL' }))
    const sql = within(added).getByRole('textbox', { name: /^SQL query/ })
    expect(sql).toHaveValue('dws.dws_merchant_sales_mi')
    fireEvent.change(sql, {
      target: { value: 'SELECT SUM(refund_cnt) FROM dws.dws_merchant_sales_mi WHERE merchant_id = {{merchant_id}} AND month = {{ month }}' },
    })
    await choose(within(added).getByRole('combobox', { name: 'Source of merchant_id' }), 'Merchant ID')
    await choose(within(added).getByRole('combobox', { name: 'Source of month' }), 'Custom value')
    fireEvent.change(within(added).getByRole('textbox', { name: 'Custom value of month' }), { target: { value: '2026-10' } })

    fireEvent.click(within(added).getByRole('button', { name: 'Move component 3 up' }))
    expect(within(region('Component 2')).getByRole('textbox', { name: /^Title/ })).toHaveValue('Refunds')
    fireEvent.click(within(region('Component 1')).getByRole('button', { name: 'Remove component 1' }))
    expect(screen.getAllByRole('region', { name: /^Component \d+$/ })).toHaveLength(2)

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

  it('adds a Metabase embed: collection, then a dashboard in it, whose parameters are mapped', async () => {
    await openEditor(5)
    fireEvent.click(screen.getByRole('button', { name: 'Add a Metabase embed' }))
    const added = region('Component 3')
    fireEvent.change(within(added).getByRole('textbox', { name: /^Title/ }), { target: { value: 'Ads' } })
    await choose(within(added).getByRole('combobox', { name: 'Metabase collection' }), '广告投放 Ads')
    await choose(within(added).getByRole('combobox', { name: 'Dashboard or card' }), '广告总览 Ads overview')
    await choose(await within(added).findByRole('combobox', { name: 'Source of shop_id' }), 'Shop ID')
    await choose(within(added).getByRole('combobox', { name: 'Source of month' }), 'Report period')
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
        { name: 'shop_id', source: 'shop_id' },
        { name: 'month', source: 'report_period' },
        { name: 'campaign_type', source: 'filter_value' },
      ],
    })
  })
})

describe('editor: publish checks', () => {
  const problems = async () => within(await screen.findByTestId('publish-problems')).getAllByRole('listitem').map((item) => item.textContent)

  it('blocks publishing an empty component list', async () => {
    const template = stored(6)
    template.draft = { ...structuredClone(template.published ?? draftOf(6)), components: [] }
    await openEditor(6)
    fireEvent.click(publishButton())
    expect(await problems()).toEqual(['Add at least one component.'])
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('blocks an unmapped Metabase parameter, a placeholder without a source and a custom source without a value', async () => {
    await openEditor(5)
    const gmv = region('Component 1')
    const sql = within(gmv).getByRole('textbox', { name: /^SQL query/ })
    fireEvent.change(sql, { target: { value: `${(sql as HTMLTextAreaElement).value} AND site = {{site}}` } })
    fireEvent.change(within(gmv).getByRole('textbox', { name: 'Custom value of campaign' }), { target: { value: ' ' } })
    const warRoom = region('Component 2')
    const siteSource = await within(warRoom).findByRole('combobox', { name: 'Source of site' })
    expect(siteSource).toHaveValue('Filter value')
    // Mantine's clear button sits next to the input.
    const clear = siteSource.parentElement?.querySelector('button')
    if (!clear) throw new Error('no clear button')
    fireEvent.click(clear)
    await waitFor(() => expect(siteSource).toHaveValue(''))

    fireEvent.click(publishButton())
    expect(await problems()).toEqual([
      'Component "大促 GMV": the placeholder {{site}} has no source.',
      'Component "大促 GMV": "{{campaign}}" takes a custom value, but the value is empty.',
      'Component "大促战报 Campaign war room": the Metabase parameter "Site" is not mapped to a source.',
    ])
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(stored(5).draft).toBeNull()
  })

  it('saves unsaved changes first, then publishes the draft', async () => {
    const { name } = await openEditor(5)
    fireEvent.change(name, { target: { value: 'Campaign Review 2026' } })
    fireEvent.click(publishButton())
    const dialog = await screen.findByRole('dialog', { name: 'Publish the draft?' })
    expect(dialog).toHaveTextContent('You have unsaved changes: they are saved first, then published.')
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
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish draft' }))
    expect(await screen.findByText('The draft is published and sellers can now see the template.')).toBeInTheDocument()
    expect(stored(6).status).toBe('published')
    expect(stored(6).published?.components).toHaveLength(3)
  })
})

describe('editor: test queries', () => {
  it('runs the queries with the current placeholders and shows each rendered SQL with its value or error', async () => {
    const bodies = recordBodies('/metabase/report/queries')
    const template = stored(5)
    const broken = structuredClone(template.published?.components[0])
    if (!broken?.query) throw new Error('seed changed')
    broken.component_id = 't5-broken'
    broken.title = 'Broken'
    broken.query.sql = 'SELECT 1 WHERE x = {{unmapped}}'
    broken.variables = []
    template.published?.components.push(broken)
    await openEditor(5)

    const panel = screen.getByRole('region', { name: 'Test queries' })
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Test value of merchant_id' }), { target: { value: '1001' } })
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Test value of report_period' }), {
      target: { value: '2026-W46' },
    })
    expect(within(panel).getByText('Not mapped (not sent)')).toBeInTheDocument()
    fireEvent.click(within(panel).getByRole('button', { name: 'Test queries' }))

    const gmv = await within(panel).findByRole('listitem', { name: '大促 GMV' })
    expect(gmv).toHaveTextContent(
      "SELECT SUM(gmv_cny) AS gmv FROM dws.dws_merchant_sales_mi WHERE merchant_id = 1001 AND campaign = 1111 AND week = '2026-W46'",
    )
    expect(within(gmv).getByTestId('query-value')).toHaveTextContent(/^¥[\d,]+$/)
    const failed = within(panel).getByRole('listitem', { name: 'Broken' })
    expect(within(failed).getByTestId('query-error')).toHaveTextContent('No value for placeholder {{unmapped}}.')
    expect(bodies[0]).toEqual({
      template_id: 5,
      placeholders: [
        { name: 'merchant_id', source: 'merchant_id', value: '1001' },
        { name: 'campaign', source: 'custom', value: '1111' },
        { name: 'report_period', source: 'report_period', value: '2026-W46' },
      ],
    })
  })

  it('asks to save unsaved changes first, since the queries run on the saved draft', async () => {
    await openEditor(5)
    const gmv = region('Component 1')
    fireEvent.change(within(gmv).getByRole('textbox', { name: /^SQL query/ }), {
      target: { value: 'SELECT SUM(gmv_cny) AS gmv FROM dws.dws_merchant_sales_mi WHERE campaign = {{campaign}}' },
    })
    const panel = screen.getByRole('region', { name: 'Test queries' })
    fireEvent.click(within(panel).getByRole('button', { name: 'Test queries' }))
    const dialog = await screen.findByRole('dialog', { name: 'Save before testing?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save and test' }))
    const result = await within(panel).findByRole('listitem', { name: '大促 GMV' })
    expect(result).toHaveTextContent('SELECT SUM(gmv_cny) AS gmv FROM dws.dws_merchant_sales_mi WHERE campaign = 1111')
    expect(draftOf(5).components[0]?.query?.sql).toContain('WHERE campaign = {{campaign}}')
  })
})
