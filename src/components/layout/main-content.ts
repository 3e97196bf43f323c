/** The page's main region: where "Skip to content" and a navigation take the keyboard focus. */
export const MAIN_CONTENT_ID = 'main-content'

/**
 * Moves the keyboard focus to the page's main heading, else to its main region, without scrolling:
 * a screen reader then reads where the person is, and the next Tab goes on from there.
 */
export function focusMainContent(): void {
  const target =
    document.querySelector<HTMLElement>(`#${MAIN_CONTENT_ID} h1`) ?? document.getElementById(MAIN_CONTENT_ID)
  if (target && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target?.focus({ preventScroll: true })
}

/**
 * Keeps the keyboard focus on the page: when the focused control turns disabled (a Publish with
 * nothing left to publish), the browser drops the focus to the body, and the next Tab would start
 * from the top; the page's heading takes it instead. Returns the stop function.
 */
export function keepFocusOnThePage(): () => void {
  const onFocusOut = (event: FocusEvent) => {
    const left = event.target
    if (event.relatedTarget !== null || !(left instanceof HTMLElement)) return
    requestAnimationFrame(() => {
      if (document.activeElement === document.body && left.isConnected && left.matches(':disabled')) focusMainContent()
    })
  }
  document.addEventListener('focusout', onFocusOut)
  return () => document.removeEventListener('focusout', onFocusOut)
}
