/** The page's main region: where "Skip to content" and a navigation take the keyboard focus. */
export const MAIN_CONTENT_ID = 'main-content'

/**
 * Moves the keyboard focus to the page's main heading, else to its main region, without scrolling:
 * a screen reader then reads where the person is, and the next Tab goes on from there.
 */
export function focusMainContent(): boolean {
  const target = document.querySelector<HTMLElement>(`#${MAIN_CONTENT_ID} h1`) ?? document.getElementById(MAIN_CONTENT_ID)
  if (!target) return false
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
  return true
}
