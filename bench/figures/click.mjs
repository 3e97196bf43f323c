/** Figure 3, click → report: a click on a row until the report's heading and key figures are painted. */
import { coldLoad, cond, FIRST_ROW, msRow, log, repeat, results, RUNS, signIn, stats, timed } from '../harness.mjs'

export async function run() {
  await signIn('shop-seller')
  log(`fig 3: click a report row → header and key figures, ${RUNS} runs (cold load of /index/1 first)`)
  const values = await repeat('click → report', RUNS, async () => {
    const { tab } = await coldLoad('/index/1', cond('row', FIRST_ROW), { keepOpen: true })
    try {
      const link = tab.page.locator('[data-testid="report-list"] a', { hasText: FIRST_ROW }).first()
      return await timed(tab.page, cond('report'), () => link.click())
    } finally {
      await tab.close()
    }
  })
  results.figures.clickToReport = stats(values)
}

export const rows = (f) =>
  f.clickToReport
    ? [msRow('3  click row → report h1 + key figures', f.clickToReport, 'pointerdown → frame with both')]
    : []
