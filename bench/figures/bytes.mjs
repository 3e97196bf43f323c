/**
 * Figure 1, bytes: JS and CSS as sent in a cold load of each page, and whether a seller page loads any
 * template list or editor code. /index/1's loads are figure 2's (first-row.mjs); the others load here.
 */
import { analyseBuild, BUDGET_KIB, BROTLI_BUDGET_KIB, kib } from '../check-size.mjs'
import {
  BYTES_RUNS,
  budget,
  coldLoad,
  cond,
  DESKTOP,
  fmtKib,
  fmtKibRange,
  log,
  repeat,
  results,
  signIn,
  stats,
} from '../harness.mjs'

let templateChunks
const templateCodeIn = (files) => {
  templateChunks ??= new Set(analyseBuild().templateOnly)
  return files.filter((f) => templateChunks.has(f) || /template-list|template-editor|report-templates/i.test(f))
}

export function bytesFigure(loads) {
  const ok = loads.filter(Boolean)
  const files = ok[0]?.bytes.files ?? []
  return {
    js: stats(ok.map((l) => l.bytes.js)),
    css: stats(ok.map((l) => l.bytes.css)),
    total: stats(ok.map((l) => l.bytes.js + l.bytes.css)),
    wire: stats(ok.map((l) => l.bytes.jsWire + l.bytes.cssWire)),
    requests: ok[0] ? files.filter((f) => /\.(js|css)$/.test(f)).length : null,
    files,
    templateCode: ok.length ? [...new Set(ok.flatMap((l) => templateCodeIn(l.bytes.files)))] : null,
  }
}

async function page(path, spec, options) {
  log(`fig 1: ${path} cold loads, ${BYTES_RUNS} runs${options ? ' (desktop)' : ''}`)
  const loads = await repeat(path, BYTES_RUNS, () => coldLoad(path, spec, options))
  results.figures.bytes[path] = { ...bytesFigure(loads), readyMs: stats(loads.map((l) => l?.ms ?? null)) }
}

export async function run() {
  await signIn('shop-seller')
  await page('/report/1/2026-W47', cond('report'))
  await signIn('staff-admin')
  await page('/template', cond('firstCell', null), { device: DESKTOP })
  await page('/template/1', cond('editor', 1), { device: DESKTOP })
}

export const rows = (f) =>
  Object.entries(f.bytes ?? {}).map(([page, b]) => [
    `1  JS+CSS as sent, cold ${page}`,
    fmtKib(b.total),
    fmtKibRange(b.total),
    `${b.total.n} loads; brotli, the build's own; JS ${fmtKib(b.js)} + CSS ${fmtKib(b.css)}; ` +
      `${b.requests ?? '?'} files; wire incl. headers ${fmtKib(b.wire)}; ` +
      `template code: ${b.templateCode == null ? 'n/a' : b.templateCode.length ? b.templateCode.join(' ') : 'none'}`,
  ])

export function budgets(r) {
  const first = r.sizeCheck?.pages?.['/index/:templateId']
  return [
    ...[
      ['gzip', first?.total, BUDGET_KIB],
      ['brotli', first?.brotli, BROTLI_BUDGET_KIB],
    ].map(([how, bytes, limit]) =>
      budget(
        `JS+CSS ${how}, /index/:templateId (bench/check-size.mjs)`,
        bytes == null ? 'n/a' : `${kib(bytes)} KiB`,
        `≤ ${limit} KiB`,
        bytes == null ? null : bytes <= limit * 1024,
      ),
    ),
    ...['/index/1', '/report/1/2026-W47'].map((page) => {
      const hits = r.figures.bytes?.[page]?.templateCode
      return budget(
        `${page} loads no template list/editor code`,
        hits == null ? 'n/a' : hits.length ? hits.join(', ') : 'none',
        'none',
        hits == null ? null : hits.length === 0,
      )
    }),
  ]
}
