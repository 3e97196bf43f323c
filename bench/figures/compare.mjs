/**
 * `BENCH_COMPARE=label=dir,label=dir,…`: builds side by side instead of the figures, the first row of
 * /index/1 on the mobile profile (`BENCH_COMPARE_LOCAL=1`: the local one; `BENCH_COMPARE_PAGE=report`:
 * the report /report/1/2026-W47 until its heading and first key figure, beside its own plain page). Each build is served by a
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
    return { label: at > 0 ? item.slice(0, at) : item, dir: resolve(at > 0 ? item.slice(at + 1) : item), port: h.PORT + 1 + i }
  })
const network = process.env.BENCH_COMPARE_LOCAL === '1' ? null : h.MOBILE_NETWORK
const page =
  process.env.BENCH_COMPARE_PAGE === 'report'
    ? { path: '/report/1/2026-W47', plain: '/bench/plain-report.html', spec: h.cond('report'), what: 'heading and first key figure' }
    : { path: '/index/1', plain: '/bench/plain.html', spec: h.cond('row', h.FIRST_ROW), what: 'first row' }

export async function run() {
  for (const build of builds) {
    await h.startServer(build.port, build.dir)
    await h.signIn('shop-seller', build.port)
  }
  await h.signIn('shop-seller')
  const entries = [
    ...builds.map((build) => ({ ...build, load: () => h.coldLoad(page.path, page.spec, { network, port: build.port }) })),
    { label: 'plain page', load: () => h.coldLoad(page.plain, page.spec, { network }) },
  ]
  h.log(`compare: ${builds.length} builds and the plain page, ${h.RUNS} rounds, ${page.path} ${page.what}, ${network ? 'mobile' : 'local'} profile`)
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
      minusReference: i === 0 ? null : h.stats(loads[i].map((l, round) => (l && reference[round] ? l.ms - reference[round].ms : null))),
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
      b.minusReference ? `${h.signed(b.minusReference.median)} (${h.signed(b.minusReference.min)}…${h.signed(b.minusReference.max)})` : '—',
      `${b.requests}, ${b.files}, ${b.depth == null ? 'n/a' : b.depth - 1}`,
    ]),
  ]
  return h.columns(rows)
}
