import { beforeAll, describe, expect, it, vi } from 'vitest'
import { act, configure, fireEvent, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '@/mocks/node'
import type { TemplateVersion } from '@/mocks/db'
import type { Component } from '@/features/report-templates/schemas'
import { draftOf, nameField, openEditor, recordBodies, stored } from './template-support'
import { apiPath, renderApp, screen } from '../utils'

// The editor is the heaviest screen; on two busy cores its lazy route chunk and first render can take
// longer than the shared 5 s / 20 s windows. This is headroom only.
vi.setConfig({ testTimeout: 60_000 })
beforeAll(() => {
  configure({ asyncUtilTimeout: 15_000 })
  // happy-dom has no document.fonts; Mantine's autosizing Textarea listens on it.
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true })
})

const MONTHLY_V2 = '商户月度经营报告（新版）Merchant Monthly v2'

async function openPublishFromList(name: RegExp) {
  const { queryClient } = await renderApp('/template', { as: 'staff-admin', locale: 'en-US' })
  const row = await screen.findByRole('row', { name })
  fireEvent.click(within(row).getByRole('button', { name: 'Publish draft' }))
  const dialog = await screen.findByRole('dialog', { name: 'Publish the draft?' })
  return { row, dialog, queryClient, changes: await within(dialog).findByRole('region', { name: 'What changes' }) }
}

/** What the comparison lists once both versions are read. */
async function listed(changes: HTMLElement) {
  return (await within(changes).findAllByRole('listitem')).map((item) => item.textContent)
}

/** Another staff member saves the draft of a template: a new `updated_at`, their name. */
function someoneSaves(templateId: number, change: (draft: TemplateVersion) => Partial<TemplateVersion>) {
  const template = stored(templateId)
  const draft = draftOf(templateId)
  template.draft = { ...draft, ...change(draft), updated_at: draft.updated_at + 60, updated_by: 'wei.zhang' }
  template.updated_by = 'wei.zhang'
}

describe('publish confirmation: every change that matters to readers', () => {
  it('puts an owner scope change first, apart, saying who will see: staff to merchants is not "the same"', async () => {
    // Platform Daily, staff only: its draft opens it to merchants and nothing else changes.
    const platformDaily = stored(4)
    const published = platformDaily.published as TemplateVersion
    platformDaily.draft = {
      ...structuredClone(published),
      owner_scope: 'merchant',
      updated_at: published.updated_at + 60,
    }
    const { dialog } = await openPublishFromList(/Platform Daily/)
    const scope = await within(dialog).findByTestId('publish-diff-owner-scope')
    expect(scope).toHaveTextContent('This changes who sees the reports')
    expect(scope).toHaveTextContent('Owner scope: Staff (internal) → Merchant')
    expect(scope).toHaveTextContent('Sellers will see its reports, each with the data of the merchant they choose.')
    expect(within(dialog).queryByText('The saved draft is the same as the published version.')).not.toBeInTheDocument()
    // Who sees it once published: the draft's sellers, not the published version's staff.
    expect(dialog).toHaveTextContent('Sellers see the change at once if the template is published.')
  })

  it('shows a server text as text: a draft name with tags is not read as the message’s markup', async () => {
    const name = 'Monthly <0>ZERO</0> <b>bold</b>'
    someoneSaves(2, () => ({ template_name: name }))
    const { changes } = await openPublishFromList(/Merchant Monthly/)
    expect((await listed(changes))[0]).toBe(`Name: 商户月度经营报告 Merchant Monthly → ${name}`)
    // Only the name it replaces is struck through.
    const nameItem = (await within(changes).findAllByRole('listitem'))[0] as HTMLElement
    const struck = [...nameItem.querySelectorAll<HTMLElement>('[style*="line-through"]')].map(
      (element) => element.textContent,
    )
    expect(struck).toEqual(['商户月度经营报告 Merchant Monthly'])
  })

  it('lists at most 50 component changes of a large template, counting the rest', async () => {
    const template = stored(2)
    const base = (template.published as TemplateVersion).components[0] as Component
    const many = Array.from({ length: 3000 }, (_, index) => ({
      ...base,
      component_id: `bulk-${index}`,
      title: `Figure ${index}`,
    }))
    template.published = { ...(template.published as TemplateVersion), components: many }
    template.draft = {
      ...draftOf(2),
      components: [
        ...many.slice(0, 1000),
        ...many.slice(1500).map((component) => ({ ...component, height: 300 })),
        { ...base, component_id: 'bulk-new', title: 'New' },
      ],
    }
    const { changes } = await openPublishFromList(/Merchant Monthly/)
    const items = await listed(changes)
    expect(items).toContain('Components: 1 added, 500 removed, 1,500 changed')
    expect(items.filter((item) => item?.startsWith('Component '))).toHaveLength(50)
    expect(items).toContain('…and 1,951 more component changes')
  })
})

describe('publish confirmation: what goes live is what was shown', () => {
  it('from the list: a draft saved once the dialog opened needs a new confirm, naming its saver and diff', async () => {
    const bodies = recordBodies('/report_template/publish_draft')
    const shownAt = draftOf(2).updated_at
    const { dialog, changes } = await openPublishFromList(/Merchant Monthly/)
    expect(await listed(changes)).toContain('Component 4 added: 广告 ROAS')

    someoneSaves(2, (draft) => ({
      components: draft.components.filter((component) => component.component_id !== 't2-roas'),
    }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish draft' }))
    const notice = await within(dialog).findByTestId('publish-draft-changed')
    expect(notice).toHaveTextContent(/wei\.zhang saved the draft at .+\. Nothing was published\./)
    await waitFor(() => expect(within(changes).queryByText('Component 4 added: 广告 ROAS')).not.toBeInTheDocument())
    expect(await listed(changes)).toContain('Component 6 added: 物流履约 Fulfilment')
    // Read again just before sending, the stale draft never reached the server.
    expect(bodies).toEqual([])
    expect(stored(2).draft).not.toBeNull()

    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish draft' }))
    expect(await screen.findByText(/The draft of ".*Merchant Monthly.*" is published\./)).toBeInTheDocument()
    expect(bodies).toEqual([{ template_id: 2, updated_at: shownAt + 60 }])
    expect(stored(2).published?.components.some((component) => component.component_id === 't2-roas')).toBe(false)
  })

  it('keeps the comparison shown while it is open: a later read does not change it under the reader', async () => {
    const { dialog, changes, queryClient } = await openPublishFromList(/Merchant Monthly/)
    expect(await listed(changes)).toContain('Component 4 added: 广告 ROAS')
    someoneSaves(2, (draft) => ({
      components: draft.components.filter((component) => component.component_id !== 't2-roas'),
    }))
    // Anything that reads the template again (a reconnection, another action) while the dialog is open.
    await act(() => queryClient.invalidateQueries())
    expect(await listed(changes)).toContain('Component 4 added: 广告 ROAS')
    expect(within(dialog).queryByTestId('publish-draft-changed')).not.toBeInTheDocument()
    // The publish then finds the draft saved since, and says so.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish draft' }))
    expect(await within(dialog).findByTestId('publish-draft-changed')).toHaveTextContent(/wei\.zhang saved the draft/)
    await waitFor(() => expect(within(changes).queryByText('Component 4 added: 广告 ROAS')).not.toBeInTheDocument())
  })

  it('from the list: a save landing after the last read is refused (409), and the dialog says so alike', async () => {
    const shownAt = draftOf(2).updated_at
    const bodies: unknown[] = []
    // Someone saves while the publish is on its way, after the client's last read.
    server.use(
      http.post(apiPath('/report_template/publish_draft'), async ({ request }) => {
        bodies.push(await request.clone().json())
        if (bodies.length === 1) someoneSaves(2, () => ({ template_name: 'Merchant Monthly v3' }))
        return undefined
      }),
    )
    const { dialog, changes } = await openPublishFromList(/Merchant Monthly/)
    expect((await listed(changes))[0]).toBe(`Name: 商户月度经营报告 Merchant Monthly → ${MONTHLY_V2}`)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish draft' }))
    expect(await within(dialog).findByTestId('publish-draft-changed')).toHaveTextContent(
      /wei\.zhang saved the draft at/,
    )
    await waitFor(async () => {
      const [name] = await listed(changes)
      expect(name).toBe('Name: 商户月度经营报告 Merchant Monthly → Merchant Monthly v3')
    })
    expect(stored(2).published?.template_name).toBe('商户月度经营报告 Merchant Monthly')

    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish draft' }))
    expect(await screen.findByText(/The draft of ".*" is published\./)).toBeInTheDocument()
    expect(bodies).toEqual([
      { template_id: 2, updated_at: shownAt },
      { template_id: 2, updated_at: shownAt + 60 },
    ])
    expect(stored(2).published?.template_name).toBe('Merchant Monthly v3')
  })

  it('from the editor: the same, and the dialog stays open on the new comparison until confirmed again', async () => {
    const bodies = recordBodies('/report_template/publish_draft')
    await openEditor(2)
    fireEvent.click(screen.getByRole('button', { name: 'Publish draft' }))
    const dialog = await screen.findByRole('dialog', { name: 'Publish the draft?' })
    const changes = await within(dialog).findByRole('region', { name: 'What changes' })
    expect((await listed(changes))[0]).toBe(`Name: 商户月度经营报告 Merchant Monthly → ${MONTHLY_V2}`)

    someoneSaves(2, () => ({ template_name: 'Merchant Monthly v3' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish draft' }))
    expect(await within(dialog).findByTestId('publish-draft-changed')).toHaveTextContent(
      /wei\.zhang saved the draft at/,
    )
    await waitFor(async () =>
      expect((await listed(changes))[0]).toBe('Name: 商户月度经营报告 Merchant Monthly → Merchant Monthly v3'),
    )
    expect(bodies).toEqual([])
    expect(stored(2).published?.template_name).toBe('商户月度经营报告 Merchant Monthly')

    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish draft' }))
    expect(await screen.findByText('The draft is published.')).toBeInTheDocument()
    expect(bodies).toHaveLength(1)
    expect(stored(2).published?.template_name).toBe('Merchant Monthly v3')
  })

  it('from the editor: a publish failed after saving the changes is sent again for the saved draft', async () => {
    let failing = true
    server.use(http.post(apiPath('/report_template/publish_draft'), () => (failing ? HttpResponse.error() : undefined)))
    await openEditor(2)
    fireEvent.change(nameField(), { target: { value: 'Merchant Monthly v4' } })
    fireEvent.click(screen.getByRole('button', { name: 'Publish draft' }))
    const dialog = await screen.findByRole('dialog', { name: 'Publish the draft?' })
    const changes = await within(dialog).findByRole('region', { name: /^What changes, your unsaved changes/ })
    expect((await listed(changes))[0]).toContain('→ Merchant Monthly v4')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save and publish' }))
    // Saved, then the publish went unanswered: the dialog stays, on the draft just saved.
    await waitFor(() => expect(draftOf(2).template_name).toBe('Merchant Monthly v4'))
    const again = await within(dialog).findByRole('button', { name: 'Publish draft' })
    await waitFor(() => expect(again).toBeEnabled())
    failing = false
    fireEvent.click(again)
    expect(await screen.findByText('The draft is published.')).toBeInTheDocument()
    expect(screen.queryByTestId('publish-draft-changed')).not.toBeInTheDocument()
    expect(stored(2).published?.template_name).toBe('Merchant Monthly v4')
  })
})
