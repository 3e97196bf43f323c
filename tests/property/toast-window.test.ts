import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import { notifications } from '@mantine/notifications'
import { activateLocale } from '@/i18n'
import { clearToastHistory, showErrorToast, TOAST_DEDUPE_MS } from '@/lib/toast'

/**
 * Identical toasts within 500 ms are suppressed. Over any sequence of (text, delay
 * before it), a toast shows exactly when no identical text was *shown* less than 500 ms before.
 */
type Step = { text: string; delay: number }

const step: fc.Arbitrary<Step> = fc.record({
  // Few texts, so that repeats are common; one is the empty string, one differs only in case.
  text: fc.constantFrom(
    'Network error. Please try again later.',
    'Session expired.',
    'session expired.',
    '',
    'Choose a shop first.',
  ),
  // Mostly around the window's edge, sometimes far beyond it.
  delay: fc.oneof(
    fc.integer({ min: 0, max: 2 * TOAST_DEDUPE_MS }),
    fc.constantFrom(0, 1, TOAST_DEDUPE_MS - 1, TOAST_DEDUPE_MS, TOAST_DEDUPE_MS + 1),
    fc.integer({ min: 0, max: 60_000 }),
  ),
})

/** The rule itself, kept apart from the implementation: the time each text was last shown. */
function expectedShown(steps: readonly Step[]): boolean[] {
  const lastShown = new Map<string, number>()
  let now = 0
  return steps.map(({ text, delay }) => {
    now += delay
    const last = lastShown.get(text)
    if (last !== undefined && now - last < TOAST_DEDUPE_MS) return false
    lastShown.set(text, now)
    return true
  })
}

describe('the 500 ms toast window', () => {
  beforeAll(async () => {
    await activateLocale('en-US')
  })
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T00:00:00Z') })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows a toast iff no identical text was shown less than 500 ms before', () => {
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => 'toast')
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 40 }), (steps) => {
        clearToastHistory()
        show.mockClear()
        const shown = steps.map(({ text, delay }) => {
          vi.advanceTimersByTime(delay)
          return showErrorToast(text)
        })
        expect(shown).toEqual(expectedShown(steps))
        // What it says it showed is what reached the screen, with that text.
        expect(show.mock.calls.map(([toast]) => toast.message)).toEqual(
          steps.filter((_, index) => shown[index]).map(({ text }) => text),
        )
      }),
      { numRuns: 1000 },
    )
  })

  it('never drops a text that differs, whatever the timing', () => {
    vi.spyOn(notifications, 'show').mockImplementation(() => 'toast')
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ unit: 'binary', maxLength: 20 }), { minLength: 1, maxLength: 20 }),
        (texts) => {
          clearToastHistory()
          for (const text of texts) expect(showErrorToast(text)).toBe(true)
        },
      ),
    )
  })
})
