import { describe, expect, it } from 'vitest'
import { createHeightSettler, dashboardMessage, SWING_WINDOW_MS } from '@/features/reports/frames/dashboard-messages'

const dashboardMessageFrom = (data: unknown) => dashboardMessage.safeParse(data).data ?? null

describe("a Metabase embed's messages", () => {
  it('are its size (with a height or, in its fit mode, without) and its address; nothing else', () => {
    expect(dashboardMessageFrom({ metabase: { type: 'frame', frame: { mode: 'normal', height: 640.6 } } })).toEqual({
      height: 641,
    })
    expect(dashboardMessageFrom({ metabase: { type: 'frame', frame: { mode: 'fit' } } })).toEqual({ height: null })
    expect(
      dashboardMessageFrom({ metabase: { type: 'location', location: { pathname: '/embed/dashboard/x' } } }),
    ).toEqual({ height: null })
    for (const other of [
      null,
      'frame',
      { type: 'frame', frame: { height: 600 } },
      { metabase: { type: 'other' } },
      { metabase: { type: 'frame' } },
    ])
      expect(dashboardMessageFrom(other)).toBeNull()
  })
})

describe('the heights a dashboard frame shows', () => {
  it('follow each new height, and a change back and forth once, as a part opened and closed', () => {
    const settler = createHeightSettler()
    expect([600, 600, 900, 600, 1200].map((height, step) => settler.offer(height, step * 16))).toEqual([
      600,
      null,
      900,
      600,
      1200,
    ])
  })

  it('hold the larger of two heights that swing, until a third height or a quiet spell', () => {
    const settler = createHeightSettler()
    const shown = [600, 800, 600, 800, 600, 800, 600].map((height, step) => settler.offer(height, step * 16))
    // The second swing back starts the hold: 800 from then on, whatever of the two comes.
    expect(shown).toEqual([600, 800, 600, 800, null, null, null])
    expect(settler.holding()).toBe(true)
    expect(settler.release(200 + SWING_WINDOW_MS)).toBe(600)
    expect(settler.holding()).toBe(false)

    const again = createHeightSettler()
    for (const [step, height] of [600, 800, 600, 800].entries()) again.offer(height, step * 16)
    expect(again.offer(700, 80)).toBe(700)
    expect(again.holding()).toBe(false)
  })

  it('do not count as a swing a change back long after the last one', () => {
    const settler = createHeightSettler()
    const shown = [600, 800, 600, 800].map((height, step) => settler.offer(height, step * (SWING_WINDOW_MS + 1)))
    expect(shown).toEqual([600, 800, 600, 800])
    expect(settler.holding()).toBe(false)
  })
})
