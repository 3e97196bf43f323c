/** Typing in a search box settles for this long before the search is made. */
export const SEARCH_DEBOUNCE_MS = 300

/** How long a toast that can undo an action stays, so the person has time to read it and press Undo. */
export const UNDO_TOAST_MS = 8000
