import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, type Locator, type Page, type Response } from '@playwright/test'
import { ROUTER_BASEPATH } from '../../src/lib/env'
import { personas, type PersonaKey } from '../../src/mocks/personas'

export const ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 4173}`
/** The app's base path, without its trailing slash. */
export const BASE_PATH = ROUTER_BASEPATH
/** Another origin that serves pictures (as an avatar host does); under nginx it is the configured AVATAR_ORIGIN. */
export const AVATAR_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 10}`
/**
 * Under nginx only: the same server over TLS with HTTP/2 (deploy/serve-demo.sh's TLS_PORT, 4443 beside
 * 4173), its certificate made for the run and trusted by no browser.
 */
export const TLS_ORIGIN = `https://localhost:${Number(process.env.E2E_PORT ?? 4173) + 270}`
/** Under nginx only: the server's prefix (deploy/serve-demo.sh's NGINX_PREFIX), its error log in logs/error.log. */
export const NGINX_PREFIX = join(tmpdir(), `report-platform-nginx-${process.env.E2E_PORT ?? 4173}`)

/** A browser context whose stored language is English (the app's default is Chinese). */
export const english = {
  cookies: [],
  origins: [{ origin: ORIGIN, localStorage: [{ name: 'locale', value: 'enUS' }] }],
}

/** What a person sees of each demo persona: the button on /login and who the app then says they are. */
export const demoPersonas: Record<
  PersonaKey,
  { button: string; username: string; alias: string; id: number; staff: boolean }
> = {
  'merchant-seller': { button: 'Seller of a merchant', ...who('merchant-seller'), staff: false },
  'shop-seller': { button: 'Seller with a shop account', ...who('shop-seller'), staff: false },
  'staff-reader': { button: 'Staff: template reader', ...who('staff-reader'), staff: true },
  'staff-admin': { button: 'Staff: template admin', ...who('staff-admin'), staff: true },
}

function who(key: PersonaKey) {
  const { username, alias, id } = personas[key].user
  return { username, alias, id }
}

/** An address of the app as the browser shows it (base path included). */
export function appUrl(pathAndSearch: string): string {
  return `${ORIGIN}${BASE_PATH}${pathAndSearch}`
}

/** The escaped regular expression of an exact app address. */
export function exactAppUrl(pathAndSearch: string): RegExp {
  return new RegExp(`^${appUrl(pathAndSearch).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
}

/** The report list as `/index` opens it: the template chosen last, else the first one. */
export const reportListUrl = new RegExp(`^${appUrl('/index').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/\\d+$`)

/** On /login (already open), picks the demo persona's button. */
export async function pickPersona(page: Page, key: PersonaKey): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${demoPersonas[key].button}`) }).click()
}

/** The demo build's framework script, as the page's next navigation loads it. */
export function frameworkScript(page: Page): Promise<Response> {
  return page.waitForResponse((response) => /\/assets\/framework-[^/]+\.js$/.test(response.url()))
}

/** Opens /login, signs in as the persona and waits for the page it lands on. */
export async function signIn(page: Page, key: PersonaKey): Promise<void> {
  await page.goto('login')
  await pickPersona(page, key)
  await expect(page).toHaveURL(reportListUrl)
  await expect(userMenuButton(page, key)).toBeVisible()
}

export function userMenuButton(page: Page, key: PersonaKey): Locator {
  const { username, alias } = demoPersonas[key]
  return page.getByRole('button', { name: `${username} (${alias}), account menu`, exact: true })
}

/** Opens the header's user menu and returns its dropdown. */
export async function openUserMenu(page: Page): Promise<Locator> {
  await page.getByTestId('user-menu').click()
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  return menu
}

/** The merchants or shops the owner picker offers (in the dialog, when a scope is given). */
export function ownerOptions(scope: Page | Locator): Locator {
  return scope.getByRole('list', { name: /(Merchants|Shops) to choose from/ }).getByRole('button')
}

/**
 * Stands in for the backend's answer to every call of an API path, before the page's scripts run:
 * `fail` answers 400 with a reason (a 4xx is not retried); `data` is merged into the demo backend's
 * own answer. (The demo backend answers inside the page's service worker, out of `page.route`'s reach.)
 */
export async function answerInPage(
  page: Page,
  path: string,
  answer: { fail: true } | { data: Record<string, unknown> },
) {
  await page.addInitScript(
    ({ path, answer }) => {
      const original = window.fetch.bind(window)
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
      window.fetch = async (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input), window.location.href)
        if (!url.pathname.endsWith(`/api${path}`)) return original(input, init)
        if ('fail' in answer) return json({ code: 400, msg: 'Temporarily unavailable.' }, 400)
        const body = await (await original(input, init)).json()
        return json({ ...body, data: { ...body.data, ...answer.data } })
      }
    },
    { path, answer },
  )
}
