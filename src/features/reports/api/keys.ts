import type { QueryKey } from '@tanstack/react-query'
import { templateReportsKey } from '@/lib/report-keys'
import type { TemplateScope } from '@/lib/route-params'

/**
 * Every query of one template starts with `templateKey`, so an NDA acceptance or a merchant/shop
 * switch refreshes every view of that template at once. Draft previews have their own branch.
 */
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
