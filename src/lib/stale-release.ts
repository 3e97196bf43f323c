const RELOADED_FOR = 'reloaded-for-missing-file'

/** Whether the site answers at all (any status): a page that cannot reach it is offline, not out of date. */
const siteAnswers = () =>
  fetch(window.location.href, { method: 'HEAD', cache: 'no-store' }).then(
    () => true,
    () => false,
  )

/**
 * A page open from before a release asks for files the release removed (Vite's `vite:preloadError`): while the site
 * answers, it loads anew, once per missing file, so the same failure after the reload is not a loop. Offline, or with
 * the site out of reach, a file cannot be fetched either: the page stays, and the part that needed the file shows its
 * own failure with a way to try again.
 */
export function reloadOnStaleRelease({
  target = window,
  reload = () => window.location.reload(),
  reachable = siteAnswers,
}: { target?: EventTarget; reload?: () => void; reachable?: () => Promise<boolean> } = {}) {
  target.addEventListener('vite:preloadError', (event) => {
    const missing = String((event as Event & { payload?: unknown }).payload)
    try {
      if (window.sessionStorage.getItem(RELOADED_FOR) === missing) return
    } catch {
      // No storage to remember the reload in: no reload, rather than risk a loop.
      return
    }
    void reachable().then((answers) => {
      if (!answers) return
      try {
        window.sessionStorage.setItem(RELOADED_FOR, missing)
      } catch {
        return
      }
      reload()
    })
  })
}
