import { vi } from 'vitest'
import { Profiler, type ProfilerOnRenderCallback } from 'react'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { createMemoryHistory } from '@tanstack/react-router'
import { http, HttpResponse } from 'msw'
import { App } from '@/app/app'
import { Providers } from '@/app/providers'
import { createAppClients } from '@/app/query-client'
import { createAppRouter } from '@/app/router'
import { activateLocale, storedLocale } from '@/i18n'
import { API_BASE, ROUTER_BASEPATH } from '@/lib/env'
import { ApiError } from '@/lib/errors'
import { server } from '@/mocks/node'
import { signIn } from '@/mocks/session'
import type { PersonaKey } from '@/mocks/personas'
import type { Tabs } from '@/features/session/tabs'
import { renderedApps } from './rendered-apps'

/** `onCommit`: told of every render React commits (a React Profiler around the app). */
/** `tabs`: the portal's other tabs in this browser, as this one hears them (none by default). */
export type RenderAppOptions = {
  as?: PersonaKey
  locale?: 'zh-CN' | 'en-US'
  onCommit?: ProfilerOnRenderCallback
  tabs?: Tabs
}

/**
 * Renders the real app (route tree, guards, providers) on a memory history at `path` (an in-app path
 * without the base path), against the MSW demo backend, optionally signed in as a persona. Resolves
 * once the session is known, as the app's own start does.
 */
export async function renderApp(path: string, options: RenderAppOptions = {}) {
  if (options.as) signIn(options.as)
  await activateLocale(options.locale ?? storedLocale())
  const { queryClient, session, tabs } = createAppClients({ tabs: options.tabs })
  renderedApps.add(queryClient)
  const loaded = session.ensureLoaded()
  const history = createMemoryHistory({ initialEntries: [`${ROUTER_BASEPATH}${path}`] })
  const router = createAppRouter({ queryClient, session }, history)
  const view = render(
    <Profiler id="app" onRender={options.onCommit ?? (() => undefined)}>
      <Providers queryClient={queryClient} session={session} testEnv>
        <App router={router} session={session} tabs={tabs} />
      </Providers>
    </Profiler>,
    // A failed call that a screen shows as its error state is expected; anything else is reported.
    { onCaughtError: (error) => (error instanceof ApiError ? undefined : console.error(error)) },
  )
  await loaded
  return { ...view, router, session, queryClient, history }
}

/** The in-app path the router shows now (without the base path), with its search. */
export function currentPath(router: { state: { location: { href: string } } }): string {
  return router.state.location.href
}

export { screen }

/** An MSW path under the API base, for `server.use(http.get(apiPath('/x'), …))`. */
export const apiPath = (path: string) => `*${API_BASE}${path}`

/** GET `path` fails with the server's reason `msg` (and envelope `code`) until the returned `heal` is called. */
export function failUntilHealed(path: string, msg: string, code = 400): () => void {
  let fail = true
  server.use(http.get(apiPath(path), () => (fail ? HttpResponse.json({ code, msg }, { status: 400 }) : undefined)))
  return () => {
    fail = false
  }
}

/** The merchants or shops the owner picker offers (in the dialog, when a scope is given). */
export async function ownerOptions(scope: HTMLElement = document.body): Promise<HTMLElement[]> {
  const list = await within(scope).findByRole('list', { name: /(Merchants|Shops) to choose from/ })
  return within(list).getAllByRole('button')
}

/** Opens the header's user menu with a plain click (a pointer would hover first, and hover opens it too). */
export async function openUserMenu(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByTestId('user-menu'))
  return screen.findByRole('menu')
}

/** Files saved through a hidden link: what the link was called and what it pointed at. */
export function recordSaves() {
  const saved: { name: string; blob: Blob }[] = []
  const blobs = new Map<string, Blob>()
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:saved-${blobs.size}`
    blobs.set(url, blob as Blob)
    return url
  })
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href)
    if (blob) saved.push({ name: this.download, blob })
  })
  return saved
}
