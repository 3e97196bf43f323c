/**
 * Figure 7, the mobile profile: figure 2's two pages and their plain pages again on Lighthouse's phone
 * network, with the requests before each and the critical path's depth. `BENCH_CPU_PROFILE=1` adds one
 * load of /index/1 under V8's sampling profiler: where the main thread goes (bench/first-load.cpuprofile).
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  budget,
  coldLoad,
  cond,
  FIRST_ROW,
  log,
  MOBILE_NETWORK,
  ratioBudget,
  results,
  ROOT,
  RUNS,
  signIn,
} from '../harness.mjs'
import { firstPages, pairedRows } from './first-row.mjs'

export async function run() {
  log(
    `fig 7: the same on the mobile network ` +
      `(${MOBILE_NETWORK.latency} ms per request, 1.6 Mbit/s down, 750 kbit/s up), ${RUNS} runs each`,
  )
  const { firstRow, reportOpen } = await firstPages(MOBILE_NETWORK)
  results.figures.mobile = { firstRow: firstRow.figure, reportOpen: reportOpen.figure }
  if (process.env.BENCH_CPU_PROFILE === '1') results.figures.mobile.cpu = await cpuProfileOfFirstRow()
}

/**
 * Between the framework's arrival and the first data call, and between the list's arrival and the
 * painted row: self time by file and by function.
 */
async function cpuProfileOfFirstRow() {
  await signIn('shop-seller')
  const { ms, tab } = await coldLoad('/index/1', cond('row', FIRST_ROW), {
    network: MOBILE_NETWORK,
    keepOpen: true,
    profile: true,
  })
  const requests = tab.timeline()
  const profile = tab.cpuProfile
  await tab.close()
  writeFileSync(join(ROOT, 'bench/first-load.cpuprofile'), JSON.stringify(profile))
  const page = requests.find((r) => r.type === 'Document')
  const framework = requests.find((r) => /\/assets\/framework-[^/]+\.js$/.test(r.url))
  // The HTML's preloads (the session, the gate) leave before the code has arrived: the first call the app's code sends
  // comes after it.
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
    out[name] = {
      from,
      to,
      ms: Math.round((to - from) * 1000),
      byFile: selfTime(from, to, file),
      byFunction: selfTime(from, to, fn),
    }
    log(`  cpu ${name}: ${out[name].ms} ms; by file ${out[name].byFile.map((x) => `${x.name} ${x.ms}`).join(', ')}`)
    log(`    by function ${out[name].byFunction.map((x) => `${x.name} ${x.ms}`).join(', ')}`)
  }
  return out
}

export const rows = (f) =>
  f.mobile
    ? [
        ...pairedRows(
          7,
          f.mobile.firstRow,
          '/index/1',
          'mobile: first report row',
          'same 4 API calls in parallel, inline script',
          { depth: true },
        ),
        ...pairedRows(
          7,
          f.mobile.reportOpen,
          '/report/1/2026-W47',
          'mobile: h1 + first key figure',
          'same 5 API calls in parallel, inline script',
          {
            depth: true,
          },
        ),
      ]
    : []

export function budgets(r) {
  const m = r.figures.mobile
  const afterHtml = (figure) => (figure?.depth?.app?.median == null ? null : figure.depth.app.median - 1)
  const count = (name, value, limit) =>
    budget(name, value == null ? 'n/a' : Math.round(value), `≤ ${limit}`, value == null ? null : value <= limit)
  return [
    ratioBudget('mobile network: first report row, app / plain page', m?.firstRow?.ratio ?? null, 3),
    ratioBudget('mobile network: report h1 + first key figure, app / plain page', m?.reportOpen?.ratio ?? null, 3),
    count('round trips in sequence after the HTML, before the first row', afterHtml(m?.firstRow), 3),
    count(
      'round trips in sequence after the HTML, before the report h1 + first key figure',
      afterHtml(m?.reportOpen),
      3,
    ),
    count('JS and CSS files before the first row', m?.firstRow?.files?.app?.median ?? null, 8),
  ]
}
