import { EMBED_VALID_MS } from '../api/get-report-info'
import { addressExpiry, addressView } from './frame-address'
import type { ProbeAnswer } from './frame-probe'

/** A frame in view keeps its address (and what the viewer did in it) until this long before it expires. */
export const RESIGN_BEFORE_EXPIRY_MS = 90_000

/**
 * Why a frame shows no dashboard: nothing loaded in time; its host could not be reached; its answer
 * forbids framing; it was redirected, or its page loaded, and no dashboard started; or the page's policy
 * refused it (its own origin, or the one it was redirected to).
 */
export type Failure =
  | { kind: 'timeout' | 'unreachable' | 'refuses' | 'redirected' | 'silent' }
  | { kind: 'blocked' | 'redirectBlocked'; origin: string }

/** One load of one address in a frame (named by its address), and what the page has learnt of it. */
export type Load = {
  src: string
  /** When the frame was given the address, in milliseconds since the epoch. */
  since: number
  status: 'loading' | 'loaded' | Failure
  /** Whether the frame's `load` event has fired (for the browser's own error pages too). */
  loadFired: boolean
  probe: ProbeAnswer | null
  /** An origin the page's policy refused as a frame while this one loaded: where a redirect may have led. */
  elsewhere: string | null
  /** The height its dashboard reported; a new view starts with the last one's. */
  fit: number | null
}

/** A dashboard's frame: the address it was last given, the load on show and a re-signed copy loading behind it. */
export type EmbedState = {
  given: string
  shown: Load
  behind: Load | null
  /** Re-signed addresses that failed to load behind: not tried again. */
  refused: readonly string[]
}

/**
 * What one load learns: its `load` event, a message or a height of its dashboard, its probe's answer, a refusal of the
 * page's policy, a wait run out.
 */
type LoadEvent = { src: string } & (
  | { type: 'load' | 'message' }
  | { type: 'fit'; height: number }
  | { type: 'probe'; answer: ProbeAnswer }
  | { type: 'policy'; origin: string; own: boolean }
  | { type: 'waited'; loadFired: boolean }
)

export type EmbedEvent =
  LoadEvent | { type: 'address'; src: string; now: number } | { type: 'retry' | 'resign'; now: number }

function newLoad(src: string, since: number, fit: number | null): Load {
  return { src, since, status: 'loading', loadFired: false, probe: null, elsewhere: null, fit }
}

export const startEmbed = (src: string, now: number): EmbedState => ({
  given: src,
  shown: newLoad(src, now, null),
  behind: null,
  refused: [],
})

/**
 * Where one load stands after an event (docs/frames.md, "When a dashboard counts as loaded"): loaded at
 * the dashboard's first message, or at `load` when its readable answer lets the portal frame it; failed
 * when the probe or the page's policy says so (a refusal of its own origin even once loaded: the browser
 * then shows its broken-frame page), or when a wait runs out. Once settled, nothing else changes it.
 */
function learn(load: Load, event: LoadEvent): Load {
  if (event.type === 'fit') return { ...load, fit: event.height }
  if (event.type === 'policy' && event.own) return { ...load, status: { kind: 'blocked', origin: event.origin } }
  if (load.status !== 'loading') return load
  switch (event.type) {
    case 'message':
      return { ...load, status: 'loaded' }
    case 'policy':
      return { ...load, elsewhere: event.origin }
    case 'load':
      return judged({ ...load, loadFired: true })
    case 'probe':
      return judged({ ...load, probe: event.answer })
    case 'waited':
      // A wait that ran out as the load event fired belongs to the wait before it.
      if (event.loadFired !== load.loadFired) return load
      if (!load.loadFired) return { ...load, status: { kind: 'timeout' } }
      if (load.probe !== 'redirected') return { ...load, status: { kind: 'silent' } }
      return {
        ...load,
        status: load.elsewhere ? { kind: 'redirectBlocked', origin: load.elsewhere } : { kind: 'redirected' },
      }
  }
}

/** A load whose probe's answer settles it: framable once its page has loaded, or failed at once. */
function judged(load: Load): Load {
  if (load.probe === 'framable' && load.loadFired) return { ...load, status: 'loaded' }
  if (load.probe === 'unreachable' || load.probe === 'refuses') return { ...load, status: { kind: load.probe } }
  return load
}

/**
 * When to load the address given behind the dashboard on show (ms since the epoch), or null when it is
 * not that view re-signed, or loads or failed there already: at once out of sight, else as the address
 * on show nears its expiry (its own, else when the frame was given it plus the contract's validity).
 */
export function resignAt({ given, shown, behind, refused }: EmbedState, inSight: boolean): number | null {
  if (shown.status !== 'loaded' || given === shown.src || behind?.src === given || refused.includes(given)) return null
  return inSight ? (addressExpiry(shown.src) ?? shown.since + EMBED_VALID_MS) - RESIGN_BEFORE_EXPIRY_MS : 0
}

/**
 * A dashboard's frame, from address to address. Another view (period, owner, filter or language), or a
 * frame with nothing worth keeping (loading or failed), takes a new address at once; the same view
 * re-signed waits (`resignAt`), then loads behind the one on show and replaces it once loaded; a copy
 * behind that fails is dropped, and its address not tried again.
 */
export function embedFrame(state: EmbedState, event: EmbedEvent): EmbedState {
  const { given, shown, behind } = state
  switch (event.type) {
    case 'address':
      if (event.src === given) return state
      if (shown.status === 'loaded' && addressView(event.src) === addressView(shown.src))
        return { ...state, given: event.src }
      return { ...state, given: event.src, shown: newLoad(event.src, event.now, shown.fit), behind: null }
    case 'retry':
      return { ...state, shown: newLoad(given, event.now, shown.fit), behind: null }
    case 'resign':
      return resignAt(state, false) === null ? state : { ...state, behind: newLoad(given, event.now, null) }
  }
  const load = event.src === shown.src ? shown : event.src === behind?.src ? behind : null
  if (load === null) return state
  const next = learn(load, event)
  if (next === load) return state
  if (load === shown) return { ...state, shown: next, behind: typeof next.status === 'object' ? null : behind }
  if (next.status === 'loading') return { ...state, behind: next }
  if (next.status === 'loaded') return { ...state, shown: { ...next, fit: next.fit ?? shown.fit }, behind: null }
  return { ...state, behind: null, refused: [...state.refused, next.src] }
}
