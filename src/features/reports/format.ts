/** One formatter per language, built once: building one (its time zone names) is costly on a slow phone. */
const formatters = new Map<string, Intl.DateTimeFormat>()

/** A unix time in the user's language and time zone, with the zone shown. */
export function formatPublishedAt(seconds: number, locale: string): string {
  let formatter = formatters.get(locale)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
    })
    formatters.set(locale, formatter)
  }
  return formatter.format(new Date(seconds * 1000))
}
