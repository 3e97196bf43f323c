/** The page's main region: where "Skip to content" and a navigation take the keyboard focus. */
export const MAIN_CONTENT_ID = 'main-content'

/**
 * Moves the keyboard focus to the page's main heading, else to its main region, without scrolling:
 * a screen reader then reads where the person is, and the next Tab goes on from there.
 */
export function focusMainContent(): void {
  focusWithoutTabStop(
    document.querySelector<HTMLElement>(`#${MAIN_CONTENT_ID} h1`) ?? document.getElementById(MAIN_CONTENT_ID),
  )
}

/** Gives the keyboard focus to a heading or region without making it a Tab stop, and without scrolling. */
export function focusWithoutTabStop(target: HTMLElement | null): void {
  if (target && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target?.focus({ preventScroll: true })
}

/** The keyboard focus is nowhere: on the document's body, where the next Tab starts from the top. */
export const focusDropped = () => document.activeElement === document.body || document.activeElement === null

/** The dialog `element` is in, if any. */
export const dialogOf = (element: Element) => element.closest<HTMLElement>('[role="dialog"]')

/** Gives the keyboard focus to `dialog` while it is on the page, else to the page's heading. */
export function focusDialogOrMainContent(dialog: HTMLElement | null): void {
  if (dialog?.isConnected) dialog.focus()
  else focusMainContent()
}

/**
 * Keeps the keyboard focus on the page. A focused control that turns disabled makes the browser drop the focus to the
 * body, and the next Tab would start from the top. So a busy button (its request runs) takes the focus back once it is
 * done, unless the focus went elsewhere meanwhile; a control that stays off (a Publish with nothing left to publish)
 * gives it to its dialog, else to the page's heading. Returns the stop function.
 */
export function keepFocusOnThePage(): () => void {
  const settle = (left: HTMLElement) => {
    if (!focusDropped() || !left.isConnected) return
    if (!left.matches(':disabled')) return left.focus()
    focusDialogOrMainContent(dialogOf(left))
  }
  const onFocusOut = (event: FocusEvent) => {
    const left = event.target
    if (event.relatedTarget !== null || !(left instanceof HTMLElement)) return
    requestAnimationFrame(() => {
      if (!focusDropped() || !left.isConnected || !left.matches(':disabled')) return
      if (!left.matches('[data-loading]')) return settle(left)
      const done = new MutationObserver(() => {
        if (left.isConnected && left.matches('[data-loading]')) return
        done.disconnect()
        settle(left)
      })
      done.observe(left, { attributes: true, attributeFilter: ['data-loading', 'disabled'] })
    })
  }
  document.addEventListener('focusout', onFocusOut)
  return () => document.removeEventListener('focusout', onFocusOut)
}
