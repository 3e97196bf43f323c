import { useEffect, useEffectEvent, useRef, type RefObject } from 'react'
import { clamp } from '@mantine/hooks'
import { useFrameMessage } from '@/lib/frame-message'
import { z } from '@/lib/zod'

/** A dashboard's fitted height is kept within these, in CSS pixels. */
export const DASHBOARD_MIN_HEIGHT = 100
export const DASHBOARD_MAX_HEIGHT = 10_000
/**
 * A height that goes back to the one before within this long of the last change is a swing; quiet this long ends a
 * hold.
 */
export const SWING_WINDOW_MS = 1_000
/** After this many swings in a row between two heights, the frame holds the larger one. */
const SWINGS_TO_HOLD = 2

/**
 * A Metabase embed's message: its size, `{ metabase: { type: 'frame', frame: { mode, height } } }`
 * (no `height` in `fit` mode), or its address, `{ metabase: { type: 'location', … } }`. A finite height
 * is rounded and kept within the limits; else it is null.
 */
const sizeOrAddress = z.union([
  z.object({ type: z.literal('location') }),
  z.object({ type: z.literal('frame'), frame: z.object({ height: z.catch(z.nullable(z.number()), null) }) }),
])
export const dashboardMessage = z.pipe(
  z.object({ metabase: sizeOrAddress }),
  z.transform(({ metabase }) => {
    const height = metabase.type === 'frame' ? metabase.frame.height : null
    return { height: height === null ? null : Math.round(clamp(height, DASHBOARD_MIN_HEIGHT, DASHBOARD_MAX_HEIGHT)) }
  }),
)

/**
 * Which of the heights a dashboard reports its frame shows. Each new height is shown, except when the
 * heights swing: a height that goes back to the one before, within SWING_WINDOW_MS of the last change,
 * SWINGS_TO_HOLD times in a row. The frame then holds the larger of the two, whatever the dashboard
 * reports of those two, until it reports a third height or goes quiet for SWING_WINDOW_MS (`release`).
 */
export function createHeightSettler() {
  let shown: number | null = null
  let before: number | null = null
  let changedAt = Number.NEGATIVE_INFINITY
  let swings = 0
  let held: readonly [number, number] | null = null
  let latest: number | null = null
  const show = (height: number, now: number) => {
    before = shown
    shown = height
    changedAt = now
    return height
  }
  return {
    /** The height to show for a reported one, or null to keep the one shown. */
    offer(height: number, now: number): number | null {
      latest = height
      if (held) {
        if (held.includes(height)) return null
        held = null
        swings = 0
      }
      if (height === shown) return null
      swings = height === before && now - changedAt <= SWING_WINDOW_MS ? swings + 1 : 0
      if (swings >= SWINGS_TO_HOLD && shown !== null) {
        held = [height, shown]
        const larger = Math.max(height, shown)
        return larger === shown ? null : show(larger, now)
      }
      return show(height, now)
    },
    /** Whether the frame holds a height against a swing. */
    holding: () => held !== null,
    /** Ends a hold: the height to show now (the last reported), or null to keep the one shown. */
    release(now: number): number | null {
      held = null
      swings = 0
      return latest === null || latest === shown ? null : show(latest, now)
    },
  }
}

/**
 * Listens to the dashboard in `frame` (loaded from `src`): `onMessage` at once at each message (even in
 * a hidden tab); `onHeight` at most once per animation frame with the last height, through a height
 * settler, so a flood of size messages costs one small update per frame and a swing stops.
 */
export function useDashboardMessages(
  frame: RefObject<HTMLIFrameElement | null>,
  src: string,
  onMessage: () => void,
  onHeight: (height: number) => void,
) {
  const report = useEffectEvent(onHeight)
  const offer = useRef<(height: number) => void>(() => undefined)
  useEffect(() => {
    const settler = createHeightSettler()
    let latest = 0
    let frameRequest = 0
    let quiet: ReturnType<typeof setTimeout> | undefined
    const show = (height: number | null) => {
      if (height !== null) report(height)
    }
    const flush = () => {
      frameRequest = 0
      show(settler.offer(latest, performance.now()))
      clearTimeout(quiet)
      if (settler.holding()) quiet = setTimeout(() => show(settler.release(performance.now())), SWING_WINDOW_MS)
    }
    offer.current = (height) => {
      latest = height
      frameRequest ||= requestAnimationFrame(flush)
    }
    return () => {
      cancelAnimationFrame(frameRequest)
      clearTimeout(quiet)
    }
  }, [])
  useFrameMessage(frame, src, dashboardMessage, ({ height }) => {
    onMessage()
    if (height !== null) offer.current(height)
  })
}
