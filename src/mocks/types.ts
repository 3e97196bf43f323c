// The stored shapes, apart from the store so that the seed can use them without importing the store.
import type { Filter, ReportRow } from '@/features/reports/schemas'
import type { PublicationStatus } from '@/lib/vocabulary'
import type { Template } from '@/features/report-templates/schemas'

/** One version of a template (published or draft): everything an edit may change. */
export type TemplateVersion = Omit<Template, 'template_id' | 'status' | 'has_draft' | 'filters'>

export type StoredReport = Pick<ReportRow, 'report_period' | 'published_at'>

export interface StoredTemplate {
  template_id: number
  status: PublicationStatus
  /** null until a draft is published for the first time (a newly created template). */
  published: TemplateVersion | null
  /** null when there are no unpublished edits (`has_draft` false). */
  draft: TemplateVersion | null
  updated_by: string
  /** When a draft was last published (unset in the seed). */
  published_at?: number
  /** When the template was last published or unpublished (unset in the seed). */
  status_changed_at?: number
  filters: Filter[]
  reports: StoredReport[]
}
