/**
 * Where the editor keeps a user's unsaved work in the browser: one `localStorage` entry per user and
 * template. Apart from the copies themselves (`draft-storage.ts`), so that a logout anywhere in the
 * app can remove them without loading the editor's form model.
 */
export const DRAFT_KEY_PREFIX = 'template-draft:'
export const draftStorageKey = (userId: number, templateId: number) => `${DRAFT_KEY_PREFIX}${userId}:${templateId}`

/** The user logged out: nothing they left unsaved stays in this browser. */
export function clearUserDrafts(userId: number): void {
  try {
    const own = `${DRAFT_KEY_PREFIX}${userId}:`
    const keys = Array.from({ length: window.localStorage.length }, (_, index) => window.localStorage.key(index))
    for (const key of keys) if (key?.startsWith(own)) window.localStorage.removeItem(key)
  } catch {
    // Storage blocked: nothing was kept either.
  }
}
