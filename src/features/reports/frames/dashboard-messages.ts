import { useEffect, useEffectEvent, type RefObject } from 'react'
import { originOf } from './frame-probe'

/** A dashboard's fitted height is kept within these, in CSS pixels. */
export const DASHBOARD_MIN_HEIGHT = 100
export const DASHBOARD_MAX_HEIGHT = 10_000
/** A height that goes back to the one before within this long of the last change is a swing; quiet this long ends a hold. */
export const SWING_WINDOW_MS = 1_000
/** After this many swings in a row between two heights, the frame holds the larger one. */
export const SWINGS_TO_HOLD = 2

/**
 * A message of a Metabase embed: its size, `{ metabase: { type: 'frame', frame: { mode, height } } }`
 * (`height` absent in its `fit` mode), or its address, `{ metabase: { type: 'location', … } }`. The
 * height, when there is one, is a finite number, rounded and kept within the limits. Null for any other
 * message.
 */
export function dashboardMessageFrom(data: unknown): { height: number | null } | null {
  if (typeof data !== 'object' || data === null) return null
  const { metabase } = data as { metabase?: unknown }
  if (typeof metabase !== 'object' || metabase === null) return null
  const { type, frame } = metabase as { type?: unknown; frame?: unknown }
  if (type === 'location') return { height: null }
  if (type !== 'frame' || typeof frame !== 'object' || frame === null) return null
  const { height } = frame as { height?: unknown }
  if (typeof height !== 'number' || !Number.isFinite(height)) return { height: null }
  return { height: Math.round(Math.min(DASHBOARD_MAX_HEIGHT, Math.max(DASHBOARD_MIN_HEIGHT, height))) }
}

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

type DashboardListeners = {
  /** The dashboard's first message: the page in the frame is the dashboard. At once, even in a hidden tab. */
  onFirst: () => void
  /** A height to show: at most once per animation frame, however many messages come. */
  onHeight: (height: number) => void
}

/**
 * Listens to the messages of the dashboard in `frame`: only from that frame's own window and from the
 * origin of its address, since any page may post to this window. Size messages are taken at most once
 * per animation frame (the last one of each), through a height settler, so that a flood of them costs
 * one small update per frame and a swing between two heights stops.
 */
export function useDashboardMessages(frame: RefObject<HTMLIFrameElement | null>, src: string, listeners: DashboardListeners) {
  const first = useEffectEvent(listeners.onFirst)
  const report = useEffectEvent(listeners.onHeight)
  useEffect(() => {
    const origin = originOf(src)
    const settler = createHeightSettler()
    let heard = false
    let pending: number | null = null
    let frameRequest = 0
    let quiet: ReturnType<typeof setTimeout> | undefined
    const flush = () => {
      frameRequest = 0
      if (pending === null) return
      const height = settler.offer(pending, performance.now())
      pending = null
      if (height !== null) report(height)
      clearTimeout(quiet)
      if (settler.holding())
        quiet = setTimeout(() => {
          const released = settler.release(performance.now())
          if (released !== null) report(released)
        }, SWING_WINDOW_MS)
    }
    const onMessage = (event: MessageEvent) => {
      if (event.source === null || event.source !== frame.current?.contentWindow || event.origin !== origin) return
      const message = dashboardMessageFrom(event.data)
      if (!message) return
      if (!heard) {
        heard = true
        first()
      }
      if (message.height === null) return
      pending = message.height
      if (!frameRequest) frameRequest = requestAnimationFrame(flush)
    }
    window.addEventListener('message', onMessage)
    return () => {
      window.removeEventListener('message', onMessage)
      cancelAnimationFrame(frameRequest)
      clearTimeout(quiet)
    }
  }, [frame, src])
}
