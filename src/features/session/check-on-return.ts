import type { Session } from './session'

/** Coming back to the page asks who is signed in at most this often. */
export const RECHECK_MS = 5 * 1000

/**
 * A page back from the back-forward cache stays hidden at most this long while the server is asked who is signed in:
 * a server that does not answer by then leaves the page as it was.
 */
export const RESTORE_COVER_MS = 4 * 1000

/**
 * Asks the server again who is signed in when the user comes back to a signed-in page: the tab shown
 * again, the window focused again (a window left visible beside another fires nothing else), a page
 * restored from the browser's back-forward cache. A sign-in as someone else elsewhere (the seller site,
 * which tells no portal tab) is found then: the page becomes that user's and keeps nothing of the one
 * before; a session ended there ends here, without a toast (the user info call is silent): the sign-in
 * page asks to sign in again. A server that cannot be reached changes nothing.
 *
 * A page put in the back-forward cache is hidden as it goes, and shown again on its return once the
 * server has answered and, when someone else (or nobody) is signed in now, the page that leads to has
 * loaded (`settled`): whoever comes back to it on a shared computer sees nothing of the user before.
 */
export function checkOnReturn(
  session: Session,
  {
    page = document,
    view = window,
    now = () => performance.now(),
    settled = () => Promise.resolve(),
  }: { page?: Document; view?: EventTarget; now?: () => number; settled?: () => Promise<unknown> } = {},
): void {
  let checkedAt = now()
  const check = async (always = false) => {
    if (session.getState().status !== 'online' || (!always && now() - checkedAt < RECHECK_MS)) return
    checkedAt = now()
    await session.refresh()
  }
  page.addEventListener('visibilitychange', () => {
    if (page.visibilityState === 'visible') void check()
  })
  view.addEventListener('focus', () => void check())
  const { style } = page.documentElement
  view.addEventListener('pagehide', (event) => {
    if ((event as PageTransitionEvent).persisted && session.getState().status === 'online') style.visibility = 'hidden'
  })
  view.addEventListener('pageshow', (event) => {
    if (!(event as PageTransitionEvent).persisted) return
    const before = session.getState().user?.id
    const answered = check(true).then(() => (session.getState().user?.id === before ? undefined : settled()))
    const cap = new Promise((resolve) => setTimeout(resolve, RESTORE_COVER_MS))
    void Promise.race([answered, cap]).finally(() => style.removeProperty('visibility'))
  })
}
