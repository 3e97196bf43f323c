const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

const pad = (n: number) => String(n).padStart(2, '0')

/** The reader's offset from UTC at that moment: `GMT+8`, `GMT-3`, `GMT+5:30`, or `UTC`. */
function zoneOf(when: Date): string {
  const offset = -when.getTimezoneOffset()
  if (offset === 0) return 'UTC'
  const hours = Math.floor(Math.abs(offset) / 60)
  const minutes = Math.abs(offset) % 60
  return `GMT${offset > 0 ? '+' : '-'}${hours}${minutes ? `:${pad(minutes)}` : ''}`
}

/**
 * A unix time in the reader's language and time zone, with the zone: `3 Nov 2026, 10:00 GMT+8` in
 * English, `2026年11月3日 10:00 GMT+8` in Chinese. The day comes before the month in words (no
 * reader mistakes it) on a 24-hour clock. Built by hand: an `Intl.DateTimeFormat` with zone names
 * costs tens of milliseconds to build on a slow phone, on the first screen.
 */
export function formatDateTime(seconds: number, locale: string): string {
  const when = new Date(seconds * 1000)
  const clock = `${pad(when.getHours())}:${pad(when.getMinutes())} ${zoneOf(when)}`
  const [year, month, day] = [when.getFullYear(), when.getMonth(), when.getDate()]
  return locale.startsWith('zh') ? `${year}年${month + 1}月${day}日 ${clock}` : `${day} ${MONTHS[month]} ${year}, ${clock}`
}
