import { useEffect, useEffectEvent, type RefObject } from 'react'
import { originOf } from './frame-probe'

/** A dashboard's fitted height is kept within these, in CSS pixels. */
export const DASHBOARD_MIN_HEIGHT = 100
export const DASHBOARD_MAX_HEIGHT = 10_000

/**
 * The height in a Metabase embed's size message, `{ metabase: { type: 'frame', frame: { height } } }`:
 * a finite number, rounded and kept within the limits; null for any other message.
 */
export function dashboardHeightFrom(data: unknown): number | null {
  if (typeof data !== 'object' || data === null) return null
  const { metabase } = data as { metabase?: unknown }
  if (typeof metabase !== 'object' || metabase === null) return null
  const { type, frame } = metabase as { type?: unknown; frame?: unknown }
  if (type !== 'frame' || typeof frame !== 'object' || frame === null) return null
  const { height } = frame as { height?: unknown }
  if (typeof height !== 'number' || !Number.isFinite(height)) return null
  return Math.round(Math.min(DASHBOARD_MAX_HEIGHT, Math.max(DASHBOARD_MIN_HEIGHT, height)))
}

/**
 * Calls `onHeight` with each size message of the dashboard in `frame`: only from that frame's own
 * window and from the origin of its address, since any page may post to this window.
 */
export function useDashboardHeight(frame: RefObject<HTMLIFrameElement | null>, src: string, onHeight: (height: number) => void) {
  const report = useEffectEvent(onHeight)
  useEffect(() => {
    const origin = originOf(src)
    const onMessage = (event: MessageEvent) => {
      if (event.source === null || event.source !== frame.current?.contentWindow || event.origin !== origin) return
      const height = dashboardHeightFrom(event.data)
      if (height !== null) report(height)
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [frame, src])
}
