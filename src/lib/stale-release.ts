const RELOADED_FOR = 'reloaded-for-missing-file'

/**
 * A page open from before a release asks for files the release removed (Vite's `vite:preloadError`):
 * it loads anew, once per missing file, so the same failure after the reload is not a loop (the part
 * then shows its own failure with a way to try again).
 */
export function reloadOnStaleRelease({
  target = window,
  reload = () => window.location.reload(),
}: { target?: EventTarget; reload?: () => void } = {}) {
  target.addEventListener('vite:preloadError', (event) => {
    const missing = String((event as Event & { payload?: unknown }).payload)
    try {
      if (window.sessionStorage.getItem(RELOADED_FOR) === missing) return
      window.sessionStorage.setItem(RELOADED_FOR, missing)
    } catch {
      // No storage to remember the reload in: no reload, rather than risk a loop.
      return
    }
    event.preventDefault()
    reload()
  })
}
