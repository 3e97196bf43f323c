import { useEffect, useMemo, useState } from 'react'
import { useDebouncedCallback, useWindowEvent } from '@mantine/hooks'
import { clearStoredDraft, readStoredDraft, writeStoredDraft } from './draft-storage'
import { sameData, type TemplateFormValues } from '../model/form-model'

/** Typing settles this long before the browser's copy is written; leaving the page writes it at once. */
const BROWSER_COPY_DELAY_MS = 400

/**
 * Unsaved work kept in this browser, so a reload, a crash or a 401 and signing in again loses
 * nothing: written once typing settles, and at once when the page goes away or the editor closes.
 * What this user left unsaved last time is offered back (`restorable`) unless it equals `loaded`,
 * the server's draft. `keep` says whether typing may still be kept (not once the user logged out).
 */
export function useBrowserCopy(templateId: number, userId: number, loaded: TemplateFormValues, { keep }: { keep: () => boolean }) {
  const write = useDebouncedCallback(
    (draft: Parameters<typeof writeStoredDraft>[1]) => {
      if (keep()) writeStoredDraft(templateId, draft)
    },
    { delay: BROWSER_COPY_DELAY_MS, flushOnUnmount: true },
  )
  const copy = useMemo(
    () => ({
      write,
      flush: () => write.flush(),
      clear: () => {
        write.cancel()
        clearStoredDraft(userId, templateId)
      },
    }),
    [write, userId, templateId],
  )
  useWindowEvent('pagehide', copy.flush)

  const [stored] = useState(() => readStoredDraft(userId, templateId))
  const [restorable, setRestorable] = useState(() => (stored && !sameData(stored.values, loaded) ? stored : null))
  useEffect(() => {
    if (stored && sameData(stored.values, loaded)) clearStoredDraft(userId, templateId)
  }, [stored, loaded, userId, templateId])

  return { ...copy, restorable, dropRestorable: () => setRestorable(null) }
}
