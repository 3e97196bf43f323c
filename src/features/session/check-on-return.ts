import type { Session } from './session'

/** Coming back to the page asks who is signed in at most this often. */
export const RECHECK_MS = 5 * 1000

/**
 * Asks the server again who is signed in when the user comes back to a signed-in page: the tab shown
 * again (a page restored from the browser's back-forward cache too). A sign-in as someone else
 * elsewhere (the seller site, which tells no portal tab) is found then: the page becomes that user's
 * and keeps nothing of the one before; a session ended there ends here, without a toast (the user info
 * call is silent): the sign-in page asks to sign in again. A server that cannot be reached changes nothing.
 */
export function checkOnReturn(session: Session, page: Document = document, now = () => performance.now()): void {
  let checkedAt = now()
  page.addEventListener('visibilitychange', () => {
    if (page.visibilityState !== 'visible' || session.getState().status !== 'online') return
    if (now() - checkedAt < RECHECK_MS) return
    checkedAt = now()
    void session.refresh()
  })
}
