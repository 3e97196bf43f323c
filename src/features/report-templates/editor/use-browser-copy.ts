import { useEffect, useMemo, useState } from 'react'
import { useDebouncedCallback, useWindowEvent } from '@mantine/hooks'
import { clearStoredDraft, readStoredDraft, writeStoredDraft } from './draft-storage'
import { sameData, type TemplateFormValues } from './form-model'

/** Typing settles this long before the browser's copy is written; leaving the page writes it at once. */
const BROWSER_COPY_DELAY_MS = 400

/**
 * Unsaved work kept in this browser, so a reload, a crash or a 401 and signing in again loses
 * nothing: written once typing settles, and at once when the page goes away or the editor closes.
 * What this user left unsaved last time is offered back (`restorable`) unless it equals `loaded`,
 * the server's draft.
 */
export function useBrowserCopy(templateId: number, userId: number, loaded: TemplateFormValues) {
  const write = useDebouncedCallback((draft: Parameters<typeof writeStoredDraft>[1]) => writeStoredDraft(templateId, draft), {
    delay: BROWSER_COPY_DELAY_MS,
    flushOnUnmount: true,
  })
  const copy = useMemo(
    () => ({
      write,
      flush: () => write.flush(),
      clear: () => {
        write.cancel()
        clearStoredDraft(templateId)
      },
    }),
    [write, templateId],
  )
  useWindowEvent('pagehide', copy.flush)

  const [stored] = useState(() => readStoredDraft(templateId, userId))
  const [restorable, setRestorable] = useState(() => (stored && !sameData(stored.values, loaded) ? stored : null))
  useEffect(() => {
    if (stored && sameData(stored.values, loaded)) clearStoredDraft(templateId)
  }, [stored, loaded, templateId])

  return { ...copy, restorable, dropRestorable: () => setRestorable(null) }
}
