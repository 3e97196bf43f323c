import { describe, expect, it, vi } from 'vitest'
import { reloadOnStaleRelease } from '@/lib/stale-release'

/** What Vite dispatches when a file a page asks for is gone. */
function missingFile(target: EventTarget, file: string) {
  const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
    payload: new Error(`Unable to preload CSS for ${file}`),
  })
  target.dispatchEvent(event)
  return event
}

describe('a page open from before a release', () => {
  it('loads anew when a file it asks for is gone and the site answers, once per missing file', async () => {
    const target = new EventTarget()
    const reload = vi.fn()
    const answers = Promise.resolve(true)
    reloadOnStaleRelease({ target, reload, reachable: () => answers })
    missingFile(target, '/assets/menu-old.js')
    await answers
    expect(reload).toHaveBeenCalledTimes(1)
    // After that reload the same file is still missing: the error stands, no reload loop.
    missingFile(target, '/assets/menu-old.js')
    await answers
    expect(reload).toHaveBeenCalledTimes(1)
    // The next release removes another file: one reload again.
    missingFile(target, '/assets/dialog-old.js')
    await answers
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('stays when the site cannot be reached: offline, a file cannot be fetched either', async () => {
    const target = new EventTarget()
    const reload = vi.fn()
    const answers = Promise.resolve(false)
    reloadOnStaleRelease({ target, reload, reachable: () => answers })
    missingFile(target, '/assets/toasts.js')
    await answers
    expect(reload).not.toHaveBeenCalled()
  })
})
