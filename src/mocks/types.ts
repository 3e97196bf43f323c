import type { Filter } from '@/features/reports/schemas'
import type { PublicationStatus } from '@/lib/vocabulary'
import type { Template } from '@/features/report-templates/schemas'

/** One version of a template (published or draft): everything an edit may change. */
export type TemplateVersion = Omit<Template, 'template_id' | 'status' | 'has_draft' | 'filters'>

export interface StoredReport {
  report_period: string
  published_at: number
}

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

/** Everything the demo backend changes at run time; static catalogues stay in the fixtures. */
export interface DemoDb {
  templates: StoredTemplate[]
  /** The merchant or shop a user picked for one template, keyed by `${user_id}:${template_id}`. */
  choices: Record<string, { merchant_id?: number; shop_id?: number }>
  /** Entries are `${user_id}:${nda_id}`. */
  acceptedNdas: string[]
  nextNdaId: number
}

/** Where a part of the demo's state is kept between page loads (localStorage in the browser); saving null removes it. */
export interface Persistence {
  load(): string | null
  save(value: string | null): void
}
