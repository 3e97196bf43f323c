#!/usr/bin/env node
/**
 * The benchmark's server: the production build in `dist/` under the base path (the build's own `.br` and `.gz` as nginx
 * sends them, else gzip -9; SPA fallback to index.html) with the API answered in Node by the embedded backend's own MSW
 * handlers (src/mocks), so no mock code is in the measured bundle.
 *
 *   node bench/server.mjs [--port 4300]      (run.mjs forks it and talks to it over IPC)
 *
 * Also served:
 *   /bench/plain.html                         the plain HTML lower bound of the report list (figures 2, 7)
 *   /bench/plain-report.html                  the same of the report page /report/1/2026-W47
 *   <base>demo-frames/*.html                  the mock's stand-in Metabase frames (the mock's
 *                                             embed_url points there; the demo build emits them)
 *   POST /__bench/reset                       fresh seed store, seed shops, nobody signed in
 *   POST /__bench/scale                       the scale data set of figure 6 (see scale() below)
 * Signing in goes through the mock's own `POST <api>/__demo/sign_in {persona}`. The mock's session
 * is one global "current persona" (not per cookie): the bench signs in once per phase.
 */
import { createServer as createHttpServer } from 'node:http'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, extname, join, normalize, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { API_BASE, BASE_PATH } from '../src/lib/env.ts'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
/** The build to serve: `dist/`, or another (`BENCH_DIST`), to set two builds side by side. */
const DIST = process.env.BENCH_DIST ? resolve(process.env.BENCH_DIST) : join(ROOT, 'dist')
const FRAMES = join(ROOT, 'src/mocks/frames')

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt'])

/**
 * Loads the mock (TypeScript, `@/` aliases, Lingui's macros in what it imports from the app) through
 * Vite's SSR module loader, without the app's Vite config.
 */
async function loadMock() {
  const { lingui } = await import('@lingui/vite-plugin')
  return loadMockWith([lingui({ macroTransform: true })])
}

async function loadMockWith(plugins) {
  const { createServer } = await import('vite')
  const vite = await createServer({
    root: ROOT,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    resolve: { alias: { '@': join(ROOT, 'src') } },
    plugins,
  })
  try {
    const load = (path) => vite.ssrLoadModule(path)
    const handlers = await load('/src/mocks/handlers/index.ts')
    const [db, session, fixtures] = await Promise.all([
      load('/src/mocks/db.ts'),
      load('/src/mocks/session.ts'),
      load('/src/mocks/fixtures/organisations.ts'),
    ])
    return { vite, handlers: handlers.handlers, db, session, fixtures }
  } catch (error) {
    await vite.close()
    throw error
  }
}

/** The plain page of figure 2: the list's four API calls at once, then the rows. Nothing else. */
const PLAIN_HTML =
  `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Report list (plain)</title>
<style>body{font:14px/1.5 system-ui,sans-serif;margin:16px}table{border-collapse:collapse;width:100%}` +
  `td,th{padding:8px;border-bottom:1px solid #ddd;text-align:left}</style>
</head><body><h1>Report list</h1><p id="who"></p>
<table data-testid="report-list"><thead><tr><th>Period</th><th>Report</th><th>Published</th></tr></thead>` +
  `<tbody id="rows"></tbody></table>
<script>
const api = ${JSON.stringify(API_BASE)}
const get = (path) => fetch(api + path).then((r) => r.json()).then((body) => body.data)
Promise.all([
  get('/user/info'),
  get('/report_template/names'),
  get('/report_template/basic_info?template_id=1'),
  get('/report_template/report/list?template_id=1&page=1&page_size=20'),
]).then(([user, names, info, list]) => {
  document.getElementById('who').textContent = user.username + ' · ' + info.template_name + ' · ' +` +
  ` names.list.length + ' templates'
  const rows = document.getElementById('rows')
  for (const row of list.list) {
    const tr = rows.insertRow()
    const a = document.createElement('a')
    a.href = ${JSON.stringify(BASE_PATH)} + 'report/1/' + row.report_period
    a.textContent = row.report_period
    tr.insertCell().append(a)
    tr.insertCell().textContent = row.title
    tr.insertCell().textContent = new Date(row.published_at * 1000).toLocaleString()
  }
})
</script></body></html>
`

/**
 * The plain page of the report /report/1/2026-W47: the report page's five API calls at once, then its heading and key
 * figures.
 */
const PLAIN_REPORT_HTML =
  `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Report (plain)</title>
<style>body{font:14px/1.5 system-ui,sans-serif;margin:16px}.figures{display:flex;flex-wrap:wrap;gap:8px}` +
  `.figures div{border:1px solid #ddd;padding:8px}</style>
</head><body><p id="who"></p><h1 id="title"></h1><div class="figures" id="figures"></div>
<script>
const api = ${JSON.stringify(API_BASE)}
const get = (path) => fetch(api + path).then((r) => r.json()).then((body) => body.data)
const report = 'template_id=1&report_period=2026-W47'
Promise.all([
  get('/user/info'),
  get('/report_template/names'),
  get('/report_template/basic_info?template_id=1'),
  get('/report_template/report/info?' + report),
  get('/report_template/report/filter?' + report),
]).then(([user, names, info, view, filters]) => {
  document.getElementById('who').textContent = user.username + ' · ' + info.template_name + ' · ' +` +
  ` names.list.length + ' templates · ' + filters.filters.length + ' filters'
  document.getElementById('title').textContent = view.title
  for (const component of view.components.filter((c) => c.placement === 'card')) {
    const figure = document.createElement('div')
    figure.dataset.testid = 'key-figure'
    figure.textContent = component.title + ': ' + (component.value ?? '')
    document.getElementById('figures').append(figure)
  }
})
</script></body></html>
`

const gzipCache = new Map()
function sendFile(req, res, file, { cache }) {
  const ext = extname(file).toLowerCase()
  const stat = statSync(file)
  const headers = {
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': cache ? 'public, max-age=31536000, immutable' : 'no-cache',
    Vary: 'Accept-Encoding',
  }
  let body
  const accepted = req.headers['accept-encoding'] ?? ''
  // The build's own compressed copy first, as nginx's brotli_static and gzip_static send it.
  const built = [
    ['br', '.br'],
    ['gzip', '.gz'],
  ].find(([coding, suffix]) => new RegExp(`\\b${coding}\\b`).test(accepted) && existsSync(file + suffix))
  if (built) {
    body = readFileSync(file + built[1])
    headers['Content-Encoding'] = built[0]
  } else if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(accepted)) {
    const key = `${file}:${stat.mtimeMs}`
    if (!gzipCache.has(key)) gzipCache.set(key, gzipSync(readFileSync(file), { level: 9 }))
    body = gzipCache.get(key)
    headers['Content-Encoding'] = 'gzip'
  } else {
    body = readFileSync(file)
  }
  headers['Content-Length'] = body.length
  res.writeHead(200, headers)
  res.end(req.method === 'HEAD' ? undefined : body)
}

function sendText(res, status, type, text) {
  const body = Buffer.from(text)
  res.writeHead(status, { 'Content-Type': type, 'Content-Length': body.length, 'Cache-Control': 'no-cache' })
  res.end(body)
}

const json = (res, status, data) => sendText(res, status, 'application/json', JSON.stringify(data))

async function readBody(req) {
  const parts = []
  for await (const part of req) parts.push(part)
  return Buffer.concat(parts)
}

/** `@mswjs/http-middleware` by hand: a fetch Request from the Node request, MSW's getResponse, back to Node. */
async function answerApi(mock, getResponse, req, res, origin) {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v)
    else if (value !== undefined) headers.set(name, value)
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  const request = new Request(new URL(req.url, origin), {
    method: req.method,
    headers,
    body: hasBody ? await readBody(req) : undefined,
  })
  const response = await getResponse(mock.handlers, request, { baseUrl: origin })
  if (!response) return json(res, 404, { code: 404, msg: `No handler for ${req.method} ${req.url}` })
  const out = {}
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') out[name] = value
  })
  const cookies = response.headers.getSetCookie?.() ?? []
  if (cookies.length > 0) out['set-cookie'] = cookies
  const body = Buffer.from(await response.arrayBuffer())
  out['content-length'] = body.length
  out['cache-control'] = 'no-store'
  res.writeHead(response.status, out)
  res.end(body)
}

/* ---- the data of figure 6 ---- */

const seedShopCount = { value: null }

function reset(mock) {
  const { shops } = mock.fixtures
  if (seedShopCount.value === null) seedShopCount.value = shops.length
  shops.length = seedShopCount.value
  mock.db.resetDb()
  mock.session.signOut()
}

const pad = (n, width) => String(n).padStart(width, '0')

/**
 * 10,000 template rows, 10,000 weekly reports on template 1, 5,000 more shops (the fixture array is
 * a module constant: grown in place, in this process only), and a draft of template 1 with 50
 * components (the editor opens the draft). Returns what the bench needs to know what to expect.
 */
function scale(mock, { templates = 10_000, reports = 10_000, shops = 5_000, components = 50 } = {}) {
  reset(mock)
  const fixtureShops = mock.fixtures.shops
  const firstShopId = 900_001
  for (let i = 1; i <= shops; i += 1) {
    fixtureShops.push({
      shop_id: firstShopId + i - 1,
      shop_name: `Scale shop #${pad(i, 5)}`,
      region: 'SG',
      merchant_id: 1001,
    })
  }
  return mock.db.updateDb((db) => {
    const t1 = db.templates.find((t) => t.template_id === 1)
    if (!t1?.published) throw new Error('the seed has no published template 1')
    // Weekly periods back from 2026-W47: years 2026 down, weeks 52..01 (week labels only need the pattern).
    const periods = []
    for (let year = 2026; periods.length < reports; year -= 1) {
      for (let week = year === 2026 ? 47 : 52; week >= 1 && periods.length < reports; week -= 1) {
        periods.push(`${year}-W${pad(week, 2)}`)
      }
    }
    const publishedAt = t1.reports.at(-1)?.published_at ?? 1_795_129_200
    t1.reports = periods
      .slice()
      .reverse()
      .map((report_period, i) => ({ report_period, published_at: publishedAt - (periods.length - 1 - i) * 604_800 }))
    const base = t1.published.components
    const list = []
    for (let i = 0; i < components; i += 1) {
      const from = base[i % base.length]
      list.push({
        ...structuredClone(from),
        component_id: `scale-${pad(i + 1, 2)}`,
        title: `${from.title} #${i + 1}`,
      })
    }
    t1.draft = { ...structuredClone(t1.published), components: list, updated_at: t1.published.updated_at + 1 }
    const pattern = db.templates.find((t) => t.template_id === 4) ?? t1
    const maxId = Math.max(...db.templates.map((t) => t.template_id))
    const add = Math.max(0, templates - db.templates.length)
    for (let i = 1; i <= add; i += 1) {
      const id = maxId + i
      // Unpublished: `names` (no paging in the API) stays as seeded, so the seller pages are not
      // measured rendering 10,000 template tabs; the staff list shows them all.
      db.templates.push({
        ...pattern,
        status: 'unpublished',
        template_id: id,
        published: pattern.published ? { ...pattern.published, template_name: `Scale template ${pad(id, 5)}` } : null,
        draft: null,
        reports: [],
        filters: [],
      })
    }
    const templateIdsDesc = db.templates.map((t) => t.template_id).sort((a, b) => b - a)
    return {
      templates: db.templates.length,
      reports: t1.reports.length,
      shops: fixtureShops.length,
      components: list.length,
      reportPeriodsDesc: periods.slice(0, 400),
      templateIdsDesc: templateIdsDesc.slice(0, 400),
      shopNamePrefix: 'Scale shop #',
    }
  })
}

export async function startServer({ port = 4300, host = '127.0.0.1' } = {}) {
  const mock = await loadMock()
  const { getResponse } = await import('msw')
  reset(mock)
  const origin = `http://localhost:${port}`

  const server = createHttpServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', origin)
      const path = decodeURIComponent(url.pathname)
      if (path.startsWith('/__bench/') && req.method === 'POST') {
        const body = (await readBody(req)).toString()
        const input = body ? JSON.parse(body) : {}
        if (path === '/__bench/reset') {
          reset(mock)
          return json(res, 200, { ok: true })
        }
        if (path === '/__bench/scale') return json(res, 200, scale(mock, input))
        return json(res, 404, { error: 'unknown bench call' })
      }
      if (path === '/bench/plain.html') return sendText(res, 200, 'text/html; charset=utf-8', PLAIN_HTML)
      if (path === '/bench/plain-report.html') return sendText(res, 200, 'text/html; charset=utf-8', PLAIN_REPORT_HTML)
      if (path === API_BASE || path.startsWith(`${API_BASE}/`))
        return await answerApi(mock, getResponse, req, res, origin)
      if (!path.startsWith(BASE_PATH) && path !== BASE_PATH.slice(0, -1))
        return sendText(res, 404, 'text/plain', 'Not found')
      const rest = path.slice(BASE_PATH.length)
      if (rest.startsWith('demo-frames/')) {
        const frame = join(FRAMES, rest.slice('demo-frames/'.length))
        if (frame.startsWith(FRAMES + sep) && existsSync(frame)) return sendFile(req, res, frame, { cache: false })
        return sendText(res, 404, 'text/plain', 'Not found')
      }
      const file = normalize(join(DIST, rest))
      if (file.startsWith(DIST + sep) && existsSync(file) && statSync(file).isFile()) {
        return sendFile(req, res, file, { cache: rest.startsWith('assets/') })
      }
      if (rest.startsWith('assets/') || extname(rest) !== '') return sendText(res, 404, 'text/plain', 'Not found')
      return sendFile(req, res, join(DIST, 'index.html'), { cache: false })
    } catch (error) {
      process.stderr.write(`bench server: ${req.method} ${req.url}: ${error?.stack ?? error}\n`)
      if (!res.headersSent) json(res, 500, { code: 500, msg: 'bench server error' })
      else res.end()
    }
  })
  await new Promise((resolvePromise, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolvePromise)
  })
  return {
    origin,
    close: async () => {
      await new Promise((r) => server.close(r))
      server.closeAllConnections?.()
      await mock.vite.close()
    },
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const portIndex = args.indexOf('--port')
  const port = portIndex >= 0 ? Number(args[portIndex + 1]) : Number(process.env.BENCH_PORT ?? 4300)
  startServer({ port }).then(
    ({ origin, close }) => {
      if (process.send) process.send({ ready: true, origin })
      else process.stderr.write(`bench server: ${origin}${BASE_PATH}\n`)
      const stop = () => close().then(() => process.exit(0))
      process.on('SIGTERM', stop)
      process.on('SIGINT', stop)
      process.on('disconnect', stop)
    },
    (error) => {
      process.stderr.write(`bench server failed to start: ${error?.stack ?? error}\n`)
      if (process.send) process.send({ ready: false, error: String(error?.message ?? error) })
      process.exit(1)
    },
  )
}
