/**
 * Which version of a template a page reads: the published one, or the draft in a staff preview (the route context's
 * `preview`).
 */
export type TemplateScope = { templateId: number; preview: boolean }

/**
 * Every query of one template starts with `templateKey`, so an NDA acceptance or a merchant/shop
 * switch refreshes every view of that template at once. Draft previews have their own branch.
 */
export const templateKey = ({ templateId, preview }: TemplateScope) =>
  ['reports', templateId, preview ? 'draft' : 'published'] as const
export const allTemplatesKey = (templateId: number) => ['reports', templateId] as const

/**
 * Whose report answers are: a template's published reports or its draft, for the merchant or shop the
 * viewer has chosen (`ownerId`, null when the reports are nobody's in particular). The owner is part of
 * their identity, so a view never combines two owners' answers.
 */
export type ReportScope = TemplateScope & { ownerId: number | null }

export const reportsKey = (scope: ReportScope) => [...templateKey(scope), 'owner', scope.ownerId] as const
