/**
 * Figure 4, heap: used JS heap after 10 and 200 navigations list ↔ report (forced GC), and its growth
 * without V8's compiled code (which grows while the JIT warms up): the leak signal. Before them a
 * report is opened until its trend lines are drawn, so the parts the loop loads later (the charts)
 * are in both figures: their code is loaded once, not leaked.
 */
import {
  budget,
  cond,
  FIRST_ROW,
  fmtKib,
  HEAP_RUNS,
  log,
  openPage,
  repeat,
  results,
  signIn,
  stats,
  url,
  withTimeout,
} from '../harness.mjs'

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
  const typeAt = fields.indexOf('type')
  const sizeAt = fields.indexOf('self_size')
  const out = { code: 0, native: 0, other: 0 }
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    const type = types[snapshot.nodes[i + typeAt]]
    out[type === 'code' || type === 'native' ? type : 'other'] += snapshot.nodes[i + sizeAt]
  }
  return out
}

export async function run() {
  await signIn('shop-seller')
  log(
    `fig 4: JS heap after 10 and 200 navigations list ↔ report, ` +
      `${HEAP_RUNS} runs (no CPU throttling: memory does not depend on it)`,
  )
  const list = cond('row', FIRST_ROW)
  const runs = await repeat('heap', HEAP_RUNS, async () => {
    const tab = await openPage({ throttle: 1, navSpec: list })
    try {
      await tab.page.goto(url('/index/1'), { waitUntil: 'commit' })
      await withTimeout(
        tab.page.evaluate(() => window.__bench.navDone),
        'first row',
      )
      await tab.idle()
      await withTimeout(
        tab.page.evaluate(
          async ([trend, list]) => {
            document.querySelector('[data-testid="report-list"] a').click()
            await window.__bench.watch(trend)
            history.back()
            await window.__bench.watch(list)
          },
          [cond('trend'), list],
        ),
        'a report with its trend lines',
      )
      await tab.idle()
      const nav = (n) =>
        withTimeout(
          tab.page.evaluate(
            ([count, l, report]) => window.__bench.navigate(count, l, report),
            [n, list, cond('report')],
          ),
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
  const pick = (key) => stats(ok.map((r) => r[key]))
  results.figures.heap = {
    ...Object.fromEntries(
      ['after10', 'after200', 'growth', 'perNavMs', 'growthWithoutCode', 'codeGrowthBytes'].map((key) => [
        key,
        pick(key),
      ]),
    ),
    snapshots: ok.map((r) => ({ after10: r.kinds10, after200: r.kinds200 })),
    runs: HEAP_RUNS,
  }
}

const mib = (bytes) => (bytes / 2 ** 20).toFixed(2)
const fmtMib = (s) => (s?.median == null ? 'n/a' : `${mib(s.median)} MiB`)
const fmtMibRange = (s) => (s?.median == null ? '' : `${mib(s.min)}–${mib(s.max)} MiB`)
const pct = (x) => (x?.median == null ? 'n/a' : `${(x.median * 100).toFixed(1)} %`)
const pctRange = (x) => (x?.median == null ? '' : `${(x.min * 100).toFixed(1)}–${(x.max * 100).toFixed(1)} %`)

export function rows(f) {
  const h = f.heap
  if (!h) return []
  return [
    [
      '4  JS heap after 10 navigations',
      fmtMib(h.after10),
      fmtMibRange(h.after10),
      `${h.runs} runs, used size after forced GC`,
    ],
    [
      '4  JS heap after 200 navigations',
      fmtMib(h.after200),
      fmtMibRange(h.after200),
      `~${Math.round(h.perNavMs.median ?? 0)} ms per navigation unthrottled`,
    ],
    [
      '4  heap growth 10 → 200 (usedSize)',
      pct(h.growth),
      pctRange(h.growth),
      `of which V8 compiled code (JIT warm-up): ${fmtKib(h.codeGrowthBytes)}`,
    ],
    [
      '4  heap growth 10 → 200 without code',
      pct(h.growthWithoutCode),
      pctRange(h.growthWithoutCode),
      'heap snapshot: objects, strings, closures (no compiled code, no Blink)',
    ],
  ]
}

export function budgets(r) {
  const growth = r.figures.heap?.growthWithoutCode?.median ?? null
  const value = growth == null ? 'n/a' : `${(growth * 100).toFixed(1)} %`
  return [
    budget(
      'JS heap growth 10 → 200 navigations, without V8 compiled code (a leak)',
      value,
      '≤ 10 %',
      growth == null ? null : growth <= 0.1,
    ),
  ]
}
