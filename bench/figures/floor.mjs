/**
 * Figure 8, the stack floor: the first row of /index/1 in the app, in the stack floor (bench/floor: the
 * least code for that screen on the app's own stack and versions, a yardstick, not a peer) and in the
 * plain page, in rounds that load each once in an order rotated from round to round, on the mobile
 * and the local profile. app / floor is what the app's own code costs over the stack's least; floor /
 * plain what the stack costs over a page without it.
 */
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import * as h from '../harness.mjs'

const FLOOR = join(h.ROOT, 'bench/floor')
/** `BENCH_FLOOR_DIST`: another build of the floor (a variant of its package.json), measured as it is. */
const DIST = process.env.BENCH_FLOOR_DIST ? resolve(process.env.BENCH_FLOOR_DIST) : join(FLOOR, 'dist')
const FLOOR_PORT = h.PORT + 1

/**
 * The floor installs its own dependencies once and builds with the app, or not at all under BENCH_SKIP_BUILD=1 once
 * built.
 */
async function build() {
  if (process.env.BENCH_FLOOR_DIST || (process.env.BENCH_SKIP_BUILD === '1' && existsSync(join(DIST, 'index.html'))))
    return
  if (!existsSync(join(FLOOR, 'node_modules'))) {
    h.log('fig 8: npm ci in bench/floor …')
    await h.npm(['ci', '--no-audit', '--no-fund'], FLOOR)
  }
  h.log('fig 8: npm run build in bench/floor …')
  await h.npm(['run', 'build'], FLOOR)
}

/** `a / b` as the ratio of the medians, with the per-round ratios' spread. */
function ratio(a, b) {
  const perRound = h.stats(a.map((x, i) => (x && b[i] ? x / b[i] : null)))
  const top = h.stats(a).median
  const bottom = h.stats(b).median
  return { ofMedians: top && bottom ? top / bottom : null, perRound }
}

export async function run() {
  await build()
  await h.startServer(FLOOR_PORT, DIST)
  await h.signIn('shop-seller', FLOOR_PORT)
  await h.signIn('shop-seller')
  h.results.figures.floor = { dist: DIST }
  for (const [profile, network] of [
    ['mobile', h.MOBILE_NETWORK],
    ['local', null],
  ]) {
    h.log(
      `fig 8: first row of /index/1, the app, the stack floor and the plain page, ${h.RUNS} rounds, ${profile} profile`,
    )
    const loads = await h.interleaved(
      [
        { label: 'app', load: () => h.coldLoad('/index/1', h.cond('row', h.FIRST_ROW), { network }) },
        // The floor's table has no links: its first cell holds the period.
        {
          label: 'floor',
          load: () => h.coldLoad('/index/1', h.cond('firstCell', h.FIRST_ROW), { network, port: FLOOR_PORT }),
        },
        { label: 'plain', load: () => h.coldLoad('/bench/plain.html', h.cond('row', h.FIRST_ROW), { network }) },
      ],
      h.RUNS,
    )
    const [app, floor, plain] = loads.map((list) => list.map((l) => l?.ms ?? null))
    h.results.figures.floor[profile] = {
      app: h.stats(app),
      floor: h.stats(floor),
      plain: h.stats(plain),
      appFloor: ratio(app, floor),
      appPlain: ratio(app, plain),
      floorPlain: ratio(floor, plain),
    }
  }
}

export function rows(f) {
  const profiles = ['mobile', 'local'].filter((p) => f.floor?.[p])
  return profiles.flatMap((p) => {
    const x = f.floor[p]
    const ratio = (name, r) =>
      h.ratioRow(
        `8  ${p}: first row, ${name}`,
        r.ofMedians,
        r.perRound,
        `ratio of medians; per round: median ${h.fmtRatio(r.perRound.median)}`,
      )
    return [
      h.msRow(
        `8  ${p}: first row, app /index/1`,
        x.app,
        `navigation start → painted; ${x.app.n} rounds with the two below, order rotated`,
      ),
      h.msRow(
        `8  ${p}: first row, stack floor`,
        x.floor,
        'bench/floor: the least code for the same screen on the same stack',
      ),
      h.msRow(`8  ${p}: first row, plain HTML page`, x.plain, 'same 4 API calls in parallel, inline script'),
      ratio('app / floor', x.appFloor),
      ratio('app / plain', x.appPlain),
      ratio('floor / plain', x.floorPlain),
    ]
  })
}

/** app / floor, the ratio of the medians, is at most 1.0× on both profiles: the app costs no more than the least. */
export function budgets(r) {
  const f = r.figures.floor
  return ['mobile', 'local'].map((profile) =>
    h.ratioBudget(`${profile}: first row, app / stack floor`, f?.[profile]?.appFloor?.ofMedians ?? null, 1),
  )
}
