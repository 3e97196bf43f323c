type Formatters = { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }

/** One set of formatters per language, built once: building one (its time zone names) is costly on a slow phone. */
const formatters = new Map<string, Formatters>()

function formattersFor(locale: string): Formatters {
  let found = formatters.get(locale)
  if (!found) {
    const english = !locale.startsWith('zh')
    found = {
      // `3 Nov 2026` (day before month, month in words) and `2026年11月3日`: no reader mistakes the day.
      date: new Intl.DateTimeFormat(english ? 'en-GB' : locale, { year: 'numeric', month: english ? 'short' : 'long', day: 'numeric' }),
      time: new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'short' }),
    }
    formatters.set(locale, found)
  }
  return found
}

/**
 * A unix time in the reader's language and time zone, with the zone: `3 Nov 2026, 10:00 GMT+8` in
 * English, `2026年11月3日 10:00 GMT+8` in Chinese.
 */
export function formatDateTime(seconds: number, locale: string): string {
  const { date, time } = formattersFor(locale)
  const when = new Date(seconds * 1000)
  const parts = time.formatToParts(when)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? ''
  const clock = `${part('hour')}:${part('minute')} ${part('timeZoneName')}`
  return locale.startsWith('zh') ? `${date.format(when)} ${clock}` : `${date.format(when)}, ${clock}`
}
