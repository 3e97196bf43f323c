import { linkOptions, useRouteContext } from '@tanstack/react-router'
import type { ReportListSearch } from './search'

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** The report list a report was opened from (its page and range), so "Back to the list" returns to it. */
    listSearch?: ReportListSearch
  }
}

/** Whether the page is a staff draft preview: the `/preview` layout route says so in the route context. */
export const usePreview = () => useRouteContext({ strict: false, select: (context) => context.preview === true })

const sellerReport = (templateId: number, reportPeriod?: string) =>
  linkOptions({ to: '/report/$templateId/{-$reportPeriod}', params: { templateId, reportPeriod } })
const previewReport = (templateId: number, reportPeriod?: string) =>
  linkOptions({ to: '/preview/report/$templateId/{-$reportPeriod}', params: { templateId, reportPeriod } })
const sellerList = (templateId: number) => linkOptions({ to: '/index/{-$templateId}', params: { templateId } })
const previewList = (templateId: number) => linkOptions({ to: '/preview/$templateId', params: { templateId } })

/** A link to a seller's published reports, and one inside a draft preview: a type apart each, never mixed up. */
export type SellerLink = ReturnType<typeof sellerReport> | ReturnType<typeof sellerList>
export type PreviewLink = ReturnType<typeof previewReport> | ReturnType<typeof previewList>

/**
 * Links between the seller screens; in a draft preview every link stays inside `/preview` (a literal `true` or `false`
 * gives one type).
 */
export const reportLink = <P extends boolean>(preview: P, templateId: number, reportPeriod?: string) =>
  (preview ? previewReport(templateId, reportPeriod) : sellerReport(templateId, reportPeriod)) as P extends true
    ? ReturnType<typeof previewReport>
    : ReturnType<typeof sellerReport>

export const reportListLink = <P extends boolean>(preview: P, templateId: number) =>
  (preview ? previewList(templateId) : sellerList(templateId)) as P extends true
    ? ReturnType<typeof previewList>
    : ReturnType<typeof sellerList>
