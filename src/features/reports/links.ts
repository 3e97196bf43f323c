import { linkOptions } from '@tanstack/react-router'
import type { ReportListSearch } from './search'

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** The report list a report was opened from (its page and range), so "Back to the list" returns to it. */
    listSearch?: ReportListSearch
  }
}

/** Links between the seller screens; in a draft preview every link stays inside `/preview`. */
export function reportLink(preview: boolean, templateId: number, reportPeriod?: string) {
  return preview
    ? linkOptions({ to: '/preview/report/$templateId/{-$reportPeriod}', params: { templateId, reportPeriod } })
    : linkOptions({ to: '/report/$templateId/{-$reportPeriod}', params: { templateId, reportPeriod } })
}

export function reportListLink(preview: boolean, templateId: number) {
  return preview
    ? linkOptions({ to: '/preview/$templateId', params: { templateId } })
    : linkOptions({ to: '/index/{-$templateId}', params: { templateId } })
}
