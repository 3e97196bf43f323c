/**
 * Every query of one template starts with this key, so a merchant/shop switch or an NDA acceptance
 * refreshes every view of that template at once. Draft previews have their own branch.
 */
export const templateKey = (templateId: number, preview: boolean) => ['reports', templateId, preview ? 'draft' : 'published'] as const
export const allTemplatesKey = (templateId: number) => ['reports', templateId] as const

/**
 * How long an answer fetched for the first screen (early-requests.ts, a route loader) counts as
 * fresh, so the page mounting a moment later shows it instead of asking the server again.
 * Invalidation (NDA accepted, owner switched) still refetches at once.
 */
export const FIRST_SCREEN_FRESH_MS = 5_000
