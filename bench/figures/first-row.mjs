/**
 * Figure 2, the first report row: /index/1 as the shop seller until its first row is painted, each
 * load followed by the plain page (the same API calls from an inline script); then the report until
 * its heading and first key figure, beside its own plain page. Figure 7 runs the same on the mobile
 * profile.
 */
import {
  coldLoad,
  cond,
  CPU_RATE,
  FIRST_ROW,
  fmtRange,
  msRow,
  ratioRow,
  log,
  pairedWithPlain,
  ratioBudget,
  results,
  RUNS,
  stats,
} from '../harness.mjs'
import { bytesFigure } from './bytes.mjs'

/** The seller's two first pages, each paired with its plain page. `network` is the profile's (null: local). */
export async function firstPages(network) {
  const firstRow = await pairedWithPlain(
    '/index/1',
    RUNS,
    'shop-seller',
    () => coldLoad('/index/1', cond('row', FIRST_ROW), { network }),
    { network },
  )
  const reportOpen = await pairedWithPlain(
    '/report/1/2026-W47',
    RUNS,
    'shop-seller',
    () => coldLoad('/report/1/2026-W47', cond('report'), { network }),
    {
      network,
      plainPath: '/bench/plain-report.html',
      plainSpec: cond('report'),
    },
  )
  return { firstRow, reportOpen }
}

export async function run() {
  log(
    `fig 1+2: /index/1 and /report/1/2026-W47 cold loads, each beside its plain page, ` +
      `${RUNS} runs each (phone, CPU ${CPU_RATE}x, local network)`,
  )
  const { firstRow, reportOpen } = await firstPages(null)
  results.figures.firstRow = firstRow.figure
  results.figures.reportOpen = reportOpen.figure
  results.figures.bytes = { '/index/1': bytesFigure(firstRow.loads) }
}

/** A page beside its plain page: times, ratio, and what went over the network before it showed. */
export function pairedRows(n, figure, page, what, plainNote, { depth = false } = {}) {
  if (!figure) return []
  const count = (x) => (x?.median == null ? 'n/a' : String(Math.round(x.median)))
  const rows = [
    msRow(`${n}  ${what}, ${page}`, figure.app, 'navigation start → painted'),
    msRow(`${n}  ${what}, plain HTML page`, figure.plain, plainNote),
    ratioRow(
      `${n}  ratio app / plain`,
      figure.ratio,
      stats(figure.ratioRuns),
      'ratio of medians; range: per interleaved pair',
    ),
  ]
  if (figure.requests) {
    const note = `of which JS and CSS files ${count(figure.files.app)}; plain page ${count(figure.requests.plain)}`
    rows.push([`${n}  requests before it`, count(figure.requests.app), fmtRange(figure.requests.app, ''), note])
  }
  if (depth && figure.depth) {
    const after = count(figure.depth.app) === 'n/a' ? '?' : Math.round(figure.depth.app.median) - 1
    const note = `the HTML and ${after} after it; plain page ${count(figure.depth.plain)}`
    rows.push([
      `${n}  round trips in sequence before it`,
      count(figure.depth.app),
      fmtRange(figure.depth.app, ''),
      note,
    ])
  }
  return rows
}

export const rows = (f) => [
  ...pairedRows(2, f.firstRow, '/index/1', 'first report row', 'same 4 API calls in parallel, inline script'),
  ...pairedRows(
    2,
    f.reportOpen,
    '/report/1/2026-W47',
    'h1 + first key figure',
    'same 5 API calls in parallel, inline script',
  ),
]

export const budgets = (r) => [
  ratioBudget('first report row, app / plain page', r.figures.firstRow?.ratio ?? null, 3.6),
]
