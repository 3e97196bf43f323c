import type { I18n } from '@lingui/core'

/** Day, month in words, year, a 24-hour clock and the reader's zone (`GMT+8`, `UTC`). */
const DATE_TIME: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
}

/**
 * A unix time in the reader's language and time zone: `3 Nov 2026, 10:00 GMT+8` in English,
 * `2026年11月3日 GMT+8 10:00` in Chinese. Lingui's formatter, built once per language.
 */
export function formatDateTime(i18n: I18n, seconds: number): string {
  return i18n.date(new Date(seconds * 1000), DATE_TIME)
}
