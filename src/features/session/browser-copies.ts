/**
 * Where the template editor keeps a user's unsaved work in the browser, from any tab: one
 * `localStorage` entry per user and template (the copies: `report-templates/editor/draft-storage.ts`).
 * Apart from them, so a logout anywhere can ask before removing them without loading the editor's code.
 */
export const DRAFT_KEY_PREFIX = 'template-draft:'
export const draftStorageKey = (userId: number, templateId: number) => `${DRAFT_KEY_PREFIX}${userId}:${templateId}`

/** The keys of the copies in this browser: every user's, or one user's (none when storage is blocked). */
export function draftKeys(userId?: number): string[] {
  try {
    const prefix = userId === undefined ? DRAFT_KEY_PREFIX : `${DRAFT_KEY_PREFIX}${userId}:`
    const keys = Array.from({ length: window.localStorage.length }, (_, index) => window.localStorage.key(index))
    return keys.filter((key): key is string => key?.startsWith(prefix) ?? false)
  } catch {
    return []
  }
}

/** Whether the user has unsaved editor work kept in this browser, from this tab or another. */
export const hasUserDrafts = (userId: number): boolean => draftKeys(userId).length > 0

/** The user logged out: nothing they left unsaved stays in this browser. */
export function clearUserDrafts(userId: number): void {
  for (const key of draftKeys(userId)) window.localStorage.removeItem(key)
}
