const PLACE_OWNER_KEY = 'report-platform:remembered-place-of'

/**
 * The place `/login?redirect=` remembers belongs to the user signed in in this tab (kept per tab, through
 * reloads), whether the tab met the end of their session or a reload found it ended: another user who
 * signs in there goes to `/`, and the tab's places are theirs from then on. A logout remembers none.
 */
export function setPlaceOwner(userId: number | null): void {
  try {
    if (userId === null) window.sessionStorage.removeItem(PLACE_OWNER_KEY)
    else window.sessionStorage.setItem(PLACE_OWNER_KEY, String(userId))
  } catch {
    // Storage refused: the place is nobody's, as a shared link is.
  }
}

function placeOwner(): string | null {
  try {
    return window.sessionStorage.getItem(PLACE_OWNER_KEY)
  } catch {
    return null
  }
}

/** A page load's user owns the tab's places when nobody did (the tab's first sign-in, or one after a logout). */
export function claimPlaces(userId: number): void {
  if (placeOwner() === null) setPlaceOwner(userId)
}

/** Where a user who has just signed in goes: the remembered place when it is theirs or nobody's, else `/`. */
export function placeAfterSignIn(redirect: string | undefined, userId: number): string {
  const owner = placeOwner()
  setPlaceOwner(userId)
  return redirect && (owner === null || owner === String(userId)) ? redirect : '/'
}
