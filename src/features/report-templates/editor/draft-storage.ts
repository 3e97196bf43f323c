import { z } from '@/lib/zod'
import { templateFormSchema } from './form-model'

/**
 * Unsaved editor state kept in the browser, one entry per template, so a reload, a crash or a 401
 * and sign-in again loses nothing. Only the user who typed it is offered it back.
 */
export const draftStorageKey = (templateId: number) => `template-draft:${templateId}`

const storedDraftSchema = z.object({
  userId: z.number(),
  /** When it was written (ms). */
  savedAt: z.number(),
  /** The server's `updated_at` the edit started from: a save of the restored state still detects a conflict. */
  baseUpdatedAt: z.number(),
  values: templateFormSchema,
})
type StoredDraft = z.infer<typeof storedDraftSchema>

export function readStoredDraft(templateId: number, userId: number): StoredDraft | null {
  try {
    const raw = window.localStorage.getItem(draftStorageKey(templateId))
    if (raw === null) return null
    const parsed = storedDraftSchema.safeParse(JSON.parse(raw))
    return parsed.success && parsed.data.userId === userId ? parsed.data : null
  } catch {
    return null
  }
}

export function writeStoredDraft(templateId: number, draft: Omit<StoredDraft, 'savedAt'>): void {
  try {
    window.localStorage.setItem(draftStorageKey(templateId), JSON.stringify({ ...draft, savedAt: Date.now() }))
  } catch {
    // Storage full or blocked: the leave prompt still guards the work.
  }
}

export function clearStoredDraft(templateId: number): void {
  try {
    window.localStorage.removeItem(draftStorageKey(templateId))
  } catch {
    // Nothing stored, nothing to clear.
  }
}
