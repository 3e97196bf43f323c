import { linkOptions } from '@tanstack/react-router'
import type { ReportListSearch } from './search'

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** The report list a report was opened from (its page and range), so "Back to the list" returns to it. */
    listSearch?: ReportListSearch
  }
}

const sellerReport = (templateId: number, reportPeriod?: string) =>
  linkOptions({ to: '/report/$templateId/{-$reportPeriod}', params: { templateId, reportPeriod } })
const previewReport = (templateId: number, reportPeriod?: string) =>
  linkOptions({ to: '/preview/report/$templateId/{-$reportPeriod}', params: { templateId, reportPeriod } })
const sellerList = (templateId: number) => linkOptions({ to: '/index/{-$templateId}', params: { templateId } })
const previewList = (templateId: number) => linkOptions({ to: '/preview/$templateId', params: { templateId } })

/** A link to a seller's published reports, and one inside a draft preview: a type apart each, never mixed up. */
export type SellerLink = ReturnType<typeof sellerReport> | ReturnType<typeof sellerList>
export type PreviewLink = ReturnType<typeof previewReport> | ReturnType<typeof previewList>

/** Links between the seller screens; in a draft preview every link stays inside `/preview`. */
export function reportLink(preview: true, templateId: number, reportPeriod?: string): ReturnType<typeof previewReport>
export function reportLink(preview: false, templateId: number, reportPeriod?: string): ReturnType<typeof sellerReport>
export function reportLink(preview: boolean, templateId: number, reportPeriod?: string): ReturnType<typeof previewReport | typeof sellerReport>
export function reportLink(preview: boolean, templateId: number, reportPeriod?: string) {
  return preview ? previewReport(templateId, reportPeriod) : sellerReport(templateId, reportPeriod)
}

export function reportListLink(preview: true, templateId: number): ReturnType<typeof previewList>
export function reportListLink(preview: false, templateId: number): ReturnType<typeof sellerList>
export function reportListLink(preview: boolean, templateId: number): ReturnType<typeof previewList | typeof sellerList>
export function reportListLink(preview: boolean, templateId: number) {
  return preview ? previewList(templateId) : sellerList(templateId)
}
