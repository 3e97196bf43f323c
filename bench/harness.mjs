/**
 * The bench's shared harness: the settings read from the environment, the bench servers, Chromium and
 * its cold pages (CPU throttling, network profiles, bytes and a request timeline from CDP), the timers
 * run in the page, statistics, the table's formats and the `results` that run.mjs writes out.
 */
import { fork, spawn } from 'node:child_process'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { API_BASE, BASE_PATH } from '../src/lib/env.ts'
import { kib } from './check-size.mjs'

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const FLAGS = [
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
export const RUNS = int('BENCH_RUNS', 7)
export const HEAP_RUNS = int('BENCH_HEAP_RUNS', 3)
export const LH_RUNS = int('BENCH_LH_RUNS', 3)
/** Bytes are deterministic: /index/1 gets RUNS loads from figure 2, the other pages this many. */
export const BYTES_RUNS = int('BENCH_BYTES_RUNS', 3)
/** The editor's cold opens (50 and 200 components): as many runs as the other timed figures. */
export const EDITOR_RUNS = int('BENCH_EDITOR_RUNS', RUNS)
export const PORT = int('BENCH_PORT', 4300)
export const CPU_RATE = 4
/** Lighthouse's mobile network (its slow 4G): 150 ms added to every request, 1.6 Mbit/s down, 750 kbit/s up. */
export const MOBILE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}
const WAIT_MS = 30_000
/** Lighthouse's mobile device (Moto G Power): the seller's phone. Staff pages run on a desktop. */
export const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }
export const DESKTOP = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 }
/** The newest report of template 1 in the seed: the first row of /index/1 and of the plain page. */
export const FIRST_ROW = '2026-W47'

const started = Date.now()
export const elapsedSeconds = () => (Date.now() - started) / 1000
export const log = (message) => process.stderr.write(`[bench ${elapsedSeconds().toFixed(0).padStart(4)}s] ${message}\n`)

/** What run.mjs writes to bench/results.json; each figure adds its own under `figures`. */
export const results = { figures: {} }

export function stats(values) {
  const list = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b)
  if (list.length === 0) return { median: null, min: null, max: null, n: 0, runs: values }
  const mid = Math.floor(list.length / 2)
  const median = list.length % 2 ? list[mid] : (list[mid - 1] + list[mid]) / 2
  return { median, min: list[0], max: list.at(-1), n: list.length, runs: values }
}

/* ---------- in-page conditions and timers (init script) ---------- */

/**
 * Conditions, run in the page with their argument and `vis` (a non-empty box, not hidden). A
 * condition's time is the animation frame after the DOM first satisfied it: the frame that paints it.
 */
// A report row's link names its period first, then says it in words: `2026-W47 · 16 Nov – 22 Nov`.
const COND = {
  row: (text, vis) =>
    [...document.querySelectorAll('[data-testid="report-list"] a')].some(
      (a) => a.textContent.trim().split(' · ')[0] === text && vis(a),
    ),
  report: (_, vis) => {
    const h1 = document.querySelector('h1')
    const figure = document.querySelector('[data-testid="key-figure"]')
    return Boolean(h1 && figure && vis(h1) && vis(figure))
  },
  trend: (_, vis) => [...document.querySelectorAll('[data-testid="figure-trend"]')].some(vis),
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
export const cond = (name, arg = null) => ({ src: COND[name].toString(), arg })

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
    },
  }
  window.__bench = bench
  if (navSpec && window === window.top) bench.navDone = watch(navSpec)
}

/* ---------- the browser and its pages ---------- */

let browser

export async function launchBrowser() {
  const { chromium } = await import('@playwright/test')
  browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS })
}
export const closeBrowser = () => browser?.close().catch(() => undefined)
export const browserVersion = () => browser?.version() ?? null

/**
 * A cold page: new context, cache disabled, CPU throttled, a network profile, byte counting and a request timeline on
 * CDP.
 */
export async function openPage({ device = PHONE, throttle = CPU_RATE, navSpec = null, network = null } = {}) {
  const context = await browser.newContext({ ...device, locale: 'zh-CN' })
  const page = await context.newPage()
  page.setDefaultTimeout(WAIT_MS)
  const cdp = await context.newCDPSession(page)
  const responses = new Map()
  const inflight = new Set()
  let lastActivity = Date.now()
  /** Every request in the order sent: address, kind, when sent and when finished (CDP's clock, seconds). */
  const timeline = new Map()
  const finished = (e) => {
    const sent = timeline.get(e.requestId)
    if (sent) sent.end = e.timestamp
    inflight.delete(e.requestId)
    lastActivity = Date.now()
  }
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!timeline.has(e.requestId))
      timeline.set(e.requestId, { url: e.request.url, type: e.type, start: e.timestamp, end: null })
    inflight.add(e.requestId)
    lastActivity = Date.now()
  })
  cdp.on('Network.responseReceived', (e) => {
    responses.set(e.requestId, { url: e.response.url, type: e.type, headers: e.response.headers })
  })
  cdp.on('Network.loadingFinished', (e) => {
    finished(e)
    const r = responses.get(e.requestId)
    if (r) r.encoded = e.encodedDataLength
  })
  cdp.on('Network.loadingFailed', finished)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  if (network) await cdp.send('Network.emulateNetworkConditions', network)
  if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
  await page.addInitScript(benchInit, navSpec)
  return {
    page,
    cdp,
    /** Waits until no request has been in flight for 500 ms (at most 15 s). */
    async idle() {
      const until = Date.now() + 15_000
      while (Date.now() < until) {
        if (inflight.size === 0 && Date.now() - lastActivity >= 500) return
        await new Promise((r) => setTimeout(r, 100))
      }
      if (process.env.BENCH_DEBUG)
        log(`idle timeout: ${[...inflight].map((id) => timeline.get(id)?.url.slice(0, 100)).join(' ')}`)
    },
    /** Bytes of JS and CSS: body as sent (Content-Length) and on the wire (CDP encodedDataLength, headers included). */
    bytes() {
      const out = { js: 0, css: 0, jsWire: 0, cssWire: 0, files: [] }
      for (const r of responses.values()) {
        const path = new URL(r.url).pathname
        const kind =
          r.type === 'Script' || path.endsWith('.js')
            ? 'js'
            : r.type === 'Stylesheet' || path.endsWith('.css')
              ? 'css'
              : null
        if (!kind || !r.url.startsWith('http') || r.encoded === undefined) continue
        const length = Number(
          Object.entries(r.headers).find(([k]) => k.toLowerCase() === 'content-length')?.[1] ?? r.encoded,
        )
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
 * finished (the HTML is the first). On a local network nearly every request finishes before the next
 * starts, so the depth means something on the mobile profile only.
 */
function waterfall(requests, ms) {
  const page = requests.find((r) => r.type === 'Document')
  if (!page) return null
  const until = page.start + ms / 1000
  const before = requests
    .filter((r) => r.start <= until && /^https?:/.test(r.url) && !/\/favicon\.ico$/.test(r.url))
    .sort((a, b) => a.start - b.start)
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
        `${(r.start - page.start).toFixed(3)}–${r.end === null ? '…' : (r.end - page.start).toFixed(3)} ` +
        `d${depth.get(r) ?? '-'} ${r.url.replace(/^https?:\/\/[^/]+/, '')}`,
    ),
  }
}

export const url = (path, port = PORT) =>
  `http://localhost:${port}${path.startsWith('/bench/') ? path : `${BASE_PATH}${path.replace(/^\//, '')}`}`

/** A cold load: navigation start → the condition's frame; then the page settles and the bytes are read. */
export async function coldLoad(
  path,
  spec,
  { device = PHONE, keepOpen = false, timeout = WAIT_MS, network = null, profile = false, port = PORT } = {},
) {
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
      const steps = t.slice(1).map((x, i) => x - t[i])
      log(`  ${path}: ${Math.round(ms)} ms in page; open/goto/cond/idle/close ${steps.join('/')}`)
      if (sent)
        log(
          `    ${sent.requests} requests, ${sent.files} files, depth ${sent.depth} before it:\n` +
            `      ${sent.list.join('\n      ')}`,
        )
    }
    return { ms, bytes, tab, waterfall: sent }
  } catch (error) {
    await tab.close().catch(() => undefined)
    throw error
  }
}

export async function withTimeout(promise, message, ms = WAIT_MS) {
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
export async function repeat(label, count, fn) {
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

/** Arms the in-page timer for the next input, runs the action, returns the measured ms. */
export async function timed(page, spec, action, events = ['pointerdown', 'mousedown', 'touchstart', 'keydown']) {
  await page.evaluate(([s, e]) => window.__bench.arm(s, e), [spec, events])
  await action()
  const result = await withTimeout(
    page.evaluate(() => window.__bench.pending),
    'condition after the input not met',
  )
  return result.ms
}

/** One cold load kept open for `fn(tab)`, which returns RUNS values; a load that fails gives RUNS nulls. */
export async function onOnePage(label, path, spec, options, fn) {
  let tab
  try {
    ;({ tab } = await coldLoad(path, spec, { ...options, keepOpen: true }))
  } catch (error) {
    log(`  ${label}: ${error.message}`)
    return Array.from({ length: RUNS }, () => null)
  }
  try {
    return await fn(tab)
  } finally {
    await tab.close()
  }
}

/**
 * `count` cold loads of a page of the app, each followed by one of the plain page (as the shop seller),
 * so a budget can be a ratio to the plain page measured side by side: drift on a shared machine hits
 * both alike. `persona` is who the app's page is loaded as. With each: what went over the network
 * before the page showed (requests, files, the critical path's depth).
 */
export async function pairedWithPlain(
  label,
  count,
  persona,
  loadApp,
  { network = null, plainPath = '/bench/plain.html', plainSpec = cond('row', FIRST_ROW) } = {},
) {
  const app = []
  const plain = []
  for (let i = 0; i < count; i += 1) {
    await signIn(persona)
    app.push(...(await repeat(label, 1, loadApp)))
    await signIn('shop-seller')
    plain.push(...(await repeat('plain', 1, () => coldLoad(plainPath, plainSpec, { network }))))
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

/**
 * `rounds` rounds, each loading every entry ({ label, load }) once in an order rotated from round to
 * round, so the machine's drift hits all alike. Returns each entry's loads, one per round (null: failed).
 */
export async function interleaved(entries, rounds) {
  const loads = entries.map(() => [])
  for (let round = 0; round < rounds; round += 1) {
    for (let k = 0; k < entries.length; k += 1) {
      const at = (round + k) % entries.length
      const [load] = await repeat(entries[at].label, 1, entries[at].load)
      loads[at].push(load)
    }
    const times = entries.map((e, i) => `${e.label} ${Math.round(loads[i][round]?.ms ?? NaN)}`)
    log(`  round ${round + 1}: ${times.join(', ')}`)
  }
  return loads
}

/* ---------- servers and builds ---------- */

const servers = []

/** Forks a bench server on `port` serving `dist` (the default: dist/); resolves once it answers. */
export async function startServer(port = PORT, dist = null) {
  const child = fork(join(ROOT, 'bench/server.mjs'), ['--port', String(port)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: dist ? { ...process.env, BENCH_DIST: dist } : process.env,
  })
  servers.push(child)
  await new Promise((resolvePromise, reject) => {
    child.once('message', (message) =>
      message?.ready ? resolvePromise() : reject(new Error(message?.error ?? 'server failed')),
    )
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)))
  })
}

export function stopServers() {
  for (const child of servers) if (child.exitCode === null) child.kill('SIGTERM')
}

export async function post(path, body = {}, port = PORT) {
  const response = await fetch(`http://localhost:${port}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const data = await response.json()
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(data)}`)
  return data
}
export const signIn = (persona, port = PORT) => post(`${API_BASE}/__demo/sign_in`, { persona }, port)

/** `npm <args>` in `cwd`, its output kept back (the last of it shown if it fails). */
export function npm(args, cwd = ROOT) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn('npm', args, { cwd, stdio: ['ignore', 'pipe', 'inherit'] })
    let tail = ''
    child.stdout.on('data', (chunk) => {
      tail = (tail + chunk).slice(-4000)
    })
    child.on('exit', (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`npm ${args.join(' ')} failed (${code}):\n${tail}`)),
    )
  })
}

/* ---------- the table's formats ---------- */

export const fmtMs = (s) => (s?.median == null ? 'n/a' : `${Math.round(s.median)} ms`)
export const fmtRange = (s, unit = 'ms', digits = 0) =>
  s?.median == null ? '' : `${s.min.toFixed(digits)}–${s.max.toFixed(digits)} ${unit}`
export const fmtKib = (s) => (s?.median == null ? 'n/a' : `${kib(s.median)} KiB`)
export const fmtKibRange = (s) => (s?.median == null ? '' : `${kib(s.min)}–${kib(s.max)} KiB`)
export const fmtRatio = (ratio) => (ratio == null ? 'n/a' : `${ratio.toFixed(2)}×`)
/** A table row of a time: its median, min–max and a note. */
export const msRow = (figure, s, note) => [figure, fmtMs(s), fmtRange(s), note]
/** A table row of a ratio of medians, beside the spread of the ratios per pair or per round. */
export const ratioRow = (figure, ratio, spread, note) => [figure, fmtRatio(ratio), fmtRange(spread, '×', 2), note]
export const signed = (ms) =>
  ms == null ? 'n/a' : `${ms > 0 ? '+' : ms < 0 ? '−' : '±'}${Math.abs(Math.round(ms))} ms`

/**
 * Rows as text columns two spaces apart, each but the last as wide as its widest cell; `rule`: dashes under the first
 * row.
 */
export function columns(rows, { rule = false } = {}) {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)))
  const line = (r) => r.map((cell, c) => (c < r.length - 1 ? cell.padEnd(widths[c]) : cell)).join('  ')
  const lines = rows.map(line)
  if (rule) lines.splice(1, 0, line(widths.map((w, c) => '-'.repeat(c < widths.length - 1 ? w : 5))))
  return lines.join('\n')
}

/** A budget's line: PASS or FAIL by `ok`, n/a when the figure was not measured (`ok` null). */
export const budget = (name, value, limit, ok) => ({
  name,
  value,
  limit,
  verdict: ok == null ? 'n/a' : ok ? 'PASS' : 'FAIL',
})
export const ratioBudget = (name, ratio, limit) =>
  budget(name, ratio == null ? 'n/a' : fmtRatio(ratio), `≤ ${limit}×`, ratio == null ? null : ratio <= limit)
