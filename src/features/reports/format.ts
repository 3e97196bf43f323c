/** A unix time in the user's language and time zone, with the zone shown. */
export function formatPublishedAt(seconds: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(seconds * 1000))
}
