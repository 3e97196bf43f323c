import { useEffect, useMemo, useRef, useState } from 'react'
import { useDebouncedCallback, useWindowEvent } from '@mantine/hooks'
import { z } from '@/lib/zod'
import { draftKeys, draftStorageKey } from '@/features/session/browser-copies'
import { sameData, templateFormSchema, type TemplateFormValues } from '../model/form-model'

/**
 * Unsaved editor state kept in the browser, one entry per user and template, so a reload, a crash or
 * a 401 and sign-in again loses nothing. Each user's entries are theirs alone: never offered to
 * another user, removed when they log out, and forgotten after a week. An editor removes only the
 * entry it wrote or opened with: a save in one tab never drops what another tab keeps unsaved, and an
 * entry whose editor is still open in another tab is not offered back.
 */

/** Typing settles this long before the browser's copy is written; leaving the page writes it at once. */
const BROWSER_COPY_DELAY_MS = 400

/** A copy older than this is stale work nobody came back for: it is removed, not offered. */
export const DRAFT_COPY_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000

const storedDraftSchema = z.object({
  userId: z.number(),
  /** When it was written (ms). */
  savedAt: z.number(),
  /** The server's `updated_at` the edit started from: a save of the restored state still detects a conflict. */
  baseUpdatedAt: z.number(),
  values: templateFormSchema,
  /** The editor that wrote it (one per open editor). */
  writer: z.optional(z.string()),
})
type StoredDraft = z.infer<typeof storedDraftSchema>

/** A stored copy, or null when it is unreadable or of an older format. */
function parseCopy(raw: string | null): StoredDraft | null {
  try {
    const parsed = storedDraftSchema.safeParse(JSON.parse(raw ?? 'null'))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

const templateIdOf = (key: string) => Number(key.slice(key.lastIndexOf(':') + 1))

/**
 * Removes every copy that is unreadable, of an older format, under another user's key, or older than
 * a week. A copy dated later than now (the clock was set back since, or the entry was edited) has an
 * age nobody can know: its week starts now, so it is still offered and still expires.
 */
function removeStaleCopies(): void {
  try {
    const now = Date.now()
    for (const key of draftKeys()) {
      const draft = parseCopy(window.localStorage.getItem(key))
      const stale =
        draft === null ||
        key !== draftStorageKey(draft.userId, templateIdOf(key)) ||
        now - draft.savedAt > DRAFT_COPY_MAX_AGE_MS
      if (stale) window.localStorage.removeItem(key)
      else if (draft.savedAt > now) window.localStorage.setItem(key, JSON.stringify({ ...draft, savedAt: now }))
    }
  } catch {
    // Storage blocked: nothing was kept either.
  }
}

export function readStoredDraft(userId: number, templateId: number): StoredDraft | null {
  removeStaleCopies()
  try {
    const draft = parseCopy(window.localStorage.getItem(draftStorageKey(userId, templateId)))
    return draft?.userId === userId ? draft : null
  } catch {
    return null
  }
}

export function writeStoredDraft(templateId: number, draft: Omit<StoredDraft, 'savedAt'>): void {
  try {
    window.localStorage.setItem(
      draftStorageKey(draft.userId, templateId),
      JSON.stringify({ ...draft, savedAt: Date.now() }),
    )
  } catch {
    // Storage full or blocked: the leave prompt still guards the work.
  }
}

/** The lock an open editor holds while it lives: its copy is no other editor's to offer back. */
const editorLock = (writer: string) => `report-platform:editor:${writer}`
/** The browser's locks, where it has them (every browser the build targets; not a test's page). */
const lockManager = (): LockManager | null => (navigator.locks as LockManager | null | undefined) ?? null

/** Whether the editor that wrote a copy is open now, in this tab or another. */
async function writerOpen(writer: string | undefined): Promise<boolean> {
  const locks = lockManager()
  if (!locks || writer === undefined) return false
  const { held = [] } = await locks.query().catch(() => ({ held: [] }))
  return held.some((lock) => lock.name === editorLock(writer))
}

/** Whether `stored` is `copy` as it was read: written by the same editor at the same moment. */
const isCopy = (stored: StoredDraft | null, copy: StoredDraft | null) =>
  stored !== null && copy !== null && stored.writer === copy.writer && stored.savedAt === copy.savedAt

/** Removes the stored copy when it is `mine`. */
function clearStoredDraft(userId: number, templateId: number, mine: (copy: StoredDraft | null) => boolean): void {
  try {
    const key = draftStorageKey(userId, templateId)
    if (mine(parseCopy(window.localStorage.getItem(key)))) window.localStorage.removeItem(key)
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/**
 * The edit's copy: written once typing settles, and at once when the page goes away or the editor
 * closes. What this user left unsaved last time is offered back (`restorable`) unless it equals
 * `loaded`, the server's draft; taken or discarded, it is `adopt`ed. `keep` says whether typing may
 * still be kept (not once the user logged out).
 */
export function useBrowserCopy(
  templateId: number,
  userId: number,
  loaded: TemplateFormValues,
  { keep }: { keep: () => boolean },
) {
  const [stored] = useState(() => readStoredDraft(userId, templateId))
  const [writer] = useState(() => Math.random().toString(36).slice(2))
  /** The copy it opened with, once taken over (restored or discarded): this editor's to remove too, as it was. */
  const adopted = useRef<StoredDraft | null>(null)
  const write = useDebouncedCallback(
    (draft: Omit<StoredDraft, 'savedAt' | 'writer'>) => {
      if (keep()) writeStoredDraft(templateId, { ...draft, writer })
    },
    { delay: BROWSER_COPY_DELAY_MS, flushOnUnmount: true },
  )
  const copy = useMemo(
    () => ({
      write,
      flush: () => write.flush(),
      clear: () => {
        write.cancel()
        clearStoredDraft(userId, templateId, (copy) => copy?.writer === writer || isCopy(copy, adopted.current))
      },
      adopt: () => {
        adopted.current = stored
      },
    }),
    [write, userId, templateId, writer, stored],
  )
  useWindowEvent('pagehide', copy.flush)
  useEffect(() => {
    let release = () => {}
    const open = new Promise<void>((resolve) => (release = resolve))
    void lockManager()
      ?.request(editorLock(writer), () => open)
      .catch(() => undefined)
    return release
  }, [writer])

  // Offered once, as the editor opens; what another editor still open (another tab) keeps is its own.
  const [restorable, setRestorable] = useState<StoredDraft | null>(null)
  const offered = useRef(false)
  useEffect(() => {
    if (!stored || offered.current || sameData(stored.values, loaded)) return
    offered.current = true
    void writerOpen(stored.writer).then((open) => open || setRestorable(stored))
  }, [stored, loaded])
  useEffect(() => {
    if (stored && sameData(stored.values, loaded)) clearStoredDraft(userId, templateId, (copy) => isCopy(copy, stored))
  }, [stored, loaded, userId, templateId])

  return { ...copy, restorable, dropRestorable: () => setRestorable(null) }
}
