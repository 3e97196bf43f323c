import { createServer, type Server } from 'node:http'
import { connect } from 'node:net'
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { AVATAR_ORIGIN, appUrl, english, exactAppUrl, frameworkScript, signIn } from './support'

/**
 * What the production web server adds (deploy/nginx.conf.template): security headers, caching, gzip,
 * the SPA fallback under the base path and the API proxy, and a page that runs under the Content
 * Security Policy without a single violation. Runs under `npm run test:e2e:nginx`; `vite preview`
 * sends none of these headers, so there the tests skip themselves.
 */

test.use({ storageState: english })

const BASE = '/sellers/report-platform/'

/** The answer for the app's entry page, as a browser's first request gets it. */
async function entryPage(request: APIRequestContext) {
  const response = await request.get(BASE, { headers: { Accept: 'text/html' } })
  expect(response.status()).toBe(200)
  return response
}

test.beforeEach(async ({ request }) => {
  const headers = (await request.get(BASE)).headers()
  const nginx = /nginx/i.test(headers['server'] ?? '')
  // Under nginx a missing policy is a failure, never a skip.
  test.skip(
    !nginx && !headers['content-security-policy'],
    'the server sends no Content-Security-Policy: not the production web server (vite preview)',
  )
})

/** Every policy violation the page or any of its frames sees, from the console and from the DOM event. */
async function collectCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  page.on('console', (message) => {
    const text = message.text()
    if (/Content Security Policy|securitypolicyviolation/i.test(text)) violations.push(text)
  })
  page.on('pageerror', (error) => {
    if (/Content Security Policy|unsafe-eval|unsafe-inline/i.test(error.message)) violations.push(error.message)
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.warn(
        `securitypolicyviolation: ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} ` +
          `at ${event.sourceFile}:${event.lineNumber}`,
      )
    })
  })
  return violations
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words): words is [string, ...string[]] => words[0] !== undefined && words[0] !== '')
      .map(([name, ...values]) => [name.toLowerCase(), values]),
  )
}

test.describe('security headers', () => {
  test('the entry page carries a strict policy, nosniff, a referrer policy and no framing by others', async ({
    request,
  }) => {
    const headers = (await entryPage(request)).headers()
    const policy = directives(headers['content-security-policy'] ?? '')
    expect(policy.get('default-src')).toEqual(["'self'"])
    expect(policy.get('frame-ancestors')).toEqual(["'self'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'self'"])
    const scripts = policy.get('script-src') ?? []
    expect(scripts).toContain("'self'")
    // Scripts come only from the app and the analytics host: no inline code, no eval, no wildcard.
    for (const source of scripts) expect(["'self'", 'https://www.googletagmanager.com']).toContain(source)
    expect(policy.get('frame-src')).toContain("'self'")
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['x-frame-options']).toBe('SAMEORIGIN')
  })

  test('error answers and API answers carry the same headers', async ({ request }) => {
    for (const path of [`${BASE}assets/no-such-file.js`, `${BASE}api/user/info`]) {
      const headers = (await request.get(path)).headers()
      expect(headers['content-security-policy'], path).toMatch(/frame-ancestors 'self'/)
      expect(headers['x-content-type-options'], path).toBe('nosniff')
    }
  })

  test('answers nginx gives before any location (400, 414) carry the policy too', async ({ request, baseURL }) => {
    const tooLong = await request.get(`${BASE}${'x'.repeat(9000)}`)
    expect(tooLong.status()).toBe(414)
    expect(tooLong.headers()['content-security-policy']).toMatch(/frame-ancestors 'self'/)
    expect(tooLong.headers()['cross-origin-opener-policy']).toBe('same-origin')

    // A Host header no server could have: written by hand, since an HTTP client refuses to send it.
    const { hostname, port } = new URL(baseURL ?? '')
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname)
      let answer = ''
      socket.on('data', (chunk) => (answer += chunk.toString()))
      socket.on('end', () => resolve(answer))
      socket.on('error', reject)
      socket.end(`GET ${BASE} HTTP/1.1\r\nHost: bad host[\r\nConnection: close\r\n\r\n`)
    })
    expect(raw).toMatch(/^HTTP\/1\.1 400 /)
    expect(raw).toMatch(/^Content-Security-Policy: .*frame-ancestors 'self'/im)
    expect(raw).toMatch(/^X-Content-Type-Options: nosniff/im)
  })

  test('a page from another origin that opens the portal keeps no handle on its window', async ({ page, request }) => {
    expect((await entryPage(request)).headers()['cross-origin-opener-policy']).toBe('same-origin')
    await page.route('http://elsewhere.test/', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>elsewhere</title>' }),
    )
    await page.goto('http://elsewhere.test/')
    const popup = page.waitForEvent('popup')
    await page.evaluate((src) => {
      ;(window as { opened?: Window | null }).opened = window.open(src)
    }, appUrl('/login'))
    await (await popup).waitForLoadState()
    // Once the portal's document is in the window, the opener's handle reads as closed.
    await expect.poll(() => page.evaluate(() => (window as { opened?: Window | null }).opened?.closed)).toBe(true)
  })

  /** The address of the page's one frame (undefined until it has one). */
  const childFrameUrl = (page: Page) =>
    page
      .frames()
      .find((candidate) => candidate !== page.mainFrame())
      ?.url()

  test('another site cannot frame the portal', async ({ page }) => {
    await page.route('http://elsewhere.test/', (route) =>
      route.fulfill({ contentType: 'text/html', body: `<iframe title="portal" src="${appUrl('/login')}"></iframe>` }),
    )
    await page.goto('http://elsewhere.test/', { waitUntil: 'commit' })
    // The browser refuses the document (frame-ancestors, X-Frame-Options) and shows its error page in the
    // frame instead (Chromium's address for it): nothing of the app runs there.
    await expect.poll(() => childFrameUrl(page)).toBe('chrome-error://chromewebdata/')
    await expect(page.frameLocator('iframe[title="portal"]').locator('#root')).toHaveCount(0)

    // The same document framed by the portal itself loads: the refusal is the policy, not the server.
    await page.goto('login')
    await page.evaluate((src) => {
      const frame = document.createElement('iframe')
      frame.src = src
      document.body.append(frame)
    }, appUrl('/login'))
    await expect.poll(() => childFrameUrl(page)).toBe(appUrl('/login'))
  })
})

test.describe('caching, compression and the base path', () => {
  test('hashed assets are immutable for a year; index.html is revalidated every time', async ({ request }) => {
    const entry = await entryPage(request)
    expect(entry.headers()['cache-control']).toBe('no-cache')
    expect((await request.get(`${BASE}index.html`)).headers()['cache-control']).toBe('no-cache')

    const html = await entry.text()
    const assets = [...html.matchAll(/(?:src|href)="(\/sellers\/report-platform\/assets\/[^"]+)"/g)].map(
      (match) => match[1] ?? '',
    )
    expect(assets.length).toBeGreaterThan(1)
    for (const asset of assets) {
      expect(asset).toMatch(/-[A-Za-z0-9_-]{8,}\.(?:js|css)$/)
      const response = await request.get(asset)
      expect(response.status(), asset).toBe(200)
      expect(response.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable')
    }
  })

  test('a missing asset is a 404, never index.html cached for a year', async ({ request }) => {
    const response = await request.get(`${BASE}assets/index-00000000.js`)
    expect(response.status()).toBe(404)
    expect(response.headers()['cache-control'] ?? '').not.toMatch(/immutable/)
  })

  test('the demo service worker is revalidated and may control the base path', async ({ request }) => {
    const headers = (await request.get(`${BASE}mockServiceWorker.js`)).headers()
    expect(headers['cache-control']).toBe('no-cache')
    expect(headers['service-worker-allowed']).toBe(BASE)
    expect(headers['content-type']).toMatch(/javascript/)
  })

  test('JavaScript and CSS are served gzip-compressed', async ({ request }) => {
    const html = await (await entryPage(request)).text()
    const script = /src="(\/sellers\/report-platform\/assets\/index-[^"]+\.js)"/.exec(html)?.[1]
    const style = /href="(\/sellers\/report-platform\/assets\/[^"]+\.css)"/.exec(html)?.[1]
    for (const asset of [script, style]) {
      expect(asset).toBeDefined()
      const response = await request.get(asset ?? '', { headers: { 'Accept-Encoding': 'gzip' } })
      expect(response.headers()['content-encoding'], asset).toBe('gzip')
      expect(response.headers()['vary'], asset).toMatch(/Accept-Encoding/i)
    }
  })

  test("a browser that accepts brotli gets a script as the build's own brotli file", async ({ page }) => {
    const script = frameworkScript(page)
    await page.goto(appUrl('/login'))
    expect((await (await script).allHeaders())['content-encoding']).toBe('br')
  })

  test('the base path without its slash and the bare host lead into the app; other paths are not served', async ({
    request,
  }) => {
    const bare = await request.get('/sellers/report-platform', { maxRedirects: 0 })
    expect(bare.status()).toBe(301)
    expect(bare.headers()['location']).toBe(BASE)
    const root = await request.get('/', { maxRedirects: 0 })
    expect([301, 302]).toContain(root.status())
    expect(root.headers()['location']).toBe(BASE)
    expect((await request.get('/etc/passwd')).status()).toBe(404)
    expect((await request.get(`${BASE}.env`)).status()).toBe(404)
  })

  test('dot files are refused under assets/ too, even when one is there', async ({ request }) => {
    const planted = join(process.env.E2E_OUT ?? 'dist-demo', 'assets', '.env')
    writeFileSync(planted, 'SECRET=planted\n')
    try {
      const response = await request.get(`${BASE}assets/.env`)
      expect(response.status()).toBe(404)
      expect(await response.text()).not.toContain('planted')
    } finally {
      rmSync(planted, { force: true })
    }
  })

  test('a missing file outside assets/ is a 404, not the app under its name', async ({ request }) => {
    for (const path of [`${BASE}no-such-picture.png`, `${BASE}report/no-such-script.js`]) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
      expect(await response.text(), path).not.toContain('<div id="root">')
    }
    expect((await request.get(`${BASE}logo.svg`)).status()).toBe(200)
  })

  test('the API path is proxied to the backend, not answered with the app', async ({ request }) => {
    // The demo's backend address is a closed port: the proxy answers 502, which the app reads as a network error.
    const response = await request.get(`${BASE}api/user/info`)
    expect(response.status()).toBe(502)
    expect(await response.text()).not.toContain('<div id="root">')
  })
})

test.describe('the single-page app under the policy', () => {
  test('a deep link and a reload are served by the fallback and render the page', async ({ page, request }) => {
    const deep = await request.get(`${BASE}report/1/2026-W47?channel=mall`)
    expect(deep.status()).toBe(200)
    expect(deep.headers()['content-type']).toMatch(/text\/html/)
    expect(deep.headers()['cache-control']).toBe('no-cache')
    expect(await deep.text()).toContain('<div id="root">')

    await signIn(page, 'shop-seller')
    await page.goto('report/1/2026-W47?channel=mall')
    await expect(page.getByRole('heading', { level: 1, name: /Shop Weekly/ })).toBeVisible()
    const reload = await page.reload()
    expect(reload?.status()).toBe(200)
    await expect(page).toHaveURL(exactAppUrl('/report/1/2026-W47?channel=mall'))
    await expect(page.getByRole('heading', { level: 1, name: /Shop Weekly/ })).toBeVisible()

    await page.goto('no/such/page')
    await expect(page.getByText('Sorry, the page you visited does not exist.', { exact: true })).toBeVisible()
  })

  test('sign-in and a report page with its frames run without a single policy violation', async ({ page }) => {
    const violations = await collectCspViolations(page)
    await signIn(page, 'shop-seller')
    await expect(page.getByTitle('Site footer', { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Feedback', exact: true }).click()
    await expect(page.frameLocator('iframe[title="Feedback"]').getByTestId('feedback-user')).toContainText(
      'lumihome.sg',
    )

    await page.goto('report/1/2026-W47')
    await expect(page.getByRole('heading', { level: 1, name: /Shop Weekly/ })).toBeVisible()
    await expect(page.getByTestId('key-figure')).toHaveCount(4)
    const trend = page.frameLocator('iframe[title="销售趋势 Sales trend"]')
    await expect(trend.getByTestId('embed-period')).toContainText('2026-W47')
    // Toasts and a modal render their own <style> and style attributes; the filter changes the frames.
    await page.getByRole('combobox', { name: '渠道 Channel' }).selectOption({ label: '直播 Live' })
    await expect(trend.getByTestId('embed-params')).toContainText('channel=live')
    await page.reload()
    await expect(page.getByTestId('key-figure')).toHaveCount(4)
    expect(violations).toEqual([])
  })

  test('a dashboard from an origin the policy refuses says so, naming the origin, instead of a broken frame', async ({
    page,
  }) => {
    const foreign = new URL(AVATAR_ORIGIN).origin
    // The report's answer as a backend would give it with Metabase on an origin left out of frame-src.
    await page.addInitScript((origin) => {
      const fetchOriginal = window.fetch
      window.fetch = async (...args) => {
        const response = await fetchOriginal(...args)
        const url = args[0] instanceof Request ? args[0].url : String(args[0])
        if (!url.includes('/report_template/report/info')) return response
        const body = await response.json()
        for (const component of body.data.components)
          if (component.embed_url) component.embed_url = `${origin}/embed/dashboard/token`
        return new Response(JSON.stringify(body), { status: response.status, headers: response.headers })
      }
    }, foreign)
    await signIn(page, 'shop-seller')
    await page.goto('report/1/2026-W47')
    const section = page.getByRole('region', { name: '销售趋势 Sales trend' })
    await expect(section.getByRole('alert')).toHaveText(
      `“销售趋势 Sales trend” cannot be shown: its address (${foreign}) ` +
        'is not allowed by this site’s security policy. Please tell this site’s administrators.',
    )
    await expect(section.locator('iframe')).toHaveCount(0)
  })

  test('an injected inline script does not run, and the violation is seen', async ({ page }) => {
    const violations = await collectCspViolations(page)
    await page.goto('login')
    await expect(page.locator('[data-persona]').first()).toBeVisible()
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.head.append(script)
      await new Promise((resolve) => setTimeout(resolve, 100))
      return (window as { __injected?: boolean }).__injected === true
    })
    expect(ran).toBe(false)
    await expect.poll(() => violations.some((text) => /script-src/.test(text))).toBe(true)
  })
})

test.describe('pictures from another origin', () => {
  // Production has no service worker; the demo's would fetch the picture itself (under connect-src).
  test.use({ serviceWorkers: 'block' })
  // A 1×1 PNG, served from the configured avatar origin and from one that is not configured.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  )
  const other = new URL(AVATAR_ORIGIN)
  other.port = String(Number(other.port) + 1)
  const servers: Server[] = []
  test.beforeAll(async () => {
    for (const origin of [AVATAR_ORIGIN, other.origin]) {
      const server = createServer((_, response) => response.writeHead(200, { 'Content-Type': 'image/png' }).end(png))
      const { port, hostname } = new URL(origin)
      await new Promise<void>((resolve) => server.listen(Number(port), hostname, resolve))
      servers.push(server)
    }
  })
  test.afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  })

  test("a user's picture on the configured avatar host shows; one on any other host is blocked", async ({ page }) => {
    // The page's policy, without its scripts: with service workers blocked the demo backend cannot start, and its
    // library would reload the page again and again under the checks.
    await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort())
    const violations = await collectCspViolations(page)
    const response = await page.goto('login')
    expect(response?.headers()['content-security-policy']).toContain(`img-src 'self' data: ${AVATAR_ORIGIN} `)
    const loads = (src: string): Promise<boolean> =>
      page.evaluate(
        (address) =>
          new Promise<boolean>((resolve) => {
            const image = new Image()
            image.onload = () => resolve(image.naturalWidth === 1)
            image.onerror = () => resolve(false)
            image.src = address
          }),
        src,
      )
    expect(await loads(`${AVATAR_ORIGIN}/avatar.png`)).toBe(true)
    expect(violations).toEqual([])
    expect(await loads(`${other.origin}/avatar.png`)).toBe(false)
    await expect.poll(() => violations.some((text) => text.includes('img-src'))).toBe(true)
  })
})
