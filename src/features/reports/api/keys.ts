/**
 * Every query of one template starts with this key, so a merchant/shop switch or an NDA acceptance
 * refreshes every view of that template at once. Draft previews have their own branch.
 */
export const templateKey = (templateId: number, preview: boolean) => ['reports', templateId, preview ? 'draft' : 'published'] as const
export const allTemplatesKey = (templateId: number) => ['reports', templateId] as const
