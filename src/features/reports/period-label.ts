import type { I18n } from '@lingui/core'
import { periodStart } from '@/lib/periods'
import { known, periodTypes } from '@/lib/vocabulary'

const MONTH: Intl.DateTimeFormatOptions = { month: 'short', year: 'numeric', timeZone: 'UTC' }
const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }

/** A period in the reader's words: `Sept 2026` / `2026年9月`, `19 Nov 2026`; a week or an unknown kind as its key. */
export function periodLabel(i18n: I18n, periodType: string, period: string): string {
  const type = known(periodTypes, periodType)
  const start = type === 'month' || type === 'day' ? periodStart(type, period) : null
  if (!start) return period
  return i18n.date(start, type === 'month' ? MONTH : DAY)
}
