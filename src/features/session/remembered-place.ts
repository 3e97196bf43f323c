const PLACE_OWNER_KEY = 'report-platform:remembered-place-of'

/**
 * The place `/login?redirect=` remembers belongs to the user whose session expired in this tab (kept
 * per tab, through reloads): another user who signs in there goes to `/`. A logout remembers none.
 */
export function setPlaceOwner(userId: number | null): void {
  try {
    if (userId === null) window.sessionStorage.removeItem(PLACE_OWNER_KEY)
    else window.sessionStorage.setItem(PLACE_OWNER_KEY, String(userId))
  } catch {
    // Storage refused: the place is nobody's, as a shared link is.
  }
}

/** Where a user who has just signed in goes: the remembered place when it is theirs or nobody's, else `/`. */
export function placeAfterSignIn(redirect: string | undefined, userId: number): string {
  let owner: string | null = null
  try {
    owner = window.sessionStorage.getItem(PLACE_OWNER_KEY)
  } catch {
    // Nobody's.
  }
  return redirect && (owner === null || owner === String(userId)) ? redirect : '/'
}
