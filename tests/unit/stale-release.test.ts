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

/** A page whose check of the site answers `siteAnswers`; `fileGone` waits until the page has acted on it. */
function pageWhereSiteAnswers(siteAnswers: boolean) {
  const target = new EventTarget()
  const reload = vi.fn()
  const answers = Promise.resolve(siteAnswers)
  reloadOnStaleRelease({ target, reload, reachable: () => answers })
  const fileGone = async (file: string) => {
    missingFile(target, file)
    await answers
  }
  return { reload, fileGone }
}

describe('a page open from before a release', () => {
  it('loads anew when a file it asks for is gone and the site answers, once per missing file', async () => {
    const { reload, fileGone } = pageWhereSiteAnswers(true)
    await fileGone('/assets/menu-old.js')
    expect(reload).toHaveBeenCalledTimes(1)
    // After that reload the same file is still missing: the error stands, no reload loop.
    await fileGone('/assets/menu-old.js')
    expect(reload).toHaveBeenCalledTimes(1)
    // The next release removes another file: one reload again.
    await fileGone('/assets/dialog-old.js')
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('stays when the site cannot be reached: offline, a file cannot be fetched either', async () => {
    const { reload, fileGone } = pageWhereSiteAnswers(false)
    await fileGone('/assets/toasts.js')
    expect(reload).not.toHaveBeenCalled()
  })
})
