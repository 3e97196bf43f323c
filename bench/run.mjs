#!/usr/bin/env node
/**
 * `npm run bench`: load, navigation, memory and scale figures of the production build.
 *
 * Builds (`npm run build`), forks bench/server.mjs (dist/ under the base path, gzip, SPA fallback,
 * the API answered in Node by the mock's own MSW handlers), and drives Debian's Chromium headless
 * with Playwright: CPU throttled 4x (CDP Emulation.setCPUThrottlingRate), cold cache (a new browser
 * context per run and Network.setCacheDisabled), on the local network; figure 7 again on Lighthouse's
 * mobile network (CDP Network.emulateNetworkConditions).
 * Prints a table on stdout (progress goes to stderr) and writes bench/results.json. Reports budgets
 * as PASS/FAIL but always exits 0 when it could measure: the bench reports, it does not assert.
 *
 * Environment: BENCH_RUNS (7), BENCH_HEAP_RUNS (3), BENCH_LH_RUNS (3), BENCH_BYTES_RUNS (3),
 * BENCH_EDITOR_RUNS (BENCH_RUNS), BENCH_PORT (4300), BENCH_DEBUG=1 (timings of each load),
 * BENCH_SKIP_BUILD=1 (reuse dist/), BENCH_ONLY=fig1,fig2,... (a subset; fig7 alone: the mobile profile),
 * CHROMIUM_PATH (/usr/bin/chromium), BENCH_CPU_PROFILE=1 (figure 7 records one more cold load of
 * /index/1 with V8's profiler, writes bench/first-load.cpuprofile and prints where the main thread went),
 * BENCH_COMPARE=label=dir,… (instead of the figures: builds side by side, see figureCompare),
 * BENCH_COMPARE_LOCAL=1 (that comparison on the local profile).
 */
import { fork, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, freemem, loadavg, platform, release, tmpdir, totalmem } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { API_BASE, BASE_PATH } from '../src/lib/env.ts'
import { analyseBuild, BUDGET_KIB, checkSize, kib } from './check-size.mjs'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
const int = (name, fallback) => {
  const value = Number(process.env[name])
  return Number.isInteger(value) && value > 0 ? value : fallback
}
const RUNS = int('BENCH_RUNS', 7)
const HEAP_RUNS = int('BENCH_HEAP_RUNS', 3)
const LH_RUNS = int('BENCH_LH_RUNS', 3)
/** Bytes are deterministic: /index/1 gets RUNS loads from figure 2, the other pages this many. */
const BYTES_RUNS = int('BENCH_BYTES_RUNS', 3)
/** The editor's cold opens (50 and 200 components): as many runs as the other timed figures. */
const EDITOR_RUNS = int('BENCH_EDITOR_RUNS', RUNS)
const PORT = int('BENCH_PORT', 4300)
const CPU_RATE = 4
/** Lighthouse's mobile network (its slow 4G): 150 ms added to every request, 1.6 Mbit/s down, 750 kbit/s up. */
const MOBILE_NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 }
const WAIT_MS = 30_000
const ONLY = new Set(
  (process.env.BENCH_ONLY ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
)
const wants = (fig) => ONLY.size === 0 || ONLY.has(fig)

/** Lighthouse's mobile device (Moto G Power): the seller's phone. Staff pages run on a desktop. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }
const DESKTOP = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 }

const started = Date.now()
const clock = () => `${((Date.now() - started) / 1000).toFixed(0).padStart(4)}s`
const log = (message) => process.stderr.write(`[bench ${clock()}] ${message}\n`)

/* ---------- statistics ---------- */

function stats(values) {
  const list = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b)
  if (list.length === 0) return { median: null, min: null, max: null, n: 0, runs: values }
  const mid = Math.floor(list.length / 2)
  const median = list.length % 2 ? list[mid] : (list[mid - 1] + list[mid]) / 2
  return { median, min: list[0], max: list.at(-1), n: list.length, runs: values }
}

/* ---------- in-page helpers (init script) ---------- */

/**
 * Conditions, run in the page with their argument and `vis` (a non-empty box, not hidden). A
 * condition's time is the animation frame after the DOM first satisfied it: the frame that paints it.
 */
// A report row's link names its period first, then says it in words: `2026-W47 · 16 Nov – 22 Nov`.
const COND = {
  row: (text, vis) => [...document.querySelectorAll('[data-testid="report-list"] a')].some((a) => a.textContent.trim().split(' · ')[0] === text && vis(a)),
  report: (_, vis) => {
    const h1 = document.querySelector('h1')
    const figure = document.querySelector('[data-testid="key-figure"]')
    return Boolean(h1 && figure && vis(h1) && vis(figure))
  },
  firstCell: (text, vis) => {
    const cell = document.querySelector('table tbody tr td')
    return Boolean(cell && vis(cell) && (text === null || cell.textContent.trim() === text))
  },
  firstRowLink: (text, vis) => {
    const link = document.querySelector('[data-testid="report-list"] a')
    return Boolean(link && vis(link) && link.textContent.trim().split(' · ')[0] === text)
  },
  pickerItems: ([count, text], vis) => {
    const items = document.querySelectorAll('ul[aria-label] > li')
    return items.length === count && vis(items[0]) && items[0].textContent.includes(text)
  },
  editor: (count, vis) => {
    const section = document.querySelector('[aria-labelledby="template-components"]')
    return Boolean(section && vis(section) && section.querySelectorAll('section[aria-label]').length >= count)
  },
  fieldValue: ([path, value], vis) => {
    const field = document.querySelector(`[data-path="${path}"]`)
    return Boolean(field && vis(field) && field.value === value)
  },
}
const cond = (name, arg = null) => ({ src: COND[name].toString(), arg })

/** Installed before any page script: `window.__bench` with watch / arm / navigation loop. */
function benchInit(navSpec) {
  const vis = (el) => {
    if (!el) return false
    const box = el.getBoundingClientRect()
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden'
  }
  // The bench's own condition sources (functions above, sent as text).
  const compile = (spec) => new Function(`return (${spec.src})`)()
  const watch = (spec) =>
    new Promise((resolve) => {
      const test = compile(spec)
      let done = false
      const check = () => {
        if (done) return
        let ok
        try {
          ok = Boolean(test(spec.arg, vis))
        } catch {
          ok = false
        }
        if (!ok) return
        done = true
        observer.disconnect()
        document.removeEventListener('input', check, true)
        clearInterval(timer)
        requestAnimationFrame(() => resolve(performance.now()))
      }
      const observer = new MutationObserver(check)
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
      // A typed value changes no node: the input event checks at once instead of the next poll.
      document.addEventListener('input', check, true)
      const timer = setInterval(check, 25)
      check()
    })
  const bench = {
    watch,
    /** Resolves with (frame after the condition) − (timeStamp of the next input event). */
    arm(spec, events) {
      bench.pending = new Promise((resolve) => {
        let fired = false
        const onInput = (event) => {
          if (fired) return
          fired = true
          for (const type of events) window.removeEventListener(type, onInput, true)
          const start = event.timeStamp
          watch(spec).then((end) => resolve({ start, end, ms: end - start }))
        }
        for (const type of events) window.addEventListener(type, onInput, true)
      })
      return true
    },
    /** n navigations between list and report: click a row (rows 1..5 in turn), then history.back(). */
    async navigate(n, listSpec, reportSpec) {
      for (let i = 0; i < n; i += 1) {
        if (document.querySelector('[data-testid="key-figure"]')) {
          history.back()
          await watch(listSpec)
        } else {
          bench.trip = (bench.trip ?? 0) + 1
          const links = [...document.querySelectorAll('[data-testid="report-list"] a')]
          links[bench.trip % Math.min(5, links.length)].click()
          await watch(reportSpec)
        }
      }
      return location.pathname
    },
  }
  window.__bench = bench
  if (navSpec && window === window.top) bench.navDone = watch(navSpec)
}

/* ---------- browser pages ---------- */

let browser

/** A cold page: new context, cache disabled, CPU throttled, a network profile, byte counting and a request timeline on CDP. */
async function openPage({ device = PHONE, throttle = CPU_RATE, navSpec = null, network = null } = {}) {
  const context = await browser.newContext({ ...device, locale: 'zh-CN' })
  const page = await context.newPage()
  page.setDefaultTimeout(WAIT_MS)
  const cdp = await context.newCDPSession(page)
  const requests = new Map()
  const inflight = new Set()
  let lastActivity = Date.now()
  const urls = new Map()
  /** Every request in the order sent: address, kind, when sent and when finished (CDP's clock, seconds). */
  const timeline = new Map()
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!timeline.has(e.requestId)) timeline.set(e.requestId, { url: e.request.url, type: e.type, start: e.timestamp, end: null })
    urls.set(e.requestId, e.request.url.slice(0, 100))
    inflight.add(e.requestId)
    lastActivity = Date.now()
  })
  cdp.on('Network.responseReceived', (e) => {
    requests.set(e.requestId, { url: e.response.url, type: e.type, status: e.response.status, headers: e.response.headers })
  })
  cdp.on('Network.loadingFinished', (e) => {
    const sent = timeline.get(e.requestId)
    if (sent) sent.end = e.timestamp
    inflight.delete(e.requestId)
    lastActivity = Date.now()
    const r = requests.get(e.requestId)
    if (r) r.encoded = e.encodedDataLength
  })
  cdp.on('Network.loadingFailed', (e) => {
    const sent = timeline.get(e.requestId)
    if (sent) sent.end = e.timestamp
    inflight.delete(e.requestId)
    lastActivity = Date.now()
  })
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  if (network) await cdp.send('Network.emulateNetworkConditions', network)
  if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
  await page.addInitScript(benchInit, navSpec)
  return {
    context,
    page,
    cdp,
    /** Waits until no request has been in flight for 500 ms (at most 15 s). */
    async idle() {
      const until = Date.now() + 15_000
      while (Date.now() < until) {
        if (inflight.size === 0 && Date.now() - lastActivity >= 500) return
        await new Promise((r) => setTimeout(r, 100))
      }
      if (process.env.BENCH_DEBUG) log(`idle timeout: ${[...inflight].map((id) => urls.get(id)).join(' ')}`)
    },
    /** gzip bytes of JS and CSS: body (Content-Length) and on the wire (CDP encodedDataLength, headers included). */
    bytes() {
      const out = { js: 0, css: 0, jsWire: 0, cssWire: 0, files: [] }
      for (const r of requests.values()) {
        const path = new URL(r.url).pathname
        const kind = r.type === 'Script' || path.endsWith('.js') ? 'js' : r.type === 'Stylesheet' || path.endsWith('.css') ? 'css' : null
        if (!kind || !r.url.startsWith('http') || r.encoded === undefined) continue
        const length = Number(Object.entries(r.headers).find(([k]) => k.toLowerCase() === 'content-length')?.[1] ?? r.encoded)
        out[kind] += length
        out[`${kind}Wire`] += r.encoded
        out.files.push(path.replace(BASE_PATH, ''))
      }
      return out
    },
    timeline: () => [...timeline.values()],
    close: () => context.close(),
  }
}

/** What a page's text needs: its HTML, code, styles and API calls (not its pictures). */
const NEEDED = new Set(['Document', 'Script', 'Stylesheet', 'Fetch', 'XHR'])

/**
 * What went over the network before a page met its condition (`ms` after navigation start): the
 * requests sent, the JS and CSS files among them, and the critical path's depth: the longest chain of
 * needed requests, finished before the page showed, each sent only after the one before it had
 * finished (the HTML is the first). On a
 * local network nearly every request finishes before the next starts, so the depth means something
 * on the mobile profile only.
 */
function waterfall(requests, ms) {
  const page = requests.find((r) => r.type === 'Document')
  if (!page) return null
  const until = page.start + ms / 1000
  const before = requests.filter((r) => r.start <= until && /^https?:/.test(r.url) && !/\/favicon\.ico$/.test(r.url)).sort((a, b) => a.start - b.start)
  const depth = new Map()
  for (const r of before) {
    // A request still under way when the page showed held nothing of it up.
    if (!NEEDED.has(r.type) || r.end === null || r.end > until) continue
    const after = before.filter((p) => depth.has(p) && p.end !== null && p.end <= r.start).map((p) => depth.get(p))
    depth.set(r, 1 + Math.max(0, ...after))
  }
  return {
    requests: before.length,
    files: before.filter((r) => /\.(js|css)$/.test(new URL(r.url).pathname)).length,
    depth: Math.max(0, ...depth.values()),
    list: before.map(
      (r) =>
        `${(r.start - page.start).toFixed(3)}–${r.end === null ? '…' : (r.end - page.start).toFixed(3)} d${depth.get(r) ?? '-'} ${r.url.replace(/^https?:\/\/[^/]+/, '')}`,
    ),
  }
}

const url = (path, port = PORT) => `http://localhost:${port}${path.startsWith('/bench/') ? path : `${BASE_PATH}${path.replace(/^\//, '')}`}`

/** A cold load: navigation start → the condition's frame; then the page settles and the bytes are read. */
async function coldLoad(path, spec, { device = PHONE, keepOpen = false, timeout = WAIT_MS, network = null, profile = false, port = PORT } = {}) {
  const t = [Date.now()]
  const tab = await openPage({ device, navSpec: spec, network })
  try {
    if (profile) {
      await tab.cdp.send('Profiler.enable')
      await tab.cdp.send('Profiler.setSamplingInterval', { interval: 200 })
      await tab.cdp.send('Profiler.start')
    }
    t.push(Date.now())
    await tab.page.goto(url(path, port), { waitUntil: 'commit' })
    t.push(Date.now())
    const ms = await withTimeout(
      tab.page.evaluate(() => window.__bench.navDone),
      `${path}: condition not met`,
      timeout,
    )
    if (profile) tab.cpuProfile = (await tab.cdp.send('Profiler.stop')).profile
    t.push(Date.now())
    await tab.idle()
    t.push(Date.now())
    const bytes = tab.bytes()
    const sent = waterfall(tab.timeline(), ms)
    if (!keepOpen) await tab.close()
    t.push(Date.now())
    if (process.env.BENCH_DEBUG) {
      log(
        `  ${path}: ${Math.round(ms)} ms in page; open/goto/cond/idle/close ${t
          .slice(1)
          .map((x, i) => x - t[i])
          .join('/')}`,
      )
      if (sent) log(`    ${sent.requests} requests, ${sent.files} files, depth ${sent.depth} before it:\n      ${sent.list.join('\n      ')}`)
    }
    return { ms, bytes, tab, waterfall: sent }
  } catch (error) {
    await tab.close().catch(() => undefined)
    throw error
  }
}

async function withTimeout(promise, message, ms = WAIT_MS) {
  let timer
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${message} within ${ms / 1000} s`)), ms)
  })
  try {
    return await Promise.race([promise, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/** Runs fn `count` times, each error recorded as null and logged; returns the values. */
async function repeat(label, count, fn) {
  const values = []
  for (let i = 0; i < count; i += 1) {
    try {
      values.push(await fn(i))
    } catch (error) {
      log(`  ${label} run ${i + 1}: ${error instanceof Error ? error.message.split('\n')[0] : error}`)
      values.push(null)
    }
  }
  return values
}

/* ---------- server ---------- */

let server
/** Servers of other builds (`BENCH_COMPARE`), each on a port of its own. */
const otherServers = []

/** Forks a bench server on `port` serving `dist` (the default: dist/); resolves once it answers. */
async function startServer(port = PORT, dist = null) {
  const child = fork(join(ROOT, 'bench/server.mjs'), ['--port', String(port)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: dist ? { ...process.env, BENCH_DIST: dist } : process.env,
  })
  await new Promise((resolvePromise, reject) => {
    child.once('message', (message) => (message?.ready ? resolvePromise() : reject(new Error(message?.error ?? 'server failed'))))
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)))
  })
  return child
}

async function post(path, body = {}, port = PORT) {
  const response = await fetch(`http://localhost:${port}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const data = await response.json()
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(data)}`)
  return data
}
const signIn = (persona, port = PORT) => post(`${API_BASE}/__demo/sign_in`, { persona }, port)

/* ---------- the figures ---------- */

const results = { figures: {} }
let templateChunks = new Set()

const templateCodeIn = (files) => files.filter((f) => templateChunks.has(f) || /template-list|template-editor|report-templates/i.test(f))

function bytesFigure(loads) {
  const ok = loads.filter(Boolean)
  const total = stats(ok.map((l) => l.bytes.js + l.bytes.css))
  const files = ok[0]?.bytes.files ?? []
  return {
    js: stats(ok.map((l) => l.bytes.js)),
    css: stats(ok.map((l) => l.bytes.css)),
    total,
    wire: stats(ok.map((l) => l.bytes.jsWire + l.bytes.cssWire)),
    requests: ok[0] ? files.filter((f) => /\.(js|css)$/.test(f)).length : null,
    files,
    templateCode: ok.length ? [...new Set(ok.flatMap((l) => templateCodeIn(l.bytes.files)))] : null,
  }
}

/**
 * A seller's two first pages, each paired with its plain page: the report list until its first row,
 * the report until its heading and first key figure. `network` is the profile's (null: local).
 */
async function firstPages(network) {
  const firstRow = await pairedWithPlain('/index/1', RUNS, 'shop-seller', () => coldLoad('/index/1', cond('row', '2026-W47'), { network }), { network })
  const reportOpen = await pairedWithPlain('/report/1/2026-W47', RUNS, 'shop-seller', () => coldLoad('/report/1/2026-W47', cond('report'), { network }), {
    network,
    plainPath: '/bench/plain-report.html',
    plainSpec: cond('report'),
  })
  return { firstRow, reportOpen }
}

async function figureLoadAndFirstRow() {
  log(`fig 1+2: /index/1 and /report/1/2026-W47 cold loads, each beside its plain page, ${RUNS} runs each (phone, CPU ${CPU_RATE}x, local network)`)
  const { firstRow, reportOpen } = await firstPages(null)
  results.figures.firstRow = firstRow.figure
  results.figures.reportOpen = reportOpen.figure
  results.figures.bytes = { '/index/1': bytesFigure(firstRow.loads) }
}

async function figureMobile() {
  log(`fig 7: the same on the mobile network (${MOBILE_NETWORK.latency} ms per request, 1.6 Mbit/s down, 750 kbit/s up), ${RUNS} runs each`)
  const { firstRow, reportOpen } = await firstPages(MOBILE_NETWORK)
  results.figures.mobile = { firstRow: firstRow.figure, reportOpen: reportOpen.figure }
  if (process.env.BENCH_CPU_PROFILE === '1') results.figures.mobile.cpu = await cpuProfileOfFirstRow()
}

/**
 * `BENCH_COMPARE=label=dir,label=dir,…`: builds side by side, the first row of /index/1 on the mobile
 * profile. Each build is served by a bench server of its own (this checkout's server and demo
 * handlers, on BENCH_PORT+1, +2, …); a round loads every build once and the plain page once, in an
 * order rotated from round to round, so the machine's drift hits all alike. The first build is the
 * reference; a build listed twice is the A/A, how far two identical builds differ: the noise a
 * mechanism's gain has to exceed.
 */
const COMPARE = (process.env.BENCH_COMPARE ?? '')
  .split(',')
  .map((item) => item.trim())
  .filter(Boolean)
  .map((item, i) => {
    const at = item.indexOf('=')
    return { label: at > 0 ? item.slice(0, at) : item, dir: resolve(at > 0 ? item.slice(at + 1) : item), port: PORT + 1 + i }
  })
/** `BENCH_COMPARE_LOCAL=1`: the comparison on the local profile instead. */
const COMPARE_NETWORK = process.env.BENCH_COMPARE_LOCAL === '1' ? null : MOBILE_NETWORK

async function figureCompare() {
  for (const build of COMPARE) {
    otherServers.push(await startServer(build.port, build.dir))
    await signIn('shop-seller', build.port)
  }
  await signIn('shop-seller')
  const firstRow = cond('row', '2026-W47')
  const entries = [
    ...COMPARE.map((build) => ({ ...build, load: () => coldLoad('/index/1', firstRow, { network: COMPARE_NETWORK, port: build.port }) })),
    { label: 'plain page', load: () => coldLoad('/bench/plain.html', cond('row', plainRow), { network: COMPARE_NETWORK }) },
  ]
  const loads = entries.map(() => [])
  log(`compare: ${COMPARE.length} builds and the plain page, ${RUNS} rounds, /index/1 first row, ${COMPARE_NETWORK ? 'mobile' : 'local'} profile`)
  for (let round = 0; round < RUNS; round += 1) {
    for (let k = 0; k < entries.length; k += 1) {
      const at = (round + k) % entries.length
      const [load] = await repeat(entries[at].label, 1, entries[at].load)
      loads[at].push(load)
    }
    log(`  round ${round + 1}: ${entries.map((e, i) => `${e.label} ${Math.round(loads[i][round]?.ms ?? NaN)}`).join(', ')}`)
  }
  const plain = stats(loads.at(-1).map((l) => l?.ms ?? null))
  const reference = loads[0]
  results.compare = entries.slice(0, -1).map((entry, i) => {
    const ms = stats(loads[i].map((l) => l?.ms ?? null))
    const sent = (key) => stats(loads[i].map((l) => l?.waterfall?.[key] ?? null)).median
    return {
      label: entry.label,
      dir: entry.dir,
      ms,
      ratio: ms.median && plain.median ? ms.median / plain.median : null,
      minusReference: i === 0 ? null : stats(loads[i].map((l, round) => (l && reference[round] ? l.ms - reference[round].ms : null))),
      requests: sent('requests'),
      files: sent('files'),
      depth: sent('depth'),
    }
  })
  results.compare.plain = plain
}

function compareTable() {
  const plain = results.compare.plain
  const rows = [
    [
      'build',
      'first row, median (min–max)',
      `/ plain page (median ${Math.round(plain.median ?? NaN)} ms)`,
      'minus the first, per round: median (min…max)',
      'requests, JS and CSS files, round trips after the HTML',
    ],
    ...results.compare.map((b) => [
      b.label,
      `${fmtMs(b.ms)} (${fmtRange(b.ms)})`,
      b.ratio == null ? 'n/a' : `${b.ratio.toFixed(2)}×`,
      b.minusReference ? `${signed(b.minusReference.median)} (${signed(b.minusReference.min)}…${signed(b.minusReference.max)})` : '—',
      `${b.requests}, ${b.files}, ${b.depth == null ? 'n/a' : b.depth - 1}`,
    ]),
  ]
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)))
  return rows
    .map((r) =>
      r
        .map((cell, c) => cell.padEnd(widths[c]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')
}
const signed = (ms) => (ms == null ? 'n/a' : `${ms > 0 ? '+' : ms < 0 ? '−' : '±'}${Math.abs(Math.round(ms))} ms`)

/**
 * One cold load of /index/1 on the mobile profile under V8's sampling profiler: where the main thread
 * goes between the framework's arrival and the first data call, and between the list's arrival and the
 * painted row (self time by file and by function; the profile goes to bench/first-load.cpuprofile).
 */
async function cpuProfileOfFirstRow() {
  await signIn('shop-seller')
  const { ms, tab } = await coldLoad('/index/1', cond('row', '2026-W47'), { network: MOBILE_NETWORK, keepOpen: true, profile: true })
  const requests = tab.timeline()
  const profile = tab.cpuProfile
  await tab.close()
  writeFileSync(join(ROOT, 'bench/first-load.cpuprofile'), JSON.stringify(profile))
  const page = requests.find((r) => r.type === 'Document')
  const framework = requests.find((r) => /\/assets\/framework-[^/]+\.js$/.test(r.url))
  // The HTML's preloads (the session, the gate) leave before the code has arrived: the first call the app's code sends comes after it.
  const firstData = requests
    .filter((r) => /\/api\//.test(r.url) && framework?.end !== undefined && r.start >= framework.end)
    .sort((a, b) => a.start - b.start)[0]
  const list = requests.find((r) => /\/report\/list\?/.test(r.url))
  if (!page || !framework?.end || !firstData || !list?.end) return null
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  /** Self time (ms) of the samples between two moments (seconds, CDP's clock), by a key of the sampled node. */
  const selfTime = (from, to, key) => {
    const out = new Map()
    let at = profile.startTime
    profile.samples.forEach((id, i) => {
      at += profile.timeDeltas[i]
      const seconds = at / 1e6
      if (seconds < from || seconds > to) return
      const name = key(byId.get(id).callFrame)
      out.set(name, (out.get(name) ?? 0) + profile.timeDeltas[i] / 1000)
    })
    return [...out]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([name, self]) => ({ name, ms: Math.round(self) }))
  }
  const file = (frame) => (frame.url ? frame.url.replace(/^.*\/assets\//, '') : `(${frame.functionName || 'program'})`)
  const fn = (frame) => `${frame.functionName || '(anonymous)'} ${file(frame)}:${frame.lineNumber + 1}`
  const windows = {
    codeToData: { from: framework.end, to: firstData.start },
    dataToRow: { from: list.end, to: page.start + ms / 1000 },
  }
  const out = {}
  for (const [name, { from, to }] of Object.entries(windows)) {
    out[name] = { from, to, ms: Math.round((to - from) * 1000), byFile: selfTime(from, to, file), byFunction: selfTime(from, to, fn) }
    log(`  cpu ${name}: ${out[name].ms} ms; by file ${out[name].byFile.map((x) => `${x.name} ${x.ms}`).join(', ')}`)
    log(`    by function ${out[name].byFunction.map((x) => `${x.name} ${x.ms}`).join(', ')}`)
  }
  return out
}

/**
 * `count` cold loads of a page of the app, each followed by one of the plain page (as the shop seller),
 * so a budget can be a ratio to the plain page measured side by side: drift on a shared machine hits
 * both alike. `persona` is who the app's page is loaded as. With each: what went over the network
 * before the page showed (requests, files, the critical path's depth).
 */
async function pairedWithPlain(label, count, persona, loadApp, { network = null, plainPath = '/bench/plain.html', plainSpec = null } = {}) {
  const app = []
  const plain = []
  for (let i = 0; i < count; i += 1) {
    await signIn(persona)
    app.push(...(await repeat(label, 1, loadApp)))
    await signIn('shop-seller')
    plain.push(...(await repeat('plain', 1, () => coldLoad(plainPath, plainSpec ?? cond('row', plainRow), { network }))))
  }
  const appMs = stats(app.map((l) => l?.ms ?? null))
  const plainMs = stats(plain.map((l) => l?.ms ?? null))
  const sent = (loads, key) => stats(loads.map((l) => l?.waterfall?.[key] ?? null))
  const figure = {
    app: appMs,
    plain: plainMs,
    ratio: appMs.median && plainMs.median ? appMs.median / plainMs.median : null,
    ratioRuns: app.map((l, i) => (l && plain[i] ? l.ms / plain[i].ms : null)),
    requests: { app: sent(app, 'requests'), plain: sent(plain, 'requests') },
    files: { app: sent(app, 'files'), plain: sent(plain, 'files') },
    depth: { app: sent(app, 'depth'), plain: sent(plain, 'depth') },
    timeline: app.find(Boolean)?.waterfall?.list ?? null,
  }
  return { figure, loads: app }
}

/** The first row the plain page paints: the newest report of template 1 in the data set of the moment. */
let plainRow = '2026-W47'

async function figureBytesOtherPages() {
  await signIn('shop-seller')
  log(`fig 1: /report/1/2026-W47 cold loads, ${BYTES_RUNS} runs`)
  const report = await repeat('/report/1/2026-W47', BYTES_RUNS, () => coldLoad('/report/1/2026-W47', cond('report')))
  results.figures.bytes['/report/1/2026-W47'] = { ...bytesFigure(report), readyMs: stats(report.map((l) => l?.ms ?? null)) }
  await signIn('staff-admin')
  log(`fig 1: /template cold loads, ${BYTES_RUNS} runs (desktop)`)
  const list = await repeat('/template', BYTES_RUNS, () => coldLoad('/template', cond('firstCell', null), { device: DESKTOP }))
  results.figures.bytes['/template'] = { ...bytesFigure(list), readyMs: stats(list.map((l) => l?.ms ?? null)) }
  log(`fig 1: /template/1 cold loads, ${BYTES_RUNS} runs (desktop)`)
  const editor = await repeat('/template/1', BYTES_RUNS, () => coldLoad('/template/1', cond('editor', 1), { device: DESKTOP }))
  results.figures.bytes['/template/1'] = { ...bytesFigure(editor), readyMs: stats(editor.map((l) => l?.ms ?? null)) }
}

/** Arms the in-page timer for the next input, runs the action, returns the measured ms. */
async function timed(page, spec, action, events = ['pointerdown', 'mousedown', 'touchstart', 'keydown']) {
  await page.evaluate(([s, e]) => window.__bench.arm(s, e), [spec, events])
  await action()
  const result = await withTimeout(
    page.evaluate(() => window.__bench.pending),
    'condition after the input not met',
  )
  return result.ms
}

async function figureClickToReport() {
  await signIn('shop-seller')
  log(`fig 3: click a report row → header and key figures, ${RUNS} runs (cold load of /index/1 first)`)
  const values = await repeat('click → report', RUNS, async () => {
    const { tab } = await coldLoad('/index/1', cond('row', '2026-W47'), { keepOpen: true })
    try {
      const link = tab.page.locator('[data-testid="report-list"] a', { hasText: '2026-W47' }).first()
      return await timed(tab.page, cond('report'), () => link.click())
    } finally {
      await tab.close()
    }
  })
  results.figures.clickToReport = stats(values)
}

async function heapUsed(cdp) {
  await cdp.send('HeapProfiler.collectGarbage')
  await new Promise((r) => setTimeout(r, 300))
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  return usedSize
}

/**
 * The same heap from a snapshot, by kind: V8's compiled code (which grows while the JIT warms up,
 * not a leak), Blink's native objects (not in usedSize), and the rest (objects, strings, closures).
 */
async function heapByKind(cdp) {
  const chunks = []
  const onChunk = (e) => chunks.push(e.chunk)
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk)
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk)
  }
  const snapshot = JSON.parse(chunks.join(''))
  const fields = snapshot.snapshot.meta.node_fields
  const types = snapshot.snapshot.meta.node_types[0]
  const width = fields.length
  const typeAt = fields.indexOf('type')
  const sizeAt = fields.indexOf('self_size')
  const out = { code: 0, native: 0, other: 0 }
  for (let i = 0; i < snapshot.nodes.length; i += width) {
    const type = types[snapshot.nodes[i + typeAt]]
    const size = snapshot.nodes[i + sizeAt]
    if (type === 'code') out.code += size
    else if (type === 'native') out.native += size
    else out.other += size
  }
  return out
}

async function figureHeap() {
  await signIn('shop-seller')
  log(`fig 4: JS heap after 10 and 200 navigations list ↔ report, ${HEAP_RUNS} runs (no CPU throttling: memory does not depend on it)`)
  const runs = await repeat('heap', HEAP_RUNS, async () => {
    const tab = await openPage({ throttle: 1, navSpec: cond('row', '2026-W47') })
    try {
      await tab.page.goto(url('/index/1'), { waitUntil: 'commit' })
      await withTimeout(
        tab.page.evaluate(() => window.__bench.navDone),
        'first row',
      )
      await tab.idle()
      const nav = (n) =>
        withTimeout(
          tab.page.evaluate(([count, list, report]) => window.__bench.navigate(count, list, report), [n, cond('row', '2026-W47'), cond('report')]),
          `${n} navigations`,
          240_000,
        )
      const t0 = Date.now()
      await nav(10)
      const navMs10 = Date.now() - t0
      await tab.idle()
      const after10 = await heapUsed(tab.cdp)
      const kinds10 = await heapByKind(tab.cdp)
      const t1 = Date.now()
      await nav(190)
      const perNavMs = (navMs10 + Date.now() - t1) / 200
      await tab.idle()
      const after200 = await heapUsed(tab.cdp)
      const kinds200 = await heapByKind(tab.cdp)
      return {
        after10,
        after200,
        growth: (after200 - after10) / after10,
        perNavMs,
        kinds10,
        kinds200,
        growthWithoutCode: (kinds200.other - kinds10.other) / kinds10.other,
        codeGrowthBytes: kinds200.code - kinds10.code,
      }
    } finally {
      await tab.close()
    }
  })
  const ok = runs.filter(Boolean)
  results.figures.heap = {
    after10: stats(ok.map((r) => r.after10)),
    after200: stats(ok.map((r) => r.after200)),
    growth: stats(ok.map((r) => r.growth)),
    perNavMs: stats(ok.map((r) => r.perNavMs)),
    growthWithoutCode: stats(ok.map((r) => r.growthWithoutCode)),
    codeGrowthBytes: stats(ok.map((r) => r.codeGrowthBytes)),
    snapshots: ok.map((r) => ({ after10: r.kinds10, after200: r.kinds200 })),
    runs: HEAP_RUNS,
  }
}

async function figureLighthouse() {
  await signIn('shop-seller')
  log(`fig 5: Lighthouse mobile on /index/1, ${LH_RUNS} runs`)
  const { default: lighthouse } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  const runs = await repeat('lighthouse', LH_RUNS, async () => {
    const userDataDir = mkdtempSync(join(tmpdir(), 'bench-lh-'))
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: [...FLAGS, `--user-data-dir=${userDataDir}`], userDataDir: false })
    try {
      const result = await lighthouse(url('/index/1'), {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      })
      const lhr = result.lhr
      if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
      const score = (id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100)
      const audit = (id) => lhr.audits[id]?.numericValue ?? null
      const failing = (category) =>
        lhr.categories[category].auditRefs
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
          .map((ref) => `${ref.id} (${Math.round(lhr.audits[ref.id].score * 100)})`)
      /** Where a failing accessibility or best-practices audit points (the first few elements). */
      const where = (category) =>
        Object.fromEntries(
          lhr.categories[category].auditRefs
            .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
            .map((ref) => [
              ref.id,
              (lhr.audits[ref.id].details?.items ?? [])
                .slice(0, 5)
                .map((item) => item.node?.snippet ?? item.node?.selector ?? item.source?.url ?? item.description ?? null),
            ]),
        )
      const opportunities = Object.values(lhr.audits)
        .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) > 0)
        .sort((x, y) => y.details.overallSavingsMs - x.details.overallSavingsMs)
        .slice(0, 6)
        .map((a) => ({ id: a.id, savingsMs: Math.round(a.details.overallSavingsMs), savingsBytes: a.details.overallSavingsBytes ?? null }))
      return {
        where: { accessibility: where('accessibility'), bestPractices: where('best-practices') },
        opportunities,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        si: audit('speed-index'),
        notFull: { accessibility: failing('accessibility'), bestPractices: failing('best-practices'), performance: failing('performance') },
      }
    } finally {
      await chrome.kill()
      rmSync(userDataDir, { recursive: true, force: true })
    }
  })
  const ok = runs.filter(Boolean)
  const pick = (key) => stats(ok.map((r) => r[key]))
  results.figures.lighthouse = {
    runs: LH_RUNS,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    si: pick('si'),
    notFull: ok[0]?.notFull ?? null,
    where: ok[0]?.where ?? null,
    opportunities: ok[0]?.opportunities ?? null,
    version: (await import('lighthouse/package.json', { with: { type: 'json' } }).catch(() => null))?.default?.version ?? null,
  }
}

async function figureScale() {
  log('fig 6: scale data set (10,000 templates, 10,000 reports on template 1, +5,000 shops, a 50-component draft)')
  const scale = await post('/__bench/scale', { templates: 10_000, reports: 10_000, shops: 5_000, components: 50 })
  const out = { dataset: { templates: scale.templates, reports: scale.reports, shops: scale.shops, components: scale.components } }
  const pageSize = 20

  // Report list: next page, RUNS times in a row, on one cold load (the code is loaded after the first).
  await signIn('shop-seller')
  log(`  report list page change × ${RUNS}`)
  out.reportListPage = stats(
    await pagedRuns('/index/1', PHONE, cond('row', scale.reportPeriodsDesc[0]), (p) => cond('firstRowLink', scale.reportPeriodsDesc[(p - 1) * pageSize])),
  )

  await signIn('staff-admin')
  log(`  template list page change × ${RUNS}`)
  out.templateListPage = stats(
    await pagedRuns('/template', DESKTOP, cond('firstCell', String(scale.templateIdsDesc[0])), (p) =>
      cond('firstCell', String(scale.templateIdsDesc[(p - 1) * pageSize])),
    ),
  )

  log(`  shop picker search keystroke × ${RUNS} (staff-admin, template 1, no shop chosen)`)
  out.shopSearchKey = stats(await shopSearchRuns())

  plainRow = scale.reportPeriodsDesc[0]
  log(`  open the editor of a 50-component draft × ${EDITOR_RUNS}, each beside the plain page (cold loads)`)
  out.editorOpen = (
    await pairedWithPlain('editor', EDITOR_RUNS, 'staff-admin', () => coldLoad('/template/1', cond('editor', 50), { device: DESKTOP, timeout: 120_000 }))
  ).figure

  await signIn('staff-admin')
  log(`  one keystroke in the template name with 50 components × ${RUNS}`)
  out.editorKey = stats(await editorKeystrokeRuns())

  // A 200-component draft, and a page of reports for the plain page (the scale call starts from the seed, signed out).
  const scale200 = await post('/__bench/scale', { templates: 0, reports: 20, shops: 0, components: 200 })
  plainRow = scale200.reportPeriodsDesc[0]
  log(`  open the editor of a 200-component draft × ${EDITOR_RUNS}, each beside the plain page (cold loads)`)
  out.editorOpen200 = (
    await pairedWithPlain('editor 200', EDITOR_RUNS, 'staff-admin', () => coldLoad('/template/1', cond('editor', 200), { device: DESKTOP, timeout: 120_000 }))
  ).figure
  results.figures.scale = out
  await post('/__bench/reset')
}

/**
 * The editor, loaded and settled, then RUNS keystrokes at the end of the template's name, each timed
 * from keydown to the frame after the field holds it (the first also marks the draft unsaved).
 */
async function editorKeystrokeRuns() {
  let tab
  try {
    ;({ tab } = await coldLoad('/template/1', cond('editor', 50), { device: DESKTOP, keepOpen: true, timeout: 120_000 }))
  } catch (error) {
    log(`  editor keystroke: ${error.message}`)
    return Array.from({ length: RUNS }, () => null)
  }
  try {
    const name = tab.page.locator('[data-path="template_name"]')
    await name.click()
    await name.press('End')
    let typed = await name.inputValue()
    return await repeat('editor keystroke', RUNS, async (i) => {
      const key = 'abcdefghij'[i % 10]
      typed += key
      return timed(tab.page, cond('fieldValue', ['template_name', typed]), () => tab.page.keyboard.press(key), ['keydown'])
    })
  } finally {
    await tab.close()
  }
}

/** One cold load, then RUNS clicks on the pagination's "next" control, each timed to the new first row. */
async function pagedRuns(path, device, readySpec, specForPage) {
  let tab
  try {
    ;({ tab } = await coldLoad(path, readySpec, { device, keepOpen: true }))
  } catch (error) {
    log(`  ${path}: ${error.message}`)
    return Array.from({ length: RUNS }, () => null)
  }
  try {
    // The first pager's "next" control, by its name in the bench's language (Chinese).
    const next = tab.page.getByRole('button', { name: '下一页', exact: true }).first()
    return await repeat(`${path} next page`, RUNS, (i) => timed(tab.page, specForPage(i + 2), () => next.click()))
  } finally {
    await tab.close()
  }
}

async function shopSearchRuns() {
  let tab
  try {
    ;({ tab } = await coldLoad('/index/1', cond('pickerItems', [20, 'Lumi']), { device: PHONE, keepOpen: true }))
  } catch (error) {
    log(`  shop picker: ${error.message}`)
    return Array.from({ length: RUNS }, () => null)
  }
  try {
    // The bench reads the pages in Chinese, the portal's default language.
    const input = tab.page.getByRole('textbox', { name: /搜索店铺/ })
    return await repeat('shop search keystroke', RUNS, async (i) => {
      // "#0ddd" matches ten shops (#0ddd0..#0ddd9, all within the 5,000); the timed keystroke "3" narrows it to one.
      const prefix = `#0${String(12 + 61 * i).padStart(3, '0')}`
      await input.fill(prefix)
      await withTimeout(
        tab.page.evaluate((s) => window.__bench.watch(s), cond('pickerItems', [10, `${prefix}0`])),
        'ten shops',
      )
      return timed(tab.page, cond('pickerItems', [1, `${prefix}3`]), () => tab.page.keyboard.press('3'), ['keydown'])
    })
  } finally {
    await tab.close()
  }
}

/* ---------- output ---------- */

const fmtMs = (s) => (s?.median == null ? 'n/a' : `${Math.round(s.median)} ms`)
const fmtRange = (s, unit = 'ms', digits = 0) => (s?.median == null ? '' : `${s.min.toFixed(digits)}–${s.max.toFixed(digits)} ${unit}`)
const fmtKib = (s) => (s?.median == null ? 'n/a' : `${kib(s.median)} KiB`)
const fmtKibRange = (s) => (s?.median == null ? '' : `${kib(s.min)}–${kib(s.max)} KiB`)
const mib = (bytes) => (bytes / 2 ** 20).toFixed(2)
const fmtMib = (s) => (s?.median == null ? 'n/a' : `${mib(s.median)} MiB`)
const fmtMibRange = (s) => (s?.median == null ? '' : `${mib(s.min)}–${mib(s.max)} MiB`)

/**
 * The budgets: they guard what is there, they are not targets. Times are ratios to the plain page
 * measured side by side in the same run, so a slow hour of the machine does not fail them.
 */
function budgets() {
  const f = results.figures
  const list = []
  const add = (name, value, limit, ok) => list.push({ name, value, limit, verdict: ok == null ? 'n/a' : ok ? 'PASS' : 'FAIL' })
  const kibBudget = (name, bytes) =>
    add(name, bytes == null ? 'n/a' : `${kib(bytes)} KiB`, `≤ ${BUDGET_KIB} KiB`, bytes == null ? null : bytes <= BUDGET_KIB * 1024)
  kibBudget('JS+CSS gzip, /index/:templateId (bench/check-size.mjs)', results.sizeCheck?.pages?.['/index/:templateId']?.total ?? null)
  for (const page of ['/index/1', '/report/1/2026-W47']) {
    const hits = f.bytes?.[page]?.templateCode
    add(
      `${page} loads no template list/editor code`,
      hits == null ? 'n/a' : hits.length ? hits.join(', ') : 'none',
      'none',
      hits == null ? null : hits.length === 0,
    )
  }
  const ratioBudget = (name, figure, limit) => {
    const ratio = figure?.ratio ?? null
    add(name, ratio == null ? 'n/a' : `${ratio.toFixed(2)}×`, `≤ ${limit}×`, ratio == null ? null : ratio <= limit)
  }
  ratioBudget('first report row, app / plain page', f.firstRow, 3.6)
  ratioBudget('mobile network: first report row, app / plain page', f.mobile?.firstRow, 3)
  ratioBudget('mobile network: report h1 + first key figure, app / plain page', f.mobile?.reportOpen, 3)
  const sentBudget = (name, value, limit) => add(name, value == null ? 'n/a' : Math.round(value), `≤ ${limit}`, value == null ? null : value <= limit)
  const firstRowSent = f.mobile?.firstRow
  const afterHtml = (figure) => (figure?.depth?.app?.median == null ? null : figure.depth.app.median - 1)
  sentBudget('round trips in sequence after the HTML, before the first row', afterHtml(firstRowSent), 3)
  sentBudget('round trips in sequence after the HTML, before the report h1 + first key figure', afterHtml(f.mobile?.reportOpen), 3)
  sentBudget('JS and CSS files before the first row', firstRowSent?.files?.app?.median ?? null, 8)
  ratioBudget('open the template editor, 50 components, / plain page', f.scale?.editorOpen, 4)
  ratioBudget('open the template editor, 200 components, / plain page', f.scale?.editorOpen200, 5.5)
  const key = f.scale?.editorKey?.median ?? null
  add('one keystroke in the editor with 50 components', key == null ? 'n/a' : `${Math.round(key)} ms`, '≤ 30 ms', key == null ? null : key <= 30)
  const lh = f.lighthouse
  const score = (s) => s?.median ?? null
  const lowest = lh?.performance?.min ?? null
  add('Lighthouse mobile performance, lowest run', lowest ?? 'n/a', '≥ 90', lowest == null ? null : lowest >= 90)
  const lcp = lh?.lcp?.median ?? null
  add('Lighthouse mobile largest contentful paint', lcp == null ? 'n/a' : `${Math.round(lcp)} ms`, '< 2500 ms', lcp == null ? null : lcp < 2500)
  add('Lighthouse mobile accessibility', score(lh?.accessibility) ?? 'n/a', '100', score(lh?.accessibility) == null ? null : score(lh.accessibility) >= 100)
  const withoutCode = f.heap?.growthWithoutCode?.median ?? null
  add(
    'JS heap growth 10 → 200 navigations, without V8 compiled code (a leak)',
    withoutCode == null ? 'n/a' : `${(withoutCode * 100).toFixed(1)} %`,
    '≤ 10 %',
    withoutCode == null ? null : withoutCode <= 0.1,
  )
  return list
}

function table() {
  const f = results.figures
  const rows = []
  const row = (figure, median, range, note = '') => rows.push([figure, median, range, note])
  for (const [page, b] of Object.entries(f.bytes ?? {})) {
    row(
      `1  JS+CSS as sent, cold ${page}`,
      fmtKib(b.total),
      fmtKibRange(b.total),
      `${b.total.n} loads; brotli, the build's own; JS ${fmtKib(b.js)} + CSS ${fmtKib(b.css)}; ${b.requests ?? '?'} files; wire incl. headers ${fmtKib(b.wire)}; template code: ${b.templateCode == null ? 'n/a' : b.templateCode.length ? b.templateCode.join(' ') : 'none'}`,
    )
  }
  /** A page beside its plain page: times, ratio, and what went over the network before it showed. */
  const paired = (n, figure, page, what, plainNote, { depth = false } = {}) => {
    if (!figure) return
    const count = (x) => (x?.median == null ? 'n/a' : String(Math.round(x.median)))
    row(`${n}  ${what}, ${page}`, fmtMs(figure.app), fmtRange(figure.app), 'navigation start → painted')
    row(`${n}  ${what}, plain HTML page`, fmtMs(figure.plain), fmtRange(figure.plain), plainNote)
    row(
      `${n}  ratio app / plain`,
      figure.ratio == null ? 'n/a' : `${figure.ratio.toFixed(2)}×`,
      fmtRange(stats(figure.ratioRuns), '×', 2),
      'ratio of medians; range: per interleaved pair',
    )
    if (figure.requests)
      row(
        `${n}  requests before it`,
        count(figure.requests.app),
        fmtRange(figure.requests.app, ''),
        `of which JS and CSS files ${count(figure.files.app)}; plain page ${count(figure.requests.plain)}`,
      )
    if (depth && figure.depth) {
      row(
        `${n}  round trips in sequence before it`,
        count(figure.depth.app),
        fmtRange(figure.depth.app, ''),
        `the HTML and ${count(figure.depth.app) === 'n/a' ? '?' : Math.round(figure.depth.app.median) - 1} after it; plain page ${count(figure.depth.plain)}`,
      )
    }
  }
  paired(2, f.firstRow, '/index/1', 'first report row', 'same 4 API calls in parallel, inline script')
  paired(2, f.reportOpen, '/report/1/2026-W47', 'h1 + first key figure', 'same 5 API calls in parallel, inline script')
  if (f.clickToReport) row('3  click row → report h1 + key figures', fmtMs(f.clickToReport), fmtRange(f.clickToReport), 'pointerdown → frame with both')
  if (f.heap) {
    row('4  JS heap after 10 navigations', fmtMib(f.heap.after10), fmtMibRange(f.heap.after10), `${f.heap.runs} runs, used size after forced GC`)
    row(
      '4  JS heap after 200 navigations',
      fmtMib(f.heap.after200),
      fmtMibRange(f.heap.after200),
      `~${Math.round(f.heap.perNavMs.median ?? 0)} ms per navigation unthrottled`,
    )
    const pct = (x) => (x?.median == null ? 'n/a' : `${(x.median * 100).toFixed(1)} %`)
    const pctRange = (x) => (x?.median == null ? '' : `${(x.min * 100).toFixed(1)}–${(x.max * 100).toFixed(1)} %`)
    row(
      '4  heap growth 10 → 200 (usedSize)',
      pct(f.heap.growth),
      pctRange(f.heap.growth),
      `of which V8 compiled code (JIT warm-up): ${fmtKib(f.heap.codeGrowthBytes)}`,
    )
    row(
      '4  heap growth 10 → 200 without code',
      pct(f.heap.growthWithoutCode),
      pctRange(f.heap.growthWithoutCode),
      'heap snapshot: objects, strings, closures (no compiled code, no Blink)',
    )
  }
  if (f.lighthouse) {
    const lh = f.lighthouse
    const s = (x) => (x?.median == null ? 'n/a' : String(Math.round(x.median)))
    const r = (x) => (x?.median == null ? '' : `${Math.round(x.min)}–${Math.round(x.max)}`)
    row(
      '5  Lighthouse mobile performance',
      s(lh.performance),
      r(lh.performance),
      `${lh.runs} runs; FCP ${fmtMs(lh.fcp)}, LCP ${fmtMs(lh.lcp)}, TBT ${fmtMs(lh.tbt)}, SI ${fmtMs(lh.si)}, CLS ${lh.cls?.median?.toFixed(3) ?? 'n/a'}`,
    )
    row('5  Lighthouse mobile accessibility', s(lh.accessibility), r(lh.accessibility), lh.notFull?.accessibility?.join(', ') ?? '')
    row('5  Lighthouse mobile best practices', s(lh.bestPractices), r(lh.bestPractices), lh.notFull?.bestPractices?.join(', ') ?? '')
  }
  if (f.scale) {
    const s = f.scale
    row('6  report list page change (10,000 reports)', fmtMs(s.reportListPage), fmtRange(s.reportListPage), 'click "next" → new first row painted')
    row('6  template list page change (10,000 rows)', fmtMs(s.templateListPage), fmtRange(s.templateListPage), 'click "next" → new first row painted')
    row(
      '6  shop picker keystroke (5,025 shops)',
      fmtMs(s.shopSearchKey),
      fmtRange(s.shopSearchKey),
      'keydown → one match painted; includes the 300 ms debounce',
    )
    for (const [count, figure] of [
      [50, s.editorOpen],
      [200, s.editorOpen200],
    ]) {
      row(
        `6  open editor, ${count} components`,
        fmtMs(figure?.app),
        fmtRange(figure?.app),
        `navigation start → ${count} component cards painted (cold); ${EDITOR_RUNS} runs`,
      )
      row(`6  plain page beside it`, fmtMs(figure?.plain), fmtRange(figure?.plain), 'one cold load after each open')
      row(
        `6  ratio editor / plain`,
        figure?.ratio == null ? 'n/a' : `${figure.ratio.toFixed(2)}×`,
        fmtRange(stats(figure?.ratioRuns ?? []), '×', 2),
        'ratio of medians; range: per pair',
      )
    }
    row(
      '6  editor keystroke, 50 components',
      fmtMs(s.editorKey),
      fmtRange(s.editorKey),
      `keydown in the template name → the frame after it holds the key; ${RUNS} keys, the first marks the draft unsaved`,
    )
  }
  if (f.mobile) {
    paired(7, f.mobile.firstRow, '/index/1', 'mobile: first report row', 'same 4 API calls in parallel, inline script', { depth: true })
    paired(7, f.mobile.reportOpen, '/report/1/2026-W47', 'mobile: h1 + first key figure', 'same 5 API calls in parallel, inline script', { depth: true })
  }
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i].length), ['figure', 'median', 'min–max'][i].length))
  const line = (r) => r.map((c, i) => (i < 3 ? c.padEnd(widths[i]) : c)).join('  ')
  const out = [line(['figure', 'median', 'min–max', 'notes']), line(widths.map((w) => '-'.repeat(w)).concat('-----')), ...rows.map(line)]
  out.push('')
  out.push('budgets')
  for (const b of budgets()) out.push(`  ${b.verdict.padEnd(4)}  ${b.name}: ${b.value} (budget ${b.limit})`)
  return out.join('\n')
}

/* ---------- main ---------- */

function runBuild() {
  return new Promise((resolvePromise, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] })
    let tail = ''
    child.stdout.on('data', (chunk) => {
      tail = (tail + chunk).slice(-4000)
    })
    child.on('exit', (code) => (code === 0 ? resolvePromise() : reject(new Error(`npm run build failed (${code}):\n${tail}`))))
  })
}

function chromiumVersion() {
  return browser?.version() ?? null
}

async function main() {
  results.loadAverageAtStart = loadavg()
  log(`runs: ${RUNS} per figure (bytes ${BYTES_RUNS}, heap ${HEAP_RUNS}, Lighthouse ${LH_RUNS}, editor ${EDITOR_RUNS}); CPU ${CPU_RATE}x; port ${PORT}`)
  if (process.env.BENCH_SKIP_BUILD === '1') log('build skipped (BENCH_SKIP_BUILD=1): measuring the existing dist/')
  else {
    log('npm run build …')
    const t = Date.now()
    await runBuild()
    log(`build done in ${((Date.now() - t) / 1000).toFixed(0)} s`)
    results.buildSeconds = (Date.now() - t) / 1000
  }
  results.sizeCheck = checkSize()
  templateChunks = new Set(analyseBuild().templateOnly)
  log(`size check: /index/:templateId ${kib(results.sizeCheck.pages['/index/:templateId'].total)} KiB gzip`)

  log('starting the bench server (dist/ + mock API in Node) …')
  server = await startServer()
  const { chromium } = await import('@playwright/test')
  browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS })
  try {
    if (COMPARE.length > 0) {
      await figureCompare()
      process.stdout.write(`${compareTable()}\n`)
      return
    }
    if (wants('fig1') || wants('fig2')) await figureLoadAndFirstRow()
    if (wants('fig1')) await figureBytesOtherPages()
    if (wants('fig7')) await figureMobile()
    if (wants('fig3')) await figureClickToReport()
    if (wants('fig4')) await figureHeap()
    if (wants('fig5')) await figureLighthouse()
    if (wants('fig6')) await figureScale()
  } finally {
    await browser.close().catch(() => undefined)
  }

  const seconds = (Date.now() - started) / 1000
  const cpu = cpus()
  Object.assign(results, {
    date: new Date().toISOString(),
    machine: {
      cpus: cpu.length,
      cpuModel: cpu[0]?.model ?? null,
      memGiB: +(totalmem() / 2 ** 30).toFixed(1),
      freeMemGiB: +(freemem() / 2 ** 30).toFixed(1),
      os: `${platform()} ${release()}`,
      node: process.version,
      chromium: chromiumVersion(),
      loadAverageAtStart: results.loadAverageAtStart.map((x) => +x.toFixed(2)),
      loadAverageAtEnd: loadavg().map((x) => +x.toFixed(2)),
    },
    config: {
      runs: RUNS,
      heapRuns: HEAP_RUNS,
      lighthouseRuns: LH_RUNS,
      bytesRuns: BYTES_RUNS,
      editorRuns: EDITOR_RUNS,
      cpuThrottling: CPU_RATE,
      phone: PHONE,
      desktop: DESKTOP,
      network: { local: 'unthrottled', mobile: MOBILE_NETWORK },
      compression: "the build's .br and .gz, else gzip -9",
    },
    budgets: budgets(),
    durationSeconds: seconds,
  })
  writeFileSync(join(ROOT, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`)
  const m = results.machine
  const header = [
    `npm run bench · ${results.date.slice(0, 16).replace('T', ' ')} UTC · ${m.cpus} × ${m.cpuModel}, ${m.memGiB} GiB · ${m.os} · Node ${m.node} · Chromium ${m.chromium}`,
    `production build, CPU ${CPU_RATE}x, cold cache, local unthrottled network (figure 7: mobile, ${MOBILE_NETWORK.latency} ms per request, 1.6 Mbit/s down, 750 kbit/s up); phone 412×823 @1.75 (seller pages), desktop 1280×800 (staff pages);`,
    `${RUNS} runs per figure (bytes of the other pages ${BYTES_RUNS}, heap ${HEAP_RUNS}, Lighthouse ${LH_RUNS}, editor ${EDITOR_RUNS}): median and min–max; files sent as the build compressed them (brotli)`,
    `whole run ${seconds.toFixed(0)} s; load average ${m.loadAverageAtStart[0]} at start, ${m.loadAverageAtEnd[0]} at end (1 min)`,
    '',
  ]
  process.stdout.write(`${header.join('\n')}${table()}\n`)
  log('wrote bench/results.json')
}

let exitCode = 0
try {
  await main()
} catch (error) {
  log(`failed: ${error instanceof Error ? error.stack : error}`)
  exitCode = 1
} finally {
  for (const child of [server, ...otherServers]) if (child && child.exitCode === null) child.kill('SIGTERM')
}
process.exitCode = exitCode
