import { beforeAll, describe, expect, it, vi } from 'vitest'
import { act, cleanup, configure, fireEvent, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@/mocks/node'
import { tokens } from '@/theme'
import { signIn } from '@/mocks/session'
import { draftStorageKey } from '@/features/session/browser-copies'
import { DRAFT_COPY_MAX_AGE_MS } from '@/features/report-templates/editor/draft-storage'
import { personas } from '@/mocks/personas'
import { reportSeriesQueryOptions } from '@/features/reports/api/get-report-series'
import { apiPath, currentPath, failUntilHealed, openUserMenu, renderApp, screen } from '../utils'
import {
  CAMPAIGN,
  draftOf,
  editable,
  holdPosts,
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

const ADMIN_ID = personas['staff-admin'].user.id
const READER_ID = personas['staff-reader'].user.id
const kept = (userId = ADMIN_ID, templateId = 5) => window.localStorage.getItem(draftStorageKey(userId, templateId))
/** Types a new name in the open editor and waits until the browser holds it. */
async function typeName(name: string) {
  fireEvent.change(nameField(), { target: { value: name } })
  await waitFor(() => expect(kept()).toContain(name))
}

describe('editor: loading', () => {
  it('loads the draft (preview=true) in collapsed cards: title, kind, summary; fields mount when opened', async () => {
    const template = stored(6)
    const published = template.published
    if (!published) throw new Error('seed changed')
    template.draft = {
      ...structuredClone(published),
      template_name: 'New Listings, reworked',
      description: 'The draft description.',
      period_type: 'week',
    }
    await openEditor(6)
    expect(nameField()).toHaveValue('New Listings, reworked')
    expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveValue('The draft description.')
    expect(await screen.findByRole('radio', { name: 'Shop' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Weekly' })).toBeChecked()
    expect(screen.getByText('Draft not yet published')).toBeInTheDocument()
    expect(screen.getByText('Unpublished')).toBeInTheDocument()
    expect(screen.getByText('All changes saved')).toBeInTheDocument()

    // Collapsed: title, kind and a summary; no field or picker of any card yet.
    expect(screen.getAllByRole('region', { name: /^Component \d+$/ })).toHaveLength(3)
    const frame = region('Component 3')
    const header = within(frame).getByRole('button', { expanded: false })
    expect(header).toHaveTextContent('新品表现 New listings')
    expect(header).toHaveTextContent('Metabase embed')
    await waitFor(() => expect(header).toHaveTextContent('Full width · 480 px · 新品表现 New listings'))
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: /^Title/ })).not.toBeInTheDocument()

    toggleCard(3)
    expect(await within(frame).findByRole('textbox', { name: /^Title/ })).toHaveValue('新品表现 New listings')
    expect(await within(frame).findByRole('radio', { name: 'Metabase embed' })).toBeChecked()
    expect(within(frame).getByRole('textbox', { name: 'Height (px)' })).toHaveValue('480')
    await waitFor(() => {
      const dashboard = within(frame).getByRole('combobox', { name: 'Dashboard or card' })
      expect(dashboard).toHaveValue('新品表现 New listings')
    })
    expect(await within(frame).findByRole('combobox', { name: 'Source of month' })).toHaveValue('Report period')
    expect(screen.getAllByRole('combobox')).toHaveLength(4)
  })

  it('says why Publish is off while the published version is current, and enables it at the first change', async () => {
    const user = userEvent.setup()
    await openEditor(1)
    const publish = screen.getByRole('button', { name: 'Publish draft' })
    expect(publish).toBeDisabled()
    // A disabled button gets no pointer events: its wrapper carries the hint.
    await user.hover(publish.closest('span') as HTMLElement)
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Nothing to publish: the published version is up to date.',
    )
    await user.type(nameField(), '!')
    expect(publish).toBeEnabled()
  })

  it('shows an error with Retry when the draft cannot be loaded', async () => {
    const heal = failUntilHealed('/report_template/detail', 'Detail broke.')
    await renderApp('/template/5', { as: 'staff-admin', locale: 'en-US' })
    const title = await screen.findByText('Template 5 could not be loaded.')
    heal()
    fireEvent.click(within(title.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue(CAMPAIGN)
  })
})

describe('editor: save', () => {
  it("saves with the edit's first updated_at, keeping unsaved typing in the browser till then, not after", async () => {
    const bodies = recordBodies('/report_template/update')
    const startedAt = editable(5).updated_at
    await openEditor(5)
    fireEvent.change(nameField(), { target: { value: 'Campaign Review v2' } })
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument()
    await waitFor(() => expect(kept()).toContain('Campaign Review v2'))

    fireEvent.click(saveButton())
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument()
    expect(bodies[0]).toMatchObject({ template_id: 5, updated_at: startedAt, template_name: 'Campaign Review v2' })
    expect(editable(5).template_name).toBe('Campaign Review v2')
    expect(kept()).toBeNull()
    expect(screen.getByText('All changes saved')).toBeInTheDocument()

    // Typing it back as it was is nothing to save.
    fireEvent.change(nameField(), { target: { value: 'Campaign Review v3' } })
    expect(saveButton()).toBeEnabled()
    fireEvent.change(nameField(), { target: { value: 'Campaign Review v2' } })
    expect(saveButton()).toBeDisabled()
  })

  it('keeps Publish off while a save is under way: the publish compares the draft that save makes', async () => {
    const release = holdPosts('/report_template/update')
    await openEditor(5)
    fireEvent.change(nameField(), { target: { value: 'Campaign Review v2' } })
    expect(publishButton()).toBeEnabled()
    fireEvent.click(saveButton())
    await waitFor(() => expect(publishButton()).toBeDisabled())
    release()
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument()
    expect(publishButton()).toBeEnabled()
  })

  it("makes the draft's preview ask for its figures again, its figures over time too, otherwise kept", async () => {
    const { queryClient } = await openEditor(5)
    const scope = { templateId: 5, preview: true, ownerId: 1001 }
    const series = reportSeriesQueryOptions(scope, 'month', '2026-10', {}).queryKey
    queryClient.setQueryData(series, { periods: [], yearAgo: null, complete: true })
    fireEvent.change(nameField(), { target: { value: 'Campaign Review v2' } })
    fireEvent.click(saveButton())
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument()
    expect(queryClient.getQueryState(series)?.isInvalidated).toBe(true)
  })

  it('keeps the id the server gave a reworded NDA: saving other fields later does not make it a new NDA', async () => {
    await openEditor(3)
    fireEvent.change(screen.getByRole('textbox', { name: /^NDA text/ }), { target: { value: 'New terms.' } })
    fireEvent.click(saveButton())
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument()
    const reworded = draftOf(3).nda?.nda_id
    expect(reworded).toBeDefined()

    fireEvent.change(nameField(), { target: { value: 'Ads Monthly v2' } })
    await waitFor(() => expect(saveButton()).toBeEnabled())
    fireEvent.click(saveButton())
    await waitFor(() => expect(draftOf(3).template_name).toBe('Ads Monthly v2'))
    expect(draftOf(3).nda).toMatchObject({ nda_id: reworded, content: 'New terms.' })
  })

  it('does not save invalid fields: opens the card that has them; the messages follow a language switch', async () => {
    await openEditor(5)
    fireEvent.change(nameField(), { target: { value: ' ' } })
    toggleCard(1)
    fireEvent.change(await within(region('Component 1')).findByRole('textbox', { name: 'Height (px)' }), {
      target: { value: '50' },
    })
    toggleCard(1)
    expect(within(region('Component 1')).queryByRole('textbox', { name: 'Height (px)' })).not.toBeInTheDocument()

    fireEvent.click(saveButton())
    expect(await screen.findByText('This field is required')).toBeInTheDocument()
    // The card with the error opens by itself.
    expect(within(region('Component 1')).getByText('Must be a number from 100 to 4000')).toBeInTheDocument()
    expect(within(region('Component 1')).getByText('Needs attention')).toBeInTheDocument()
    expect(editable(5).template_name).toBe(CAMPAIGN)

    fireEvent.click(screen.getByRole('button', { name: '简体中文' }))
    expect(await screen.findByText('此项为必填项')).toBeInTheDocument()
    expect(screen.getByText('须为 100 到 4000 之间的数字')).toBeInTheDocument()
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument()
  })
})

describe('editor: someone else saved first (409)', () => {
  function theyChangedIt(name: string, by = 'wei.zhang', templateId = 5) {
    const template = stored(templateId)
    const current = editable(templateId)
    template.draft = {
      ...structuredClone(current),
      template_name: name,
      updated_at: current.updated_at + 100,
      updated_by: by,
    }
  }

  it('asks: "Load their version" shows theirs; "Keep mine and overwrite" saves at the newer updated_at', async () => {
    const bodies = recordBodies('/report_template/update')
    await openEditor(5)
    const startedAt = editable(5).updated_at
    theyChangedIt('Their name')
    fireEvent.change(nameField(), { target: { value: 'My name' } })
    fireEvent.click(saveButton())
    const dialog = await screen.findByRole('dialog', { name: 'wei.zhang saved this template' })
    expect(dialog).toHaveTextContent(
      /wei\.zhang saved the draft at \d+ \w+ 20\d\d, \d\d:\d\d .+, after you started editing\./,
    )
    expect(editable(5).template_name).toBe('Their name')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Load their version' }))
    await waitFor(() => expect(nameField()).toHaveValue('Their name'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByText('All changes saved')).toBeInTheDocument()

    theyChangedIt('Their second name')
    fireEvent.change(nameField(), { target: { value: 'My name' } })
    fireEvent.click(saveButton())
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'wei.zhang saved this template' })).getByRole('button', {
        name: 'Keep mine and overwrite',
      }),
    )
    expect(await screen.findByText('Draft saved over the newer version.')).toBeInTheDocument()
    expect(editable(5).template_name).toBe('My name')
    expect(bodies.map((body) => (body as { updated_at: number }).updated_at)).toEqual([
      startedAt,
      startedAt + 100,
      startedAt + 200,
    ])
    expect(bodies[2]).toMatchObject({ template_name: 'My name' })
  })

  it('"Keep mine and overwrite" overwrites only the save the dialog named; a later one asks again', async () => {
    await openEditor(5)
    theyChangedIt('Their name')
    fireEvent.change(nameField(), { target: { value: 'My name' } })
    fireEvent.click(saveButton())
    const dialog = await screen.findByRole('dialog', { name: 'wei.zhang saved this template' })
    // Someone else saves while the question is open.
    theyChangedIt('A third name', 'li.na')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep mine and overwrite' }))
    expect(await screen.findByRole('dialog', { name: 'li.na saved this template' })).toBeInTheDocument()
    expect(editable(5).template_name).toBe('A third name')
    expect(screen.queryByText('Draft saved over the newer version.')).not.toBeInTheDocument()
  })

  it('says, publishing with nothing unsaved, that the draft shown was saved since the editor opened', async () => {
    await openEditor(2)
    theyChangedIt('Their name', 'wei.zhang', 2)
    fireEvent.click(publishButton())
    const confirmation = await screen.findByRole('dialog', { name: 'Publish the draft?' })
    const notice = await within(confirmation).findByTestId('publish-draft-changed')
    expect(notice).toHaveTextContent('The draft was saved after you opened it')
    expect(notice).toHaveTextContent(
      /wei\.zhang saved the draft at .+\. The comparison below is of that draft, not of what this editor shows\./,
    )
    expect(confirmation).toHaveTextContent('Their name')
  })

  it('a publish meeting their draft asks; "Keep mine and overwrite" saves, re-asks to publish, all saved', async () => {
    await openEditor(5)
    theyChangedIt('Their name')
    fireEvent.change(nameField(), { target: { value: 'My name' } })
    fireEvent.click(publishButton())
    const confirmation = await screen.findByRole('dialog', { name: 'Publish the draft?' })
    const saveAndPublish = within(confirmation).getByRole('button', { name: 'Save and publish' })
    await waitFor(() => expect(saveAndPublish).toBeEnabled())
    fireEvent.click(saveAndPublish)
    const conflict = await screen.findByRole('dialog', { name: 'wei.zhang saved this template' })
    expect(screen.queryByRole('dialog', { name: 'Publish the draft?' })).not.toBeInTheDocument()
    fireEvent.click(within(conflict).getByRole('button', { name: 'Keep mine and overwrite' }))
    expect(await screen.findByText('Draft saved over the newer version.')).toBeInTheDocument()
    const again = await screen.findByRole('dialog', { name: 'Publish the draft?' })
    expect(again).not.toHaveTextContent('You have unsaved changes')
    const publish = within(again).getByRole('button', { name: 'Publish draft' })
    await waitFor(() => expect(publish).toBeEnabled())
    fireEvent.click(publish)
    expect(await screen.findByText('The draft is published.')).toBeInTheDocument()
    expect(stored(5).published?.template_name).toBe('My name')
  })
})

describe('editor: a save the server did not take', () => {
  it('says, until a save succeeds, that the changes are not on the server but kept in this browser', async () => {
    await openEditor(5)
    let down = true
    let draftReads = 0
    const unavailable = () => HttpResponse.json({ code: 503, msg: 'Service unavailable.' }, { status: 503 })
    server.use(
      http.post(apiPath('/report_template/update'), () => (down ? unavailable() : undefined)),
      http.get(apiPath('/report_template/detail'), () => {
        if (!down) return undefined
        draftReads += 1
        return unavailable()
      }),
    )
    await typeName('Typed while the server was down')
    fireEvent.click(saveButton())
    const notice = await screen.findByTestId('not-on-server')
    // The draft is read once to learn what became of the save, not tried again meanwhile: the failure shows at once.
    expect(draftReads).toBe(1)
    expect(notice).toHaveTextContent('Not saved on the server')
    expect(notice).toHaveTextContent('Your changes are kept in this browser only, until a save succeeds')
    expect(kept()).toContain('Typed while the server was down')
    // It stays while the edit goes on: the toast alone would be gone.
    await typeName('Typed while the server was down, and more')
    expect(screen.getByTestId('not-on-server')).toBeInTheDocument()

    down = false
    fireEvent.click(saveButton())
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument()
    expect(screen.queryByTestId('not-on-server')).not.toBeInTheDocument()
    expect(editable(5).template_name).toBe('Typed while the server was down, and more')
  })
})

describe('editor: a save the browser sent again', () => {
  /** The server takes the next save of template 5 as `username`'s, then answers with `answer`. */
  function serverTakesNextSave(username: string | undefined, answer: () => Response) {
    const startedAt = editable(5).updated_at
    server.use(
      http.post(
        apiPath('/report_template/update'),
        async ({ request }) => {
          const { template_name } = (await request.json()) as { template_name: string }
          stored(5).draft = {
            ...structuredClone(editable(5)),
            template_name,
            updated_at: startedAt + 1,
            updated_by: username,
          }
          return answer()
        },
        { once: true },
      ),
    )
  }

  it('takes a save whose answer was lost as saved when the server holds it, saying nothing false', async () => {
    const { session } = await openEditor(5)
    // The server takes the save; its answer is lost on the way back.
    serverTakesNextSave(session.getState().user?.username, () => HttpResponse.error())
    fireEvent.change(nameField(), { target: { value: 'Saved, answer lost' } })
    fireEvent.click(saveButton())
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument()
    expect(screen.getByText('All changes saved')).toBeInTheDocument()
    expect(screen.queryByTestId('not-on-server')).not.toBeInTheDocument()

    // The next save builds on it: no conflict.
    fireEvent.change(nameField(), { target: { value: 'Saved, answer lost, then more' } })
    fireEvent.click(saveButton())
    await waitFor(() => expect(editable(5).template_name).toBe('Saved, answer lost, then more'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('takes a save that seemed to fail, the server holding it, as its own at the next save: no conflict', async () => {
    const { session } = await openEditor(5)
    // The server takes the save, but its answer is lost, and the draft cannot be read right after either.
    serverTakesNextSave(session.getState().user?.username, () => HttpResponse.error())
    server.use(http.get(apiPath('/report_template/detail'), () => HttpResponse.error(), { once: true }))
    fireEvent.change(nameField(), { target: { value: 'Saved, it seemed not' } })
    fireEvent.click(saveButton())
    expect(await screen.findByTestId('not-on-server')).toBeInTheDocument()

    fireEvent.change(nameField(), { target: { value: 'Saved, it seemed not, then more' } })
    fireEvent.click(saveButton())
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument()
    expect(editable(5).template_name).toBe('Saved, it seemed not, then more')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('recognises its own earlier save behind a 409 as saved, not as a conflict', async () => {
    const { session } = await openEditor(5)
    const startedAt = editable(5).updated_at
    // The first attempt reached the server, its answer was lost, and the browser sent it again.
    serverTakesNextSave(session.getState().user?.username, () =>
      HttpResponse.json({ code: 409, msg: 'Someone else saved this template.' }, { status: 409 }),
    )
    fireEvent.change(nameField(), { target: { value: 'Saved once, answered twice' } })
    fireEvent.click(saveButton())
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument()
    expect(screen.getByText('All changes saved')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    // The next save builds on that one.
    const bodies = recordBodies('/report_template/update')
    fireEvent.change(nameField(), { target: { value: 'And then once more' } })
    fireEvent.click(saveButton())
    await waitFor(() => expect(editable(5).template_name).toBe('And then once more'))
    expect(bodies).toMatchObject([{ updated_at: startedAt + 1 }])
  })
})

describe('editor: nothing typed is lost', () => {
  it('asks before leaving with unsaved changes: stay keeps them, discard leaves; with none it leaves', async () => {
    const { router } = await openEditor(5)
    const nav = screen.getByRole('navigation', { name: 'Administration' })
    const toList = () => fireEvent.click(within(nav).getByRole('link', { name: 'Report templates' }))
    fireEvent.change(nameField(), { target: { value: 'Half typed' } })
    toList()
    const dialog = await screen.findByRole('dialog', { name: 'Leave with unsaved changes?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(currentPath(router)).toBe('/template/5')
    await waitFor(() => expect(nameField()).toHaveValue('Half typed'))

    toList()
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard changes and leave' }),
    )
    await waitFor(() => expect(currentPath(router)).toBe('/template'))
    expect(kept()).toBeNull()

    fireEvent.click(
      within(await screen.findByRole('row', { name: /Campaign Review/ })).getByRole('link', { name: 'Edit' }),
    )
    await screen.findByRole('textbox', { name: /^Name/ })
    toList()
    await waitFor(() => expect(currentPath(router)).toBe('/template'))
  })

  it('opened again after a colleague saved the draft, starts from theirs, not from the one seen before', async () => {
    const { router } = await openEditor(2)
    await router.navigate({ to: '/template' })
    await screen.findByRole('heading', { name: 'Report templates' })
    const draft = draftOf(2)
    stored(2).draft = { ...draft, template_name: 'Saved by a colleague', updated_at: draft.updated_at + 60 }
    // Minutes later: the copy cached by the first visit is no longer fresh.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 60_000)
    await router.navigate({ to: '/template/$templateId', params: { templateId: 2 } })
    await waitFor(() => expect(nameField()).toHaveValue('Saved by a colleague'))
    vi.useRealTimers()
  })

  it('offers the unsaved changes back after a reload: discard forgets them, restore brings them back', async () => {
    const typeThenReload = async () => {
      cleanup()
      const first = await openEditor(5)
      fireEvent.change(nameField(), { target: { value: 'Typed before the reload' } })
      first.unmount()
      await renderApp('/template/5', { as: 'staff-admin', locale: 'en-US' })
      return screen.findByRole('dialog', { name: 'Restore unsaved changes?' })
    }
    fireEvent.click(within(await typeThenReload()).getByRole('button', { name: 'Discard them' }))
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue(CAMPAIGN)
    expect(kept()).toBeNull()

    fireEvent.click(within(await typeThenReload()).getByRole('button', { name: 'Restore my changes' }))
    await waitFor(() => expect(nameField()).toHaveValue('Typed before the reload'))
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument()
  })

  it('restores a copy that holds a component id twice without the twin, so that it saves', async () => {
    const first = await openEditor(5)
    await typeName('Typed with twins')
    first.unmount()
    type Copy = { values: { components: { component_id: string; title: string }[] } }
    const copy = JSON.parse(kept() ?? 'null') as Copy
    const [gmv, warRoom] = copy.values.components
    if (!gmv || !warRoom) throw new Error('seed changed')
    // The same component twice, and an edited one under an id already used: the server refuses both.
    copy.values.components = [gmv, warRoom, gmv, { ...warRoom, title: 'War room, edited' }]
    window.localStorage.setItem(draftStorageKey(ADMIN_ID, 5), JSON.stringify(copy))

    await renderApp('/template/5', { as: 'staff-admin', locale: 'en-US' })
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Restore unsaved changes?' })).getByRole('button', {
        name: 'Restore my changes',
      }),
    )
    await waitFor(() => expect(nameField()).toHaveValue('Typed with twins'))
    expect(screen.getAllByRole('region', { name: /^Component \d+$/ })).toHaveLength(3)
    // Save is offered once the restored copy counts as unsaved work.
    await waitFor(() => expect(saveButton()).toBeEnabled())
    fireEvent.click(saveButton())
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument()
    const components = draftOf(5).components
    expect(components.map((component) => component.title)).toEqual([gmv.title, warRoom.title, 'War room, edited'])
    expect(components.slice(0, 2).map((component) => component.component_id)).toEqual([
      gmv.component_id,
      warRoom.component_id,
    ])
    expect(new Set(components.map((component) => component.component_id)).size).toBe(3)
    expect(screen.getByText('All changes saved')).toBeInTheDocument()
  })

  it('keeps the changes through a 401: after signing in again they are offered back', async () => {
    const { router, session } = await openEditor(5)
    fireEvent.change(nameField(), { target: { value: 'Typed before the session ended' } })
    server.use(
      http.post(apiPath('/report_template/update'), () => HttpResponse.json({ code: 401, msg: 'x' }, { status: 401 }), {
        once: true,
      }),
    )
    fireEvent.click(saveButton())
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toEqual({ redirect: '/template/5' })
    // The editor is gone (the sign-in page shows); the browser still holds the typing.
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: /^Name/ })).not.toBeInTheDocument()
    expect(kept()).toContain('Typed before the session ended')

    session.setOnline(signIn('staff-admin'))
    await waitFor(() => expect(currentPath(router)).toBe('/template/5'))
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Restore unsaved changes?' })).getByRole('button', {
        name: 'Restore my changes',
      }),
    )
    await waitFor(() => expect(nameField()).toHaveValue('Typed before the session ended'))
  })
})

describe('editor: a question that can discard work gives the focus to the choice that keeps it', () => {
  it('restoring after a reload: Enter restores', async () => {
    const first = await openEditor(5)
    await typeName('Typed before the reload')
    first.unmount()
    await renderApp('/template/5', { as: 'staff-admin', locale: 'en-US' })
    const dialog = await screen.findByRole('dialog', { name: 'Restore unsaved changes?' })
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Restore my changes' })).toHaveFocus())
  })

  it('leaving with unsaved changes: Enter stays', async () => {
    await openEditor(5)
    fireEvent.change(nameField(), { target: { value: 'Half typed' } })
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Administration' })).getByRole('link', {
        name: 'Report templates',
      }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Leave with unsaved changes?' })
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Stay' })).toHaveFocus())
  })

  it("this user's save in another tab: Enter cancels; the dialog names their other save, not another's", async () => {
    await renderApp('/template/5', { as: 'staff-admin', locale: 'zh-CN' })
    const name = await screen.findByRole('textbox', { name: /^名称/ })
    const current = editable(5)
    // The same user saved other changes in another tab.
    stored(5).draft = {
      ...structuredClone(current),
      description: 'Saved in the other tab',
      updated_at: current.updated_at + 100,
      updated_by: 'lin.li',
    }
    fireEvent.change(name, { target: { value: 'Typed here' } })
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }))
    const dialog = await screen.findByRole('dialog', { name: '您已在别处保存了此模板' })
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '取消' })).toHaveFocus())
    expect(within(dialog).getByRole('button', { name: '加载另一处保存的版本' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: '保留这里的版本并覆盖' })).toBeInTheDocument()
    expect(dialog).not.toHaveTextContent('对方')
  })

  it('logging out: Enter cancels; the account menu closes behind the question despite the pointer on it', async () => {
    await openEditor(5)
    await typeName('Typed before logging out')
    const menu = await openUserMenu()
    // The pointer crosses the menu on its way to Log out: the menu asks itself to open after a delay.
    fireEvent.mouseEnter(menu)
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }))
    const ask = await screen.findByRole('dialog', { name: 'Discard unsaved changes and log out?' })
    await waitFor(() => expect(within(ask).getByRole('button', { name: 'Cancel' })).toHaveFocus())
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      // Past the menu's opening delay: it stays closed.
      await act(() => vi.advanceTimersByTimeAsync(tokens.menuOpenDelayMs + 1))
      expect(screen.queryByRole('menu')).not.toBeInTheDocument()
      expect(within(ask).getByRole('button', { name: 'Cancel' })).toHaveFocus()

      fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }))
      await act(() => vi.advanceTimersByTimeAsync(tokens.menuOpenDelayMs + 1))
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    } finally {
      vi.useRealTimers()
    }
  })
})

describe("editor: one user's work never reaches another", () => {
  it("keeps each user's copy under their own name, and forgets copies a week old", async () => {
    const first = await openEditor(5)
    await typeName('Typed by the admin')
    first.unmount()
    const copy = JSON.parse(kept() ?? 'null') as { userId: number; savedAt: number }
    // Another user's copy of the same template, and the admin's own copy from over a week ago.
    window.localStorage.setItem(draftStorageKey(READER_ID, 5), JSON.stringify({ ...copy, userId: READER_ID }))
    window.localStorage.setItem(
      draftStorageKey(ADMIN_ID, 5),
      JSON.stringify({ ...copy, savedAt: Date.now() - DRAFT_COPY_MAX_AGE_MS - 60_000 }),
    )
    // A copy from before copies were kept per user: anyone could read it.
    window.localStorage.setItem('template-draft:5', JSON.stringify(copy))

    await openEditor(5)
    expect(nameField()).toHaveValue(CAMPAIGN)
    expect(screen.queryByRole('dialog', { name: 'Restore unsaved changes?' })).not.toBeInTheDocument()
    expect(kept()).toBeNull()
    expect(window.localStorage.getItem('template-draft:5')).toBeNull()
    expect(kept(READER_ID)).toContain('Typed by the admin')
  })

  it('asks before a logout discards unsaved work, then removes every copy of that user', async () => {
    const other = await openEditor(3)
    await waitFor(() => expect(nameField()).not.toHaveValue(''))
    fireEvent.change(nameField(), { target: { value: 'Left on template 3' } })
    await waitFor(() => expect(kept(ADMIN_ID, 3)).toContain('Left on template 3'))
    other.unmount()
    window.localStorage.setItem(
      draftStorageKey(READER_ID, 5),
      JSON.stringify({ ...JSON.parse(kept(ADMIN_ID, 3) ?? 'null'), userId: READER_ID }),
    )

    const { router } = await openEditor(5)
    await typeName('Typed before logging out')
    fireEvent.click(within(await openUserMenu()).getByRole('menuitem', { name: 'Log out' }))
    const ask = await screen.findByRole('dialog', { name: 'Discard unsaved changes and log out?' })
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(nameField()).toHaveValue('Typed before logging out')
    expect(router.state.location.pathname).toBe('/template/5')

    fireEvent.click(within(await openUserMenu()).getByRole('menuitem', { name: 'Log out' }))
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Discard unsaved changes and log out?' })).getByRole('button', {
        name: 'Discard and log out',
      }),
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(kept()).toBeNull()
    expect(kept(ADMIN_ID, 3)).toBeNull()
    expect(kept(READER_ID)).not.toBeNull()
  })

  it('logs out without asking when everything is saved', async () => {
    const { router } = await openEditor(5)
    fireEvent.click(within(await openUserMenu()).getByRole('menuitem', { name: 'Log out' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes and log out?' })).not.toBeInTheDocument()
  })

  it("closes the editor as another user signs in elsewhere: the work stays the first user's, not theirs", async () => {
    const bodies = recordBodies('/report_template/update')
    const { router, session } = await openEditor(5)
    await typeName('Typed by the admin')

    // Another tab signs in as the reader; this tab hears of it and asks who is signed in now.
    signIn('staff-reader')
    await session.refresh()
    // Someone else: home, without asking about the admin's changes.
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/index\/\d+$/))
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /^Name/ })).not.toBeInTheDocument())
    expect(screen.queryByRole('dialog', { name: 'Leave with unsaved changes?' })).not.toBeInTheDocument()
    expect(kept()).toContain('Typed by the admin')
    expect(kept(READER_ID)).toBeNull()
    expect(bodies).toEqual([])
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
    let uploads = 0
    const release = holdPosts('/report_template/upload_file', () => (uploads += 1))
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
    expect(uploads).toBe(0)

    // A failed upload says so under the field, in words of its own: the upload shows no notification.
    const failed = () => HttpResponse.json({ code: 500, msg: 'upload_file failed' }, { status: 500 })
    server.use(http.post(apiPath('/report_template/upload_file'), failed, { once: true }))
    fireEvent.change(input, { target: { files: [file('terms.pdf', 'application/pdf', 2048)] } })
    expect(await screen.findByText('"terms.pdf" could not be uploaded. The server had a problem.')).toBeInTheDocument()

    // A PNG whose type the browser names its own way is a PNG by its name.
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array(300 * 1024)], 'terms.png', { type: 'image/x-png' })] },
    })
    // While the file is on its way, nothing is saved or published without it.
    expect(await screen.findByText('Uploading the file…')).toBeInTheDocument()
    expect(saveButton()).toBeDisabled()
    expect(publishButton()).toBeDisabled()
    release()
    const attached = await screen.findByRole('link', { name: 'terms.png, 300 KB' })
    expect(attached).toHaveAttribute('href', expect.stringContaining('terms.png'))
    expect(screen.queryByRole('link', { name: /ads-data-terms/ })).not.toBeInTheDocument()
    expect(uploads).toBe(1)

    fireEvent.click(saveButton())
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument()
    const nda = draftOf(3).nda
    expect(nda?.attachment).toMatchObject({ file_name: 'terms.png', size: 300 * 1024 })
    // A changed NDA is a new NDA: viewers accept it again.
    expect(nda?.nda_id).not.toBe(501)
  })

  it('asks before logging out while a file uploads', async () => {
    holdPosts('/report_template/upload_file')
    await openEditor(3)
    const input = document.querySelector('input[type="file"]')
    if (!input) throw new Error('no file input')
    fireEvent.change(input, { target: { files: [file('terms.pdf', 'application/pdf', 2048)] } })
    await screen.findByText('Uploading the file…')
    fireEvent.click(within(await openUserMenu()).getByRole('menuitem', { name: 'Log out' }))
    expect(await screen.findByRole('dialog', { name: 'Discard unsaved changes and log out?' })).toBeInTheDocument()
  })

  it('asks before leaving while a file uploads, and Save and leave saves it once it has come', async () => {
    const release = holdPosts('/report_template/upload_file')
    const { router } = await openEditor(3)
    const input = document.querySelector('input[type="file"]')
    if (!input) throw new Error('no file input')
    fireEvent.change(input, { target: { files: [file('terms.pdf', 'application/pdf', 2048)] } })
    await screen.findByText('Uploading the file…')
    // Nothing typed: the file alone is the work leaving would lose.
    fireEvent.click(screen.getByRole('link', { name: 'Preview draft' }))
    const dialog = await screen.findByRole('dialog', { name: 'Leave with unsaved changes?' })
    expect(within(dialog).getByRole('status')).toHaveTextContent('Uploading the file…')
    const saveAndLeave = within(dialog).getByRole('button', { name: 'Save and leave' })
    expect(saveAndLeave).toBeDisabled()
    release()
    await waitFor(() => expect(saveAndLeave).toBeEnabled())
    fireEvent.click(saveAndLeave)
    await waitFor(() => expect(currentPath(router)).toBe('/preview/3'))
    expect(draftOf(3).nda?.attachment).toMatchObject({ file_name: 'terms.pdf' })
  })
})
