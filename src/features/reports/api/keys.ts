import type { QueryKey } from '@tanstack/react-query'
import { templateReportsKey } from '@/lib/report-keys'
import type { TemplateScope } from '@/lib/route-params'

/** A template's published reports or, in a staff preview, its draft's: each version is a branch of its own. */
export const templateKey = ({ templateId, preview }: TemplateScope) =>
  [...templateReportsKey(templateId), preview ? 'draft' : 'published'] as const

/**
 * Whose report answers are: a template's published reports or its draft, for the merchant or shop the
 * viewer has chosen (`ownerId`, null when the reports are nobody's in particular). The owner is part of
 * their identity, so a view never combines two owners' answers.
 */
export type ReportScope = TemplateScope & { ownerId: number | null }

export const reportsKey = (scope: ReportScope) => [...templateKey(scope), 'owner', scope.ownerId] as const

/** Whether a query's key is one of the scope's: the same template, version and merchant or shop. */
export const ofScope = (queryKey: QueryKey, scope: ReportScope) =>
  reportsKey(scope).every((part, at) => queryKey[at] === part)
