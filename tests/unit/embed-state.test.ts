import { describe, expect, it } from 'vitest'
import {
  embedFrame,
  resignAt,
  RESIGN_BEFORE_EXPIRY_MS,
  startEmbed,
  type EmbedEvent,
  type EmbedState,
} from '@/features/reports/frames/embed-state'

const SIGNED = '/dashboard?exp=1000&channel=live'
const RESIGNED = '/dashboard?exp=1600&channel=live'
const OTHER_VIEW = '/dashboard?exp=1600&channel=mall'

/** The state after these events, from a frame given SIGNED. */
const after = (events: readonly EmbedEvent[], from: EmbedState = startEmbed(SIGNED, 0)) =>
  events.reduce(embedFrame, from)
/** A frame whose dashboard has sent its first message. */
const loaded = () => after([{ type: 'message', src: SIGNED }])

describe('one load of a dashboard frame', () => {
  it('counts as loaded at its first message, whatever its probe says; fails if the policy refuses its origin', () => {
    const state = after([{ type: 'probe', src: SIGNED, answer: 'unreachable' }], loaded())
    expect(state.shown.status).toBe('loaded')
    expect(
      after([{ type: 'policy', src: SIGNED, origin: 'https://bi.example.com', own: true }], state).shown.status,
    ).toEqual({
      kind: 'blocked',
      origin: 'https://bi.example.com',
    })
  })

  it('counts as loaded, for a readable answer that lets it be framed, once its page has loaded', () => {
    const probed = after([{ type: 'probe', src: SIGNED, answer: 'framable' }])
    expect(probed.shown.status).toBe('loading')
    expect(after([{ type: 'load', src: SIGNED }], probed).shown.status).toBe('loaded')
  })

  it('fails at once when its host cannot be reached or its answer forbids framing', () => {
    expect(after([{ type: 'probe', src: SIGNED, answer: 'unreachable' }]).shown.status).toEqual({ kind: 'unreachable' })
    expect(after([{ type: 'probe', src: SIGNED, answer: 'refuses' }]).shown.status).toEqual({ kind: 'refuses' })
  })

  it('says, when a wait runs out, if nothing loaded, the page loaded without a dashboard, or it was redirected', () => {
    expect(after([{ type: 'waited', src: SIGNED, loadFired: false }]).shown.status).toEqual({ kind: 'timeout' })
    const pageLoaded: EmbedEvent[] = [
      { type: 'probe', src: SIGNED, answer: 'answered' },
      { type: 'load', src: SIGNED },
    ]
    // The time limit that ran out as the page loaded is not the wait after it.
    expect(after([...pageLoaded, { type: 'waited', src: SIGNED, loadFired: false }]).shown.status).toBe('loading')
    expect(after([...pageLoaded, { type: 'waited', src: SIGNED, loadFired: true }]).shown.status).toEqual({
      kind: 'silent',
    })
    const redirected: EmbedEvent[] = [
      { type: 'probe', src: SIGNED, answer: 'redirected' },
      { type: 'load', src: SIGNED },
    ]
    expect(after([...redirected, { type: 'waited', src: SIGNED, loadFired: true }]).shown.status).toEqual({
      kind: 'redirected',
    })
    const refusedThere = { type: 'policy', src: SIGNED, origin: 'https://sso.example.com', own: false } as const
    expect(after([...redirected, refusedThere, { type: 'waited', src: SIGNED, loadFired: true }]).shown.status).toEqual(
      {
        kind: 'redirectBlocked',
        origin: 'https://sso.example.com',
      },
    )
  })
})

describe('a dashboard frame given a new address', () => {
  it('shows another view at once, in a new load, keeping the height its dashboard reported', () => {
    const fitted = after([{ type: 'fit', src: SIGNED, height: 640 }], loaded())
    const state = after([{ type: 'address', src: OTHER_VIEW, now: 5 }], fitted)
    expect(state.shown).toMatchObject({ src: OTHER_VIEW, status: 'loading', since: 5, fit: 640 })
  })

  it('takes the same view re-signed at once while it has nothing worth keeping (loading or failed)', () => {
    expect(after([{ type: 'address', src: RESIGNED, now: 5 }]).shown.src).toBe(RESIGNED)
    const failed = after([{ type: 'probe', src: SIGNED, answer: 'unreachable' }])
    expect(after([{ type: 'address', src: RESIGNED, now: 5 }], failed).shown).toMatchObject({
      src: RESIGNED,
      status: 'loading',
    })
  })

  it('keeps a loaded view until re-signing is due, loads the fresh address behind it, and swaps once it loads', () => {
    const waiting = after([{ type: 'address', src: RESIGNED, now: 5 }], loaded())
    expect(waiting.shown.src).toBe(SIGNED)
    // At once out of sight; in sight, as the address on show nears its expiry.
    expect(resignAt(waiting, false)).toBe(0)
    expect(resignAt(waiting, true)).toBe(1000 * 1000 - RESIGN_BEFORE_EXPIRY_MS)

    const behind = after([{ type: 'resign', now: 6 }], waiting)
    expect(behind.behind).toMatchObject({ src: RESIGNED, status: 'loading' })
    expect(resignAt(behind, false)).toBeNull()
    const swapped = after(
      [
        { type: 'fit', src: RESIGNED, height: 700 },
        { type: 'message', src: RESIGNED },
      ],
      behind,
    )
    expect(swapped.shown).toMatchObject({ src: RESIGNED, status: 'loaded', fit: 700 })
    expect(swapped.behind).toBeNull()
  })

  it('keeps the height on show when the re-signed copy swaps in without having reported one', () => {
    const behind = after(
      [
        { type: 'address', src: RESIGNED, now: 5 },
        { type: 'resign', now: 6 },
        { type: 'fit', src: SIGNED, height: 640 },
      ],
      loaded(),
    )
    expect(after([{ type: 'message', src: RESIGNED }], behind).shown).toMatchObject({ src: RESIGNED, fit: 640 })
  })

  it('drops a re-signed copy that fails behind, and does not try its address again', () => {
    const behind = after(
      [
        { type: 'address', src: RESIGNED, now: 5 },
        { type: 'resign', now: 6 },
      ],
      loaded(),
    )
    const failed = after([{ type: 'probe', src: RESIGNED, answer: 'unreachable' }], behind)
    expect(failed.shown).toBe(behind.shown)
    expect(failed.behind).toBeNull()
    expect(resignAt(failed, false)).toBeNull()
    expect(after([{ type: 'resign', now: 7 }], failed)).toBe(failed)
  })
})
