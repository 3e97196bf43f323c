/** Figure 5, Lighthouse (mobile) on /index/1: its scores and metrics, and what keeps a category below 100. */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { budget, CHROMIUM, FLAGS, fmtMs, LH_RUNS, log, repeat, results, signIn, stats, url } from '../harness.mjs'

/** One Lighthouse run in a Chromium of its own, read down to what the table and results.json keep. */
async function audit() {
  const { default: lighthouse } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  const userDataDir = mkdtempSync(join(tmpdir(), 'bench-lh-'))
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [...FLAGS, `--user-data-dir=${userDataDir}`],
    userDataDir: false,
  })
  try {
    const { lhr } = await lighthouse(url('/index/1'), {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    })
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
    const score = (id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100)
    const metric = (id) => lhr.audits[id]?.numericValue ?? null
    /** A category's weighted audits that score below 100. */
    const below = (category) =>
      lhr.categories[category].auditRefs.filter(
        (ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1,
      )
    const failing = (category) =>
      below(category).map((ref) => `${ref.id} (${Math.round(lhr.audits[ref.id].score * 100)})`)
    /** Where a failing audit points (the first few elements). */
    const where = (category) =>
      Object.fromEntries(
        below(category).map((ref) => [
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
      .map((a) => ({
        id: a.id,
        savingsMs: Math.round(a.details.overallSavingsMs),
        savingsBytes: a.details.overallSavingsBytes ?? null,
      }))
    // The element whose paint is the LCP, and the parts of its time (Lighthouse's LCP breakdown).
    const [parts, element] = lhr.audits['lcp-breakdown-insight']?.details?.items ?? []
    const lcpElement = element?.nodeLabel ?? element?.snippet ?? null
    const lcpParts = Object.fromEntries((parts?.items ?? []).map((item) => [item.subpart, Math.round(item.duration)]))
    return {
      lcpElement,
      lcpParts,
      where: { accessibility: where('accessibility'), bestPractices: where('best-practices') },
      opportunities,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      si: metric('speed-index'),
      notFull: {
        accessibility: failing('accessibility'),
        bestPractices: failing('best-practices'),
        performance: failing('performance'),
      },
    }
  } finally {
    await chrome.kill()
    rmSync(userDataDir, { recursive: true, force: true })
  }
}

export async function run() {
  await signIn('shop-seller')
  log(`fig 5: Lighthouse mobile on /index/1, ${LH_RUNS} runs`)
  const ok = (await repeat('lighthouse', LH_RUNS, audit)).filter(Boolean)
  const pick = (key) => stats(ok.map((r) => r[key]))
  results.figures.lighthouse = {
    runs: LH_RUNS,
    ...Object.fromEntries(
      ['performance', 'accessibility', 'bestPractices', 'fcp', 'lcp', 'tbt', 'cls', 'si'].map((key) => [
        key,
        pick(key),
      ]),
    ),
    notFull: ok[0]?.notFull ?? null,
    where: ok[0]?.where ?? null,
    opportunities: ok[0]?.opportunities ?? null,
    lcpElement: ok[0]?.lcpElement ?? null,
    lcpParts: ok[0]?.lcpParts ?? null,
    version:
      (await import('lighthouse/package.json', { with: { type: 'json' } }).catch(() => null))?.default?.version ?? null,
  }
}

export function rows(f) {
  const lh = f.lighthouse
  if (!lh) return []
  const s = (x) => (x?.median == null ? 'n/a' : String(Math.round(x.median)))
  const r = (x) => (x?.median == null ? '' : `${Math.round(x.min)}–${Math.round(x.max)}`)
  const metrics =
    `FCP ${fmtMs(lh.fcp)}, LCP ${fmtMs(lh.lcp)}, TBT ${fmtMs(lh.tbt)}, SI ${fmtMs(lh.si)}, ` +
    `CLS ${lh.cls?.median?.toFixed(3) ?? 'n/a'}` +
    (lh.lcpElement ? `; LCP element: ${lh.lcpElement}` : '')
  return [
    ['5  Lighthouse mobile performance', s(lh.performance), r(lh.performance), `${lh.runs} runs; ${metrics}`],
    [
      '5  Lighthouse mobile accessibility',
      s(lh.accessibility),
      r(lh.accessibility),
      lh.notFull?.accessibility?.join(', ') ?? '',
    ],
    [
      '5  Lighthouse mobile best practices',
      s(lh.bestPractices),
      r(lh.bestPractices),
      lh.notFull?.bestPractices?.join(', ') ?? '',
    ],
  ]
}

export function budgets(r) {
  const lh = r.figures.lighthouse
  const lowest = lh?.performance?.min ?? null
  const lcp = lh?.lcp?.median ?? null
  const a11y = lh?.accessibility?.median ?? null
  return [
    budget('Lighthouse mobile performance, lowest run', lowest ?? 'n/a', '≥ 90', lowest == null ? null : lowest >= 90),
    budget(
      'Lighthouse mobile largest contentful paint',
      lcp == null ? 'n/a' : `${Math.round(lcp)} ms`,
      '< 2500 ms',
      lcp == null ? null : lcp < 2500,
    ),
    budget('Lighthouse mobile accessibility', a11y ?? 'n/a', '100', a11y == null ? null : a11y >= 100),
  ]
}
