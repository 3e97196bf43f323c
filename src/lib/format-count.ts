// Counts in the app's two languages, written without `Intl.NumberFormat`: the first number formatter
// a page builds costs 70 to 90 ms on a slow phone, on the first screen, and a translated plural builds
// one for its `#` whether it shows a number or not. Plural rules are cheap to build and stay.

/** A whole number grouped by thousands with commas, as both languages write it: `12,345`. */
export function formatCount(value: number): string {
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** The plural form a count takes in a language: `one` or `other`, the two forms the app's messages have. */
export function pluralForm(locale: string, value: number): 'one' | 'other' {
  return new Intl.PluralRules(locale).select(value) === 'one' ? 'one' : 'other'
}
