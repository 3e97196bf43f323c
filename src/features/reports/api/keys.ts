/**
 * Every query of one template starts with `templateKey`, so an NDA acceptance or a merchant/shop
 * switch refreshes every view of that template at once. Draft previews have their own branch.
 */
export const templateKey = (templateId: number, preview: boolean) => ['reports', templateId, preview ? 'draft' : 'published'] as const
export const allTemplatesKey = (templateId: number) => ['reports', templateId] as const

/**
 * Whose report answers are: a template's published reports or its draft, for the merchant or shop
 * the viewer has chosen (`ownerId`, null for a template whose reports are nobody's in particular).
 * The report calls answer for the viewer's current owner, so the owner is part of their identity:
 * a view never combines two owners' answers.
 */
export type ReportScope = { templateId: number; preview: boolean; ownerId: number | null }

export const reportsKey = ({ templateId, preview, ownerId }: ReportScope) => [...templateKey(templateId, preview), 'owner', ownerId] as const
