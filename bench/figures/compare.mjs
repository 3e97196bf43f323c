/**
 * `BENCH_COMPARE=label=dir,label=dir,…`: builds side by side instead of the figures, the first row of
 * /index/1 on the mobile profile (`BENCH_COMPARE_LOCAL=1`: the local one; `BENCH_COMPARE_PAGE=report`:
 * the report /report/1/2026-W47 until its heading and first key figure, beside its own plain page;
 * `BENCH_COMPARE_PAGE=editor`: the staff editor of a 50-component draft opened cold on the desktop, local
 * profile, until its cards are painted, beside the plain list page). Each build is served by a
 * bench server of its own (this checkout's server and demo handlers, on BENCH_PORT+1, +2, …); a round
 * loads every build once and the plain page once, in an order rotated from round to round. The first
 * build is the reference; a build listed twice is the A/A, how far two identical builds differ: the
 * noise a mechanism's gain has to exceed.
 */
import { resolve } from 'node:path'
import * as h from '../harness.mjs'

export const builds = (process.env.BENCH_COMPARE ?? '')
  .split(',')
  .map((item) => item.trim())
  .filter(Boolean)
  .map((item, i) => {
    const at = item.indexOf('=')
    return {
      label: at > 0 ? item.slice(0, at) : item,
      dir: resolve(at > 0 ? item.slice(at + 1) : item),
      port: h.PORT + 1 + i,
    }
  })
const seller = {
  persona: 'shop-seller',
  device: h.PHONE,
  network: process.env.BENCH_COMPARE_LOCAL === '1' ? null : h.MOBILE_NETWORK,
}
const pages = {
  list: {
    ...seller,
    path: '/index/1',
    plain: '/bench/plain.html',
    spec: h.cond('row', h.FIRST_ROW),
    what: 'first row',
  },
  report: {
    ...seller,
    path: '/report/1/2026-W47',
    plain: '/bench/plain-report.html',
    spec: h.cond('report'),
    what: 'heading and first key figure',
  },
  editor: {
    persona: 'staff-admin',
    device: h.DESKTOP,
    network: null,
    path: '/template/1',
    plain: '/bench/plain.html',
    spec: h.cond('editor', 50),
    what: '50 cards',
  },
}
const page = pages[process.env.BENCH_COMPARE_PAGE ?? 'list']
const network = page.network

export async function run() {
  // The editor's draft: 50 components; its plain page shows the first of 20 reports.
  const scale = page === pages.editor ? { templates: 0, reports: 20, shops: 0, components: 50 } : null
  let plainSpec = page.spec
  for (const port of [...builds.map((build) => build.port), h.PORT]) {
    if (port !== h.PORT) await h.startServer(port, builds.find((build) => build.port === port).dir)
    if (scale) plainSpec = h.cond('row', (await h.post('/__bench/scale', scale, port)).reportPeriodsDesc[0])
    // The plain page is a seller's list, on the checkout's own server.
    await h.signIn(port === h.PORT ? 'shop-seller' : page.persona, port)
  }
  const options = { network, device: page.device, timeout: 120_000 }
  const entries = [
    ...builds.map((build) => ({
      ...build,
      load: () => h.coldLoad(page.path, page.spec, { ...options, port: build.port }),
    })),
    { label: 'plain page', load: () => h.coldLoad(page.plain, plainSpec, options) },
  ]
  h.log(
    `compare: ${builds.length} builds and the plain page, ${h.RUNS} rounds, ` +
      `${page.path} ${page.what}, ${network ? 'mobile' : 'local'} profile`,
  )
  const loads = await h.interleaved(entries, h.RUNS)
  const plain = h.stats(loads.at(-1).map((l) => l?.ms ?? null))
  const reference = loads[0]
  h.results.compare = builds.map((build, i) => {
    const ms = h.stats(loads[i].map((l) => l?.ms ?? null))
    const sent = (key) => h.stats(loads[i].map((l) => l?.waterfall?.[key] ?? null)).median
    return {
      label: build.label,
      dir: build.dir,
      ms,
      ratio: ms.median && plain.median ? ms.median / plain.median : null,
      minusReference:
        i === 0
          ? null
          : h.stats(loads[i].map((l, round) => (l && reference[round] ? l.ms - reference[round].ms : null))),
      requests: sent('requests'),
      files: sent('files'),
      depth: sent('depth'),
    }
  })
  h.results.compare.plain = plain
}

export function table() {
  const plain = h.results.compare.plain
  const rows = [
    [
      'build',
      `${page.what}, median (min–max)`,
      `/ plain page (median ${Math.round(plain.median ?? NaN)} ms)`,
      'minus the first, per round: median (min…max)',
      'requests, JS and CSS files, round trips after the HTML',
    ],
    ...h.results.compare.map((b) => [
      b.label,
      `${h.fmtMs(b.ms)} (${h.fmtRange(b.ms)})`,
      h.fmtRatio(b.ratio),
      b.minusReference
        ? `${h.signed(b.minusReference.median)} (${h.signed(b.minusReference.min)}…${h.signed(b.minusReference.max)})`
        : '—',
      `${b.requests}, ${b.files}, ${b.depth == null ? 'n/a' : b.depth - 1}`,
    ]),
  ]
  return h.columns(rows)
}
