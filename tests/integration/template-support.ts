import { expect } from 'vitest'
import { fireEvent, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { server } from '@/mocks/node'
import { getDb, type StoredTemplate } from '@/mocks/db'
import { apiPath, renderApp, screen, type RenderAppOptions } from '../utils'

/** What the template editor's tests share: the demo backend's store, the editor's parts by role and name. */

export const CAMPAIGN = '双11大促复盘 11.11 Campaign Review'

export function stored(templateId: number): StoredTemplate {
  const template = getDb().templates.find((t) => t.template_id === templateId)
  if (!template) throw new Error(`no template ${templateId}`)
  return template
}

/** The version the editor works on: the draft, else the published one. */
export function editable(templateId: number) {
  const template = stored(templateId)
  const version = template.draft ?? template.published
  if (!version) throw new Error(`template ${templateId} has no version`)
  return version
}

export function draftOf(templateId: number) {
  const draft = stored(templateId).draft
  if (!draft) throw new Error(`template ${templateId} has no draft`)
  return draft
}

export async function openEditor(templateId: number, options: Omit<RenderAppOptions, 'as'> = {}) {
  const app = await renderApp(`/template/${templateId}`, {
    ...options,
    as: 'staff-admin',
    locale: options.locale ?? 'en-US',
  })
  await screen.findByRole('textbox', { name: /^Name/ })
  return app
}

/** Records the JSON bodies sent to a POST endpoint and lets the demo backend answer. */
export function recordBodies(path: string) {
  const bodies: unknown[] = []
  server.use(
    http.post(apiPath(path), async ({ request }) => {
      bodies.push(await request.clone().json())
      return undefined
    }),
  )
  return bodies
}

/**
 * Holds each POST to `path` (as the demo backend would answer it) until the returned `release` is called;
 * `onRequest` hears each one.
 */
export function holdPosts(path: string, onRequest: () => void = () => undefined): () => void {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  server.use(
    http.post(apiPath(path), async () => {
      onRequest()
      await held
      return undefined
    }),
  )
  return release
}

/** The template's name field (found afresh: loading another version of the draft draws the fields anew). */
export const nameField = () => screen.getByRole('textbox', { name: /^Name/ })
export const region = (name: string) => screen.getByRole('region', { name })
export const saveButton = () => screen.getByRole('button', { name: 'Save draft' })
export const publishButton = () => screen.getByRole('button', { name: 'Publish draft' })

/** Opens or closes the component card at this position (its header button). */
export function toggleCard(position: number) {
  const header = region(`Component ${position}`).querySelector<HTMLElement>('button[aria-expanded]')
  if (!header) throw new Error(`component ${position} has no header`)
  fireEvent.click(header)
}

/** Picks an option of a Mantine Select: open it, click the visible option (plain events: cheaper than userEvent). */
export async function choose(select: HTMLElement, option: string | RegExp) {
  // A picker waits, disabled, for its list to load.
  await waitFor(() => expect(select).toBeEnabled())
  fireEvent.click(select)
  fireEvent.click(await screen.findByRole('option', { name: option }))
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument())
}
