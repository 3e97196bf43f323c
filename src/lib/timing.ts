/** Typing in a search box settles for this long before the search is made. */
export const SEARCH_DEBOUNCE_MS = 300
