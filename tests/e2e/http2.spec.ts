import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { BASE_PATH, NGINX_PREFIX, TLS_ORIGIN, appUrl, frameworkScript } from './support'

/**
 * The production config with TLS (deploy/render.sh's TLS_CERT and TLS_KEY), served by
 * deploy/serve-demo.sh beside the plain port: the page and its scripts over HTTP/2, the build's own
 * brotli files, the headers of the plain port. Only playwright.nginx.config.ts runs it.
 *
 * The browser does not trust the run's certificate, and a service worker's script must come over a
 * trusted connection: the demo backend cannot start there. So the test asks nothing of the app beyond
 * its first screen; workers are blocked and the app's API calls are refused in the browser (without
 * the worker they would reach nginx's proxy to the demo's closed backend port).
 */

const errorLog = join(NGINX_PREFIX, 'logs', 'error.log')

/**
 * The error log's lines from `offset` at level warn or above, leaving out requests to the plain port (other tests').
 */
function warningsSince(offset: number): string[] {
  const host = new URL(TLS_ORIGIN).host
  return readFileSync(errorLog)
    .subarray(offset)
    .toString()
    .split('\n')
    .filter((line) => /\[(warn|error|crit|alert|emerg)\]/.test(line))
    .filter((line) => [undefined, host].includes(/, host: "([^"]*)"/.exec(line)?.[1]))
}

/**
 * The protocol of the page's document and the set of protocols of its scripts, as the browser used them. A script that
 * came through the demo backend's service worker, once it controls the page (the sign-in page's own code, loaded
 * after it), reports no protocol of its own: it is left out.
 */
function protocols() {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
    (entry) => new URL(entry.name).pathname.endsWith('.js') && entry.nextHopProtocol !== '',
  )
  return { document: navigation?.nextHopProtocol, scripts: [...new Set(scripts.map((entry) => entry.nextHopProtocol))] }
}

/** Headers the operator sets on every answer: the same over TLS as on the plain port. */
const SERVER_HEADERS = [
  'content-type',
  'cache-control',
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'permissions-policy',
  'cross-origin-opener-policy',
  'strict-transport-security',
]

test('over TLS the page and scripts come by HTTP/2, scripts as brotli files, with the plain port’s headers', async ({
  browser,
  request,
}) => {
  const logStart = statSync(errorLog).size
  const context = await browser.newContext({ ignoreHTTPSErrors: true, serviceWorkers: 'block' })
  await context.route(`${TLS_ORIGIN}${BASE_PATH}/api/**`, (route) => route.abort())
  const page = await context.newPage()
  const script = frameworkScript(page)

  const response = await page.goto(`${TLS_ORIGIN}${BASE_PATH}/login`)
  if (!response) throw new Error('no answer for the page')
  expect(response.status()).toBe(200)
  expect(['TLS 1.2', 'TLS 1.3']).toContain((await response.securityDetails())?.protocol)
  // The first screen, painted by the document before any script.
  await expect(page.getByRole('status', { name: '加载中 / Loading' })).toBeVisible()
  // Read again on the new document when the demo library, finding no worker, reloads the page.
  await expect.poll(() => page.evaluate(protocols).catch(() => null)).toEqual({ document: 'h2', scripts: ['h2'] })
  expect((await (await script).allHeaders())['content-encoding']).toBe('br')

  const pick = (headers: Record<string, string>) =>
    Object.fromEntries(SERVER_HEADERS.map((name) => [name, headers[name]]))
  const plain = await request.get(appUrl('/login'))
  expect(pick(await response.allHeaders())).toEqual(pick(plain.headers()))
  expect(plain.headers()['content-security-policy']).toBeDefined()

  await context.close()
  expect(warningsSince(logStart)).toEqual([])
})

test('the plain port stays HTTP/1.1, for a TLS proxy in front', async ({ page }) => {
  await page.goto(appUrl('/login'))
  await expect
    .poll(() => page.evaluate(protocols).catch(() => null))
    .toEqual({ document: 'http/1.1', scripts: ['http/1.1'] })
})
