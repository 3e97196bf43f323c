import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import { periodStart } from './periods'
import type { PeriodType } from './vocabulary'

/** Day, month in words, year and a 24-hour clock. */
const DATE_TIME: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
}

/** The platform's formatter of a zone name alone, which Lingui does not offer: one per language. */
const formatters = new Map<string, Intl.DateTimeFormat>()
function zoneFormatter(i18n: I18n): Intl.DateTimeFormat {
  const locales = i18n.locales ?? i18n.locale
  const key = String(locales)
  let format = formatters.get(key)
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(locales, { timeZoneName: 'short' })))
  return format
}

/**
 * A unix time in the reader's language and time zone, the zone after the time as each language
 * writes it: `3 Nov 2026, 10:00 GMT+8` in English, `2026年11月3日 10:00（GMT+8）` in Chinese.
 */
export function formatDateTime(i18n: I18n, seconds: number): string {
  const date = new Date(seconds * 1000)
  const dateTime = i18n.date(date, DATE_TIME)
  const zone =
    zoneFormatter(i18n)
      .formatToParts(date)
      .find((part) => part.type === 'timeZoneName')?.value ?? ''
  return i18n._(msg({ message: `${dateTime} ${zone}`, comment: 'A date and time, then its time zone (GMT+8)' }))
}

// A period names calendar days, not instants: it is read in UTC, whatever the reader's zone.
const UTC_DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }
const UTC_MONTH: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric', timeZone: 'UTC' }
const UTC_DAY_OF_MONTH: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: 'UTC' }
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * A report period in words: a day as its date, a month by name, a week by its code and dates
 * (`2026-W47 · 16–22 Nov`); a key that is not a period of its type (`2026-W99`) is shown as it is.
 */
export function formatPeriod(i18n: I18n, periodType: PeriodType | undefined, period: string): string {
  const first = periodType === undefined ? null : periodStart(periodType, period)
  if (!first) return period
  if (periodType === 'day') return i18n.date(first, UTC_DAY)
  if (periodType === 'month') return i18n.date(first, UTC_MONTH)
  const start = i18n.date(first, UTC_DAY_OF_MONTH)
  const end = i18n.date(new Date(first.getTime() + 6 * DAY_MS), UTC_DAY_OF_MONTH)
  // The platform's range formatter writes Chinese days as numbers (11/16 – 11/22), so the range is a message.
  return i18n._(
    msg({ message: `${period} · ${start} – ${end}`, comment: 'A week: its code, then its first and last day' }),
  )
}
