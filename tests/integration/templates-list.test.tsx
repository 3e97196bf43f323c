import { beforeAll, describe, expect, it, vi } from 'vitest'
import { act, cleanup, configure, fireEvent, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { getResponse, http, HttpResponse } from 'msw'
import { handlers } from '@/mocks/handlers'
import { notifications } from '@mantine/notifications'
import { server } from '@/mocks/node'
import { templateListKey } from '@/features/report-templates/api/get-templates'
import { getDb } from '@/mocks/db'
import { draftOf, recordBodies, stored } from './template-support'
import { apiPath, currentPath, failUntilHealed, renderApp, screen } from '../utils'

// The editor is the heaviest screen; on two busy cores its lazy route chunk and first render can take
// longer than the shared windows. This is headroom only.
vi.setConfig({ testTimeout: 60_000 })
beforeAll(() => {
  configure({ asyncUtilTimeout: 15_000 })
  // happy-dom has no document.fonts; Mantine's autosizing Textarea listens on it.
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true })
})

const row = (name: RegExp) => screen.findByRole('row', { name })

/** The publish confirmation's button, once the comparison it publishes is shown. */
async function shownPublish() {
  const confirm = within(await screen.findByRole('dialog', { name: 'Publish the draft?' })).getByRole('button', {
    name: 'Publish draft',
  })
  await waitFor(() => expect(confirm).toBeEnabled())
  return confirm
}

async function openList(path = '/template', as: 'staff-admin' | 'staff-reader' = 'staff-admin') {
  const app = await renderApp(path, { as, locale: 'en-US' })
  await screen.findByRole('heading', { name: 'Report templates' })
  return app
}

describe('template list: what each permission offers', () => {
  it('shows every column to a reader, with preview but no edit, toggle, publish or create', async () => {
    await openList('/template', 'staff-reader')
    const weekly = await row(/Shop Weekly/)
    const cells = within(weekly).getAllByRole('cell')
    expect(cells[0]).toHaveTextContent('1')
    expect(cells[2]).toHaveTextContent('Shop')
    expect(cells[3]).toHaveTextContent('Published')
    expect(cells[4]).toHaveTextContent('None')
    expect(cells[5]).toHaveTextContent('by wei.zhang')
    expect(within(weekly).getByRole('link', { name: 'Preview' })).toHaveAttribute(
      'href',
      '/sellers/report-platform/preview/1',
    )
    expect(within(await row(/Merchant Monthly/)).getByText('Draft not yet published')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Unpublish' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Publish draft' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'New template' })).not.toBeInTheDocument()
  })

  it('gives an admin edit links, the status toggle, publish draft only where a draft waits, and create', async () => {
    await openList()
    const weekly = await row(/Shop Weekly/)
    expect(within(weekly).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/sellers/report-platform/template/1',
    )
    // Read one after another, each action names its template.
    expect(within(weekly).getByRole('button', { name: 'Unpublish' })).toHaveAccessibleDescription(/Shop Weekly/)
    expect(within(weekly).queryByRole('button', { name: 'Publish draft' })).not.toBeInTheDocument()
    expect(within(await row(/Merchant Monthly/)).getByRole('button', { name: 'Publish draft' })).toBeInTheDocument()
    expect(within(await row(/New Listings/)).getByRole('button', { name: 'Publish' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'New template' })).toBeInTheDocument()
  })
})

describe('template list: search and paging live in the URL', () => {
  it('searches by name once typing settles, and a reload of that URL shows the same search', async () => {
    const user = userEvent.setup()
    const { router, unmount } = await openList()
    await row(/Shop Weekly/)
    await user.type(screen.getByRole('textbox', { name: 'Search by name' }), 'weekly')
    await waitFor(() => expect(currentPath(router)).toBe('/template?name=weekly'))
    await waitFor(() => expect(screen.queryByRole('row', { name: /Merchant Monthly/ })).not.toBeInTheDocument())
    expect(screen.getByRole('row', { name: /Shop Weekly/ })).toBeInTheDocument()

    unmount()
    await openList('/template?name=weekly')
    expect(screen.getByRole('textbox', { name: 'Search by name' })).toHaveValue('weekly')
    await row(/Shop Weekly/)
    expect(screen.queryByRole('row', { name: /Merchant Monthly/ })).not.toBeInTheDocument()
  })

  it('keeps a space typed at the end while the search before it runs', async () => {
    const user = userEvent.setup()
    const { router } = await openList()
    await row(/Shop Weekly/)
    const box = screen.getByRole('textbox', { name: 'Search by name' })
    await user.type(box, 'Shop ')
    await waitFor(() => expect(currentPath(router)).toBe('/template?name=Shop'))
    expect(box).toHaveValue('Shop ')
    await user.type(box, 'Weekly')
    await waitFor(() => expect(router.state.location.search).toMatchObject({ name: 'Shop Weekly' }))
    expect(box).toHaveValue('Shop Weekly')
    // Cleared by its button, the box keeps the keyboard focus.
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }))
    expect(box).toHaveValue('')
    expect(box).toHaveFocus()
  })

  it('keeps the search box when a search fails, with Retry and a way back to all templates', async () => {
    const user = userEvent.setup()
    const { router } = await openList()
    await row(/Shop Weekly/)
    const heal = failUntilHealed('/report_template/list', 'The list is unavailable.')
    const box = screen.getByRole('textbox', { name: 'Search by name' })
    await user.type(box, 'weekly')
    // The toast says the server's reason; the page's own state, what it could not show.
    const said = await screen.findByText('The report templates could not be loaded.')
    const failed = said.closest<HTMLElement>('[role="alert"]')
    if (!failed) throw new Error('the failure is no alert')
    expect(box).toHaveValue('weekly')
    heal()
    fireEvent.click(within(failed).getByRole('button', { name: 'Show all templates' }))
    await waitFor(() => expect(currentPath(router)).toBe('/template'))
    await row(/Merchant Monthly/)
    expect(screen.getByRole('textbox', { name: 'Search by name' })).toHaveValue('')
  })

  it('keeps the rows when a refresh of them fails, saying so above them with Retry', async () => {
    const { router } = await openList()
    await row(/Shop Weekly/)
    const heal = failUntilHealed('/report_template/list', 'The list is unavailable.')
    await act(() => router.options.context.queryClient.invalidateQueries({ queryKey: ['report-templates'] }))
    const said = await screen.findByText('The report templates could not be refreshed.')
    const failed = said.closest<HTMLElement>('[role="alert"]')
    if (!failed) throw new Error('the refresh failure is no alert')
    expect(screen.getByRole('row', { name: /Shop Weekly/ })).toBeInTheDocument()
    heal()
    fireEvent.click(within(failed).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(screen.queryByText('The report templates could not be refreshed.')).toBeNull())
    expect(screen.getByRole('row', { name: /Shop Weekly/ })).toBeInTheDocument()
  })

  it('pages through the URL, and back returns to the page before', async () => {
    // Twelve templates: two pages of ten.
    const seed = getDb().templates.find((t) => t.template_id === 1)
    if (!seed) throw new Error('seed missing')
    for (let id = 7; id <= 12; id++) getDb().templates.push({ ...structuredClone(seed), template_id: id })
    const { router } = await openList('/template?page_size=10')
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(11))
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2, page_size: 10 }))
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3))
    expect(screen.getAllByRole('row')[2]).toHaveTextContent(/^1店铺经营周报/)

    router.history.back()
    await waitFor(() => expect(currentPath(router)).toBe('/template?page_size=10'))
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(11))
  })

  it('falls back to the defaults for search params that make no sense', async () => {
    const { router } = await openList('/template?page=-3&page_size=7&name=%5B1%5D')
    await row(/Shop Weekly/)
    expect(screen.getByRole('textbox', { name: 'Search by name' })).toHaveValue('')
    expect(screen.getAllByRole('row')).toHaveLength(7)
    expect(currentPath(router)).toBe('/template')
  })

  it('says when no template matches, and clears the search from there', async () => {
    const { router } = await openList('/template?name=nothing-like-this')
    expect(await screen.findByText('No template name contains "nothing-like-this".')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Show all templates' }))
    await waitFor(() => expect(currentPath(router)).toBe('/template'))
    await row(/Shop Weekly/)
  })
})

describe('template list: loading and failure', () => {
  it('notifies the reason once, shows what could not be loaded with a Retry, and recovers', async () => {
    const heal = failUntilHealed('/report_template/list', 'The list is unavailable.')
    await renderApp('/template', { as: 'staff-admin', locale: 'en-US' })
    const title = await screen.findByText('The report templates could not be loaded.')
    const state = title.closest('[role="alert"]')
    if (!(state instanceof HTMLElement)) throw new Error('the error is not an alert')
    // The notification gives the server's reason; the page does not repeat it.
    expect(await screen.findAllByText('The list is unavailable.')).toHaveLength(1)
    expect(state).not.toHaveTextContent('The list is unavailable.')
    heal()
    fireEvent.click(within(state).getByRole('button', { name: 'Retry' }))
    await row(/Shop Weekly/)
  })
})

describe('template list: status and drafts', () => {
  it('asks before unpublishing, shows the new status at once, and rolls it back when the call fails', async () => {
    // The server answers only when the test has seen the row change.
    let answer: () => void = () => undefined
    const answered = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      http.post(apiPath('/report_template/status'), async () => {
        await answered
        return HttpResponse.json({ code: 500, msg: 'Status service down.' }, { status: 500 })
      }),
    )
    await openList()
    const weekly = await row(/Shop Weekly/)
    fireEvent.click(within(weekly).getByRole('button', { name: 'Unpublish' }))
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish this template?' })
    expect(dialog).toHaveTextContent('Sellers will no longer see "店铺经营周报 Shop Weekly"')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unpublish' }))

    // At once, before the server answers:
    await waitFor(() => expect(within(weekly).getByText('Unpublished')).toBeInTheDocument())
    expect(within(weekly).getByRole('button', { name: 'Publish' })).toBeInTheDocument()
    answer()
    // Then the failure puts it back and says why.
    expect(await screen.findByText('Status service down.')).toBeInTheDocument()
    await waitFor(() => expect(within(weekly).getByText('Published')).toBeInTheDocument())
    expect(getDb().templates.find((t) => t.template_id === 1)?.status).toBe('published')
  })

  it('puts nothing back into the cache when the status call ends the session (401)', async () => {
    // The server has ended the session: this call and every one after it answer 401.
    let ended = false
    const expired = () => HttpResponse.json({ code: 401, msg: 'Session expired.' }, { status: 401 })
    server.use(
      http.post(apiPath('/report_template/status'), () => ((ended = true), expired())),
      http.all(apiPath('/*'), () => (ended ? expired() : undefined)),
    )
    const { queryClient, router } = await renderApp('/template', { as: 'staff-admin', locale: 'en-US' })
    fireEvent.click(within(await row(/Shop Weekly/)).getByRole('button', { name: 'Unpublish' }))
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish this template?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unpublish' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    // The next person to sign in at this computer starts from an empty cache.
    const kept = queryClient.getQueriesData({ queryKey: templateListKey }).filter(([, data]) => data !== undefined)
    expect(kept).toEqual([])
  })

  it('keeps the new status when the call succeeds; cancel changes nothing', async () => {
    await openList()
    const listings = await row(/New Listings/)
    fireEvent.click(within(listings).getByRole('button', { name: 'Publish' }))
    const dialog = await screen.findByRole('dialog', { name: 'Publish this template?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(within(listings).getByText('Unpublished')).toBeInTheDocument()

    fireEvent.click(within(listings).getByRole('button', { name: 'Publish' }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish' }))
    expect(await screen.findByText('"新品孵化月报 New Listings" is published.')).toBeInTheDocument()
    expect(within(listings).getByText('Published')).toBeInTheDocument()
    expect(getDb().templates.find((t) => t.template_id === 6)?.status).toBe('published')
  })

  it('publishes a waiting draft after confirmation', async () => {
    await openList()
    const monthly = await row(/Merchant Monthly/)
    const lastUpdate = within(monthly).getAllByRole('cell')[5]?.textContent
    fireEvent.click(within(monthly).getByRole('button', { name: 'Publish draft' }))
    const dialog = await screen.findByRole('dialog', { name: 'Publish the draft?' })
    // What goes live, against what sellers see now.
    const changes = await within(dialog).findByRole('region', { name: 'What changes' })
    const items = await within(changes).findAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Name: 商户月度经营报告 Merchant Monthly → 商户月度经营报告（新版）Merchant Monthly v2',
      expect.stringMatching(/^Description: .* → .*新版增加广告 ROAS/),
      'Component 4 added: 广告 ROAS',
      'Component 7 added: 物流履约 Fulfilment',
    ])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish draft' }))
    expect(await screen.findByText(/The draft of ".*Merchant Monthly.*" is published\./)).toBeInTheDocument()
    await waitFor(() => expect(within(monthly).queryByText('Draft not yet published')).not.toBeInTheDocument())
    // The publish is the template's last update.
    await waitFor(() => expect(within(monthly).getAllByRole('cell')[5]?.textContent).not.toBe(lastUpdate))
    // The published version is now the draft's, with its new name.
    await waitFor(() => expect(monthly).toHaveTextContent('Merchant Monthly v2'))
    expect(getDb().templates.find((t) => t.template_id === 2)?.draft).toBeNull()
  })
})

describe('template list: what a publish changes', () => {
  it('says when the changes cannot be shown, publishes nothing unseen, and shows them on Retry', async () => {
    const heal = failUntilHealed('/report_template/detail', 'Detail service down.')
    await openList()
    fireEvent.click(within(await row(/Merchant Monthly/)).getByRole('button', { name: 'Publish draft' }))
    const dialog = await screen.findByRole('dialog', { name: 'Publish the draft?' })
    expect(
      await within(dialog).findByText(
        /^The differences from the published version cannot be shown\. Publishing waits until they can be\./,
      ),
    ).toBeInTheDocument()
    // The toast says why; nothing can be published unseen.
    expect(await screen.findByText('Detail service down.')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Publish draft' })).toBeDisabled()
    heal()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }))
    expect(await within(dialog).findByText('Component 4 added: 广告 ROAS')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Publish draft' })).toBeEnabled()
  })
})

describe("template list: the server's answer is the truth", () => {
  const SHOP_WEEKLY = '"店铺经营周报 Shop Weekly"'
  const status = () => getDb().templates.find((t) => t.template_id === 1)?.status

  /** Someone else unpublishes Shop Weekly after this list was loaded. */
  const someoneElseUnpublishes = () => {
    const template = getDb().templates.find((t) => t.template_id === 1)
    if (template?.status !== 'published') throw new Error('seed changed')
    template.status = 'unpublished'
  }

  async function unpublishShopWeekly() {
    const weekly = await row(/Shop Weekly/)
    fireEvent.click(within(weekly).getByRole('button', { name: 'Unpublish' }))
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Unpublish this template?' })).getByRole('button', {
        name: 'Unpublish',
      }),
    )
    return weekly
  }

  it('asks for the status the user wants: a stale Unpublish changes nothing and says it already was', async () => {
    const bodies = recordBodies('/report_template/status')
    await openList()
    someoneElseUnpublishes()
    const weekly = await unpublishShopWeekly()
    expect(await screen.findByText(`${SHOP_WEEKLY} was already unpublished.`)).toBeInTheDocument()
    expect(within(weekly).getByText('Unpublished')).toBeInTheDocument()
    expect(status()).toBe('unpublished')
    expect(bodies).toEqual([{ template_id: 1, to_status: 'unpublished' }])
    // No error: the 409 is the answer the user hoped for.
    expect(screen.queryByText('This template is already unpublished.')).not.toBeInTheDocument()
  })

  it('with a server that only flips, shows the status it answered, says so, sets it back in one click', async () => {
    // A backend that does not know `to_status`: every call flips the status.
    server.use(
      http.post(apiPath('/report_template/status'), () => {
        const template = getDb().templates.find((t) => t.template_id === 1)
        if (!template) throw new Error('seed changed')
        template.status = template.status === 'published' ? 'unpublished' : 'published'
        return HttpResponse.json({ code: 0, msg: 'success', data: { status: template.status } })
      }),
    )
    await openList()
    someoneElseUnpublishes()
    const weekly = await unpublishShopWeekly()
    const notice = (
      await screen.findByText(`${SHOP_WEEKLY} had already been unpublished, so your request published it again.`)
    ).closest<HTMLElement>('[role="alert"]')
    if (!notice) throw new Error('no notification')
    await waitFor(() => expect(within(weekly).getByText('Published')).toBeInTheDocument())
    expect(screen.queryByText(`${SHOP_WEEKLY} is unpublished.`)).not.toBeInTheDocument()
    expect(status()).toBe('published')

    fireEvent.click(within(notice).getByRole('button', { name: 'Unpublish it' }))
    expect(await screen.findByText(`${SHOP_WEEKLY} is unpublished.`)).toBeInTheDocument()
    await waitFor(() => expect(within(weekly).getByText('Unpublished')).toBeInTheDocument())
    expect(status()).toBe('unpublished')
  })
})

describe('template list: one publish path', () => {
  /** The publish calls the page sends. */
  function recordPublishes() {
    const sent: string[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/report_template/publish_draft')) sent.push(request.method)
    })
    return sent
  }

  it('checks the draft as the editor does: a failing one is not published; its blockers open the editor', async () => {
    const gmv = draftOf(2).components[0]
    if (!gmv?.query) throw new Error('seed changed')
    gmv.query.sql += ' AND warehouse = {{warehouse}}'
    const sent = recordPublishes()
    await openList()
    fireEvent.click(within(await row(/Merchant Monthly/)).getByRole('button', { name: 'Publish draft' }))
    fireEvent.click(await shownPublish())
    const blocked = await screen.findByRole('dialog', { name: 'The draft cannot be published yet' })
    expect(within(blocked).getByTestId('publish-problems')).toHaveTextContent(
      'the placeholder {{warehouse}} has no source.',
    )
    expect(within(blocked).getByRole('link', { name: 'Fix it in the editor' })).toHaveAttribute(
      'href',
      '/sellers/report-platform/template/2',
    )
    expect(sent).toEqual([])
    expect(draftOf(2).template_name).toBe('商户月度经营报告（新版）Merchant Monthly v2')
    server.events.removeAllListeners()
  })

  it('sends one request for a double-click on the confirmation', async () => {
    const sent = recordPublishes()
    await openList()
    fireEvent.click(within(await row(/Merchant Monthly/)).getByRole('button', { name: 'Publish draft' }))
    const confirm = await shownPublish()
    fireEvent.click(confirm)
    fireEvent.click(confirm)
    expect(await screen.findByText(/The draft of ".*Merchant Monthly.*" is published\./)).toBeInTheDocument()
    expect(sent).toEqual(['POST'])
    expect(screen.queryByText(/no draft/i)).not.toBeInTheDocument()
    server.events.removeAllListeners()
  })

  it('takes a publish whose answer was lost as done when the server shows the draft live, saying so once', async () => {
    // The server publishes the draft, and its answer is lost on the way back.
    server.use(
      http.post(apiPath('/report_template/publish_draft'), () => {
        const template = stored(2)
        template.published = template.draft
        template.draft = null
        return HttpResponse.error()
      }),
    )
    await openList()
    const toasts = vi.spyOn(notifications, 'show')
    fireEvent.click(within(await row(/Merchant Monthly/)).getByRole('button', { name: 'Publish draft' }))
    fireEvent.click(await shownPublish())
    expect(await screen.findByText(/The draft of ".*Merchant Monthly.*" is published\./)).toBeInTheDocument()
    await waitFor(async () =>
      expect(within(await row(/Merchant Monthly/)).queryByRole('button', { name: 'Publish draft' })).toBeNull(),
    )
    expect(toasts).toHaveBeenCalledTimes(1)
  })

  it('publishes nothing when someone saves the draft while its checks run, and shows theirs', async () => {
    // Each look at a dashboard's parameters (the checks) finds the draft saved again by someone else meanwhile.
    server.use(
      http.get(apiPath('/metabase/collection/element_params'), () => {
        const draft = draftOf(2)
        draft.updated_at += 60
        draft.updated_by = 'wei.zhang'
      }),
    )
    const sent = recordPublishes()
    await openList()
    fireEvent.click(within(await row(/Merchant Monthly/)).getByRole('button', { name: 'Publish draft' }))
    fireEvent.click(await shownPublish())
    expect(await screen.findByText('The draft was saved again after you reviewed it')).toBeInTheDocument()
    expect(sent).toEqual([])
    server.events.removeAllListeners()
  })

  it('tells staff, not sellers, who will see a staff template', async () => {
    await openList()
    fireEvent.click(within(await row(/Platform Daily/)).getByRole('button', { name: 'Unpublish' }))
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish this template?' })
    expect(dialog).toHaveTextContent(
      'Staff will no longer see "平台运营日报 Platform Daily" ' + 'in their report list.',
    )
  })
})

describe('template list: create', () => {
  it('checks the form, creates the template and opens its editor', async () => {
    const user = userEvent.setup()
    const { router } = await openList()
    fireEvent.click(screen.getByRole('button', { name: 'New template' }))
    const dialog = await screen.findByRole('dialog', { name: 'New report template' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create and edit' }))
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument()

    const name = within(dialog).getByRole('textbox', { name: /Name/ })
    fireEvent.change(name, { target: { value: 'x'.repeat(65) } })
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Description/ }), {
      target: { value: 'y'.repeat(501) },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create and edit' }))
    expect(await within(dialog).findByText('Must be at most 64 characters')).toBeInTheDocument()
    expect(within(dialog).getByText('Must be at most 500 characters')).toBeInTheDocument()

    fireEvent.change(name, { target: { value: 'Weekly Ads Pulse' } })
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Description/ }), { target: { value: 'Ads.' } })
    await user.click(await within(dialog).findByRole('radio', { name: 'Shop' }))
    await user.click(within(dialog).getByRole('radio', { name: 'Weekly' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create and edit' }))

    await waitFor(() => expect(currentPath(router)).toBe('/template/7'))
    expect(await screen.findByText('Template "Weekly Ads Pulse" created.')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Edit template' })).toBeInTheDocument()
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('Weekly Ads Pulse')
    const created = getDb().templates.find((t) => t.template_id === 7)
    expect(created?.draft).toMatchObject({ owner_scope: 'shop', period_type: 'week', description: 'Ads.' })
    expect(created?.status).toBe('unpublished')
  })
})

describe('template list: a create whose answer is lost', () => {
  it('opens the template it made, and pressing again makes no second one', async () => {
    server.use(
      http.post(apiPath('/report_template/create'), async ({ request }) => {
        await getResponse(handlers, request)
        return HttpResponse.error()
      }),
    )
    const { router } = await openList()
    fireEvent.click(screen.getByRole('button', { name: 'New template' }))
    const dialog = await screen.findByRole('dialog', { name: 'New report template' })
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'Lost Answer' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create and edit' }))
    await waitFor(() => expect(currentPath(router)).toBe('/template/7'))
    expect(await screen.findByText('Template "Lost Answer" created.')).toBeInTheDocument()
    expect(getDb().templates.filter((t) => t.draft?.template_name === 'Lost Answer')).toHaveLength(1)
  })

  it('makes no second template of a name and owner scope taken, a press whose answer was lost included', async () => {
    await openList()
    let lists = 0
    server.use(
      http.post(
        apiPath('/report_template/create'),
        async ({ request }) => {
          await getResponse(handlers, request)
          return HttpResponse.json({ code: 502, msg: 'Bad gateway.' }, { status: 502 })
        },
        { once: true },
      ),
      // The list read after the create, to tell whether it was made, fails too.
      http.get(apiPath('/report_template/list'), () => ((lists += 1) === 2 ? HttpResponse.error() : undefined)),
    )
    fireEvent.click(screen.getByRole('button', { name: 'New template' }))
    const dialog = await screen.findByRole('dialog', { name: 'New report template' })
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'Blip' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create and edit' }))
    expect(await screen.findByText('Bad gateway.')).toBeInTheDocument()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create and edit' }))
    expect(
      await within(dialog).findByText('A template of this name and owner scope already exists.'),
    ).toBeInTheDocument()
    expect(getDb().templates.filter((t) => t.draft?.template_name === 'Blip')).toHaveLength(1)
  })

  it('keeps what was typed when the dialog is closed by its close button', async () => {
    await openList()
    fireEvent.click(screen.getByRole('button', { name: 'New template' }))
    let dialog = await screen.findByRole('dialog', { name: 'New report template' })
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'Half typed' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    fireEvent.click(screen.getByRole('button', { name: 'New template' }))
    dialog = await screen.findByRole('dialog', { name: 'New report template' })
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('Half typed')
  })
})

describe('template list: an unpublish cannot be taken for a cancel', () => {
  it('names the way out for what it keeps: "Keep published", 保持发布状态, by Unpublish; never 取消', async () => {
    await openList()
    fireEvent.click(within(await row(/Shop Weekly/)).getByRole('button', { name: 'Unpublish' }))
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish this template?' })
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep published' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(stored(1).status).toBe('published')
    cleanup()

    await renderApp('/template', { as: 'staff-admin', locale: 'zh-CN' })
    fireEvent.click(within(await row(/Shop Weekly/)).getByRole('button', { name: '停止发布' }))
    const zh = await screen.findByRole('dialog', { name: '停止发布此模板？' })
    const labelled = within(zh)
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter(Boolean)
    expect(labelled).toEqual(['保持发布状态', '停止发布'])
    expect(zh).not.toHaveTextContent('取消')
    fireEvent.click(within(zh).getByRole('button', { name: '停止发布' }))
    expect(await screen.findByText('“店铺经营周报 Shop Weekly”已停止发布。')).toBeInTheDocument()
  })
})

describe('template list: last update', () => {
  it('shows when a status change was made with who made it, as the server says', async () => {
    await openList()
    const weekly = await row(/Shop Weekly/)
    const lastUpdate = () => within(weekly).getAllByRole('cell')[5]?.textContent ?? ''
    expect(lastUpdate()).toMatch(/by wei\.zhang$/)
    const before = lastUpdate()
    fireEvent.click(within(weekly).getByRole('button', { name: 'Unpublish' }))
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Unpublish this template?' })).getByRole('button', {
        name: 'Unpublish',
      }),
    )
    await waitFor(() => expect(lastUpdate()).toMatch(/by lin\.li$/))
    // Not the date of the save before, under the name of whoever changed the status.
    expect(lastUpdate()).not.toBe(before.replace('wei.zhang', 'lin.li'))
  })
})

describe('where a sign-in lands', () => {
  it('sends everyone from / to the report list, staff who may read templates too', async () => {
    for (const as of ['staff-admin', 'staff-reader', 'shop-seller'] as const) {
      const app = await renderApp('/', { as, locale: 'en-US' })
      await waitFor(() => expect(app.router.state.location.pathname).toMatch(/^\/index\/\d+$/))
      expect(await screen.findByRole('heading', { level: 1, name: 'Report list' })).toBeInTheDocument()
      app.unmount()
    }
  })
})
