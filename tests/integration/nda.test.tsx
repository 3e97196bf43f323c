import { afterEach, describe, expect, it, vi } from 'vitest'
import { waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { QueryClient } from '@tanstack/react-query'
import { createSession } from '@/features/session/session'
import { getDb, updateDb } from '@/mocks/db'
import type { StoredFile } from '@/lib/schemas'
import { server } from '@/mocks/node'
import { apiPath, currentPath, failUntilHealed, openUserMenu, recordSaves, renderApp, screen } from '../utils'

const ADS_TEMPLATE = 3

function attachToAdsNda(file: StoredFile) {
  updateDb((db) => {
    const nda = db.templates.find((template) => template.template_id === ADS_TEMPLATE)?.published?.nda
    if (nda) nda.attachment = file
  })
}

afterEach(() => vi.restoreAllMocks())

describe('NDA attachment', () => {
  it('names the file and its size, and downloads it through the API under the name the server gives', async () => {
    const saved = recordSaves()
    const user = userEvent.setup()
    await renderApp(`/index/${ADS_TEMPLATE}`, { as: 'shop-seller', locale: 'en-US' })
    const dialog = await screen.findByRole('dialog')
    const link = await within(dialog).findByRole('link', { name: /^ads-data-terms\.pdf, \d+ KB$/ })
    await user.click(link)
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]?.name).toBe('ads-data-terms.pdf')
    expect(await saved[0]?.blob.text()).toMatch(/^%PDF-1\.4/)
  })

  it('saves a file the server does not name as "file"', async () => {
    attachToAdsNda({ url: '/sellers/report-platform/api/files/7', file_name: 'terms.pdf', size: 3 * 1024 * 1024 })
    server.use(
      http.get(
        apiPath('/files/7'),
        () => new HttpResponse(new Blob(['%PDF-1.4']), { headers: { 'Content-Type': 'application/pdf' } }),
      ),
    )
    const saved = recordSaves()
    const user = userEvent.setup()
    await renderApp(`/index/${ADS_TEMPLATE}`, { as: 'shop-seller', locale: 'en-US' })
    await user.click(await within(await screen.findByRole('dialog')).findByRole('link', { name: 'terms.pdf, 3.0 MB' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]?.name).toBe('file')
  })

  it('opens a file on another web address in a new tab, and never links anything else', async () => {
    attachToAdsNda({ url: 'https://files.example.com/terms.pdf', file_name: 'terms.pdf', size: 2048 })
    const view = await renderApp(`/index/${ADS_TEMPLATE}`, { as: 'shop-seller', locale: 'en-US' })
    const link = await within(await screen.findByRole('dialog')).findByRole('link', { name: 'terms.pdf, 2 KB' })
    expect(link).toHaveAttribute('href', 'https://files.example.com/terms.pdf')
    expect(link).toHaveAttribute('target', '_blank')
    view.unmount()

    attachToAdsNda({ url: 'javascript:alert(1)', file_name: 'terms.pdf', size: 2048 })
    await renderApp(`/index/${ADS_TEMPLATE}`, { as: 'shop-seller', locale: 'en-US' })
    const attachment = await within(await screen.findByRole('dialog')).findByTestId('attachment')
    expect(attachment).toHaveTextContent('terms.pdf')
    expect(within(attachment).queryByRole('link')).not.toBeInTheDocument()
  })
})

describe('NDA in a draft preview', () => {
  /** A draft that adds an NDA to a template (internal, daily) whose published version has none. */
  function draftAddsNda() {
    updateDb((db) => {
      const template = db.templates.find((candidate) => candidate.template_id === 4)
      if (!template?.published) throw new Error('template 4 is published in the demo data')
      template.draft = {
        ...template.published,
        nda: { nda_id: 900, title: 'Draft terms', content: 'Keep it to yourself.', attachment: null },
      }
    })
  }

  it("shows the draft's NDA, lets staff go on without recording an acceptance, then the draft's reports", async () => {
    draftAddsNda()
    const accepted: string[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/accept_nda')) accepted.push(request.url)
    })
    const user = userEvent.setup()
    const { router } = await renderApp('/preview/report/4', { as: 'staff-admin', locale: 'en-US' })
    const dialog = await screen.findByRole('dialog', { name: 'Draft terms' })
    expect(within(dialog).getByText('Keep it to yourself.')).toBeInTheDocument()
    expect(within(dialog).getByText(/Continuing records no acceptance/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Continue to the preview' }))
    // On to the newest report of the draft, as an address without a period does.
    await waitFor(() => expect(currentPath(router)).toMatch(/^\/preview\/report\/4\/2026-\d\d-\d\d$/))
    expect(await screen.findAllByTestId('key-figure')).not.toHaveLength(0)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(accepted).toEqual([])
    expect(getDb().acceptedNdas).toEqual([])
    server.events.removeAllListeners()
  })

  it('opens the report list behind the dialog once staff continue', async () => {
    draftAddsNda()
    const user = userEvent.setup()
    await renderApp('/preview/4', { as: 'staff-admin', locale: 'en-US' })
    const dialog = await screen.findByRole('dialog', { name: 'Draft terms' })
    await user.click(within(dialog).getByRole('button', { name: 'Continue to the preview' }))
    expect(await screen.findByRole('region', { name: 'Reports' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

describe('a declined NDA', () => {
  it('is forgotten when the user signs out or another user signs in', () => {
    const session = createSession(new QueryClient())
    const user = (id: number) => ({
      id,
      username: `u${id}`,
      alias: '',
      avatar_url: '',
      user_type: 'seller',
      source: 'shop_account',
      permission_list: [],
    })
    session.setOnline(user(1))
    session.note('nda-declined:3')
    session.setOnline(user(1))
    expect(session.noted('nda-declined:3')).toBe(true)
    session.setOnline(user(2))
    expect(session.noted('nda-declined:3')).toBe(false)
    session.note('nda-declined:3')
    session.setOffline('logout')
    expect(session.noted('nda-declined:3')).toBe(false)
  })

  it('is the agreement of the version it was declined in: after a preview, the published one still asks', async () => {
    const user = userEvent.setup()
    const { router } = await renderApp(`/preview/${ADS_TEMPLATE}`, { as: 'staff-admin', locale: 'en-US' })
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Decline' }))
    expect(await screen.findByText(/You declined the non-disclosure agreement/)).toBeInTheDocument()
    await router.navigate({ to: '/index/{-$templateId}', params: { templateId: ADS_TEMPLATE } })
    expect(await screen.findByRole('dialog')).toBeInTheDocument()
    expect(screen.queryByText(/You declined the non-disclosure agreement/)).not.toBeInTheDocument()
  })

  it('does not follow the next person who signs in in the same tab', async () => {
    vi.stubEnv('VITE_DEMO', 'true')
    const user = userEvent.setup()
    const { router } = await renderApp(`/index/${ADS_TEMPLATE}`, { as: 'shop-seller', locale: 'en-US' })
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Decline' }))
    expect(await screen.findByText(/You declined the non-disclosure agreement/)).toBeInTheDocument()
    await user.click(within(await openUserMenu()).getByRole('menuitem', { name: 'Log out' }))
    await user.click(await screen.findByRole('button', { name: /^Staff: template reader/ }))
    // The next user lands on the report list.
    await waitFor(() => expect(currentPath(router)).toMatch(/^\/index\/\d+$/))
    await router.navigate({ to: '/index/{-$templateId}', params: { templateId: ADS_TEMPLATE } })
    expect(await screen.findByRole('dialog')).toBeInTheDocument()
    expect(screen.queryByText(/You declined the non-disclosure agreement/)).not.toBeInTheDocument()
    vi.unstubAllEnvs()
  })
})

describe('NDA dialog', () => {
  it('lets the reader switch the language while it is open', async () => {
    const user = userEvent.setup()
    await renderApp('/index/3', { as: 'shop-seller', locale: 'zh-CN' })
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('button', { name: '同意' })).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'English' }))
    expect(await within(dialog).findByRole('button', { name: 'Accept' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true')
  })
})

describe('an agreement that cannot be read', () => {
  it('offers Decline as the way on after a refusal, not a report list that would open the same template', async () => {
    server.use(
      http.get(apiPath('/report_template/get_nda'), () =>
        HttpResponse.json({ code: 403, msg: 'Not yours.' }, { status: 403 }),
      ),
    )
    await renderApp(`/index/${ADS_TEMPLATE}`, { as: 'shop-seller', locale: 'en-US' })
    const dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByText('The agreement could not be loaded.')).toBeInTheDocument()
    expect(within(dialog).queryByRole('link', { name: 'Go to the report list' })).not.toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Decline' })).toBeEnabled()
  })

  it('keeps the keyboard focus in the dialog when a Retry brings the agreement', async () => {
    const heal = failUntilHealed('/report_template/get_nda', 'Agreement broke.')
    const user = userEvent.setup()
    await renderApp(`/index/${ADS_TEMPLATE}`, { as: 'shop-seller', locale: 'en-US' })
    const dialog = await screen.findByRole('dialog')
    const retry = await within(dialog).findByRole('button', { name: 'Retry' })
    heal()
    await user.click(retry)
    expect(await within(dialog).findByRole('button', { name: 'Accept' })).toBeInTheDocument()
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))
  })
})
