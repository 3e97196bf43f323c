import { useState } from 'react'
import type { UseFormReturnType } from '@mantine/form'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { errorToastText, isApiError } from '@/lib/errors'
import { showErrorToast, showSuccessToast } from '@/lib/toast'
import { templateDraftQueryOptions } from '../api/get-template'
import { useUpdateTemplate, type TemplateChanges } from '../api/update-template'
import type { Template } from '../schemas'
import { sameData, toChanges, toFormValues, type TemplateFormValues } from '../model/form-model'

/** What a save was for: a 409 asks first, then carries on with it. */
export type SaveFor = 'save' | 'publish'

/**
 * What a save came to: the server holds `values` as of `updatedAt`; or the form has errors; or a 409
 * now asks (the conflict); or it failed, said in a toast.
 */
export type SaveResult = { status: 'saved'; values: TemplateFormValues; updatedAt: number } | { status: 'invalid' | 'conflict' | 'failed' }

/** Brings the first field with an error into view (after React has drawn the errors). */
export function revealFirstError() {
  window.setTimeout(() => {
    const field = document.querySelector<HTMLElement>('[aria-invalid="true"]')
    field?.scrollIntoView?.({ block: 'center', behavior: 'smooth' })
    field?.focus({ preventScroll: true })
  }, 0)
}

/**
 * A 409 that is this user's own earlier attempt (its answer was lost and the browser sent it again):
 * the server's draft holds what was sent, saved by this user after the version the save built on.
 * A new NDA gets its id from the server, so NDA ids are not compared.
 */
function isOwnSave(latest: Template, sent: TemplateChanges, username: string | null): boolean {
  const withoutNdaId = (changes: TemplateChanges) => ({ ...changes, updated_at: 0, nda: changes.nda && { ...changes.nda, nda_id: null } })
  return (
    username !== null &&
    latest.updated_by === username &&
    latest.updated_at > sent.updated_at &&
    sameData(withoutNdaId(toChanges(toFormValues(latest), sent.template_id, 0)), withoutNdaId(sent))
  )
}

/** A save the server refused (409): what it was for, and who saved the draft it holds now, and when, if it says. */
type Conflict = { saveFor: SaveFor; by: string | null; at: number | null }

type DraftSaveOptions = {
  form: UseFormReturnType<TemplateFormValues>
  templateId: number
  /** The signed-in user's `username`: a draft the server says they saved may be their own re-sent save. */
  username: string | null
  /** Writes the browser's copy of the latest typing at once. */
  flushCopy: () => void
}

/**
 * Sending the draft, and the 409 conflict: load theirs, or keep mine and save over it. Each says what it
 * came to; what the server holds as far as the edit knows is the caller's to keep.
 */
export function useDraftSave({ form, templateId, username, flushCopy }: DraftSaveOptions) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const update = useUpdateTemplate()
  const [conflict, setConflict] = useState<Conflict | null>(null)
  const latestDraft = () => queryClient.fetchQuery({ ...templateDraftQueryOptions(templateId), staleTime: 0 })

  /** Validates and saves over the draft of `baseUpdatedAt` (the server's `updated_at` this edit builds on). */
  async function save(baseUpdatedAt: number, saveFor: SaveFor = 'save'): Promise<SaveResult> {
    // The browser holds the latest typing before anything is sent: a save cut off by a 401 loses nothing.
    flushCopy()
    if (form.validate().hasErrors) {
      showErrorToast(t`Some fields need attention before saving.`)
      revealFirstError()
      return { status: 'invalid' }
    }
    const values = form.getValues()
    const sent = toChanges(values, templateId, baseUpdatedAt)
    try {
      return { status: 'saved', values, updatedAt: (await update.mutateAsync(sent)).updated_at }
    } catch (error) {
      if (!isApiError(error) || error.status !== 409) {
        const text = errorToastText(error)
        showErrorToast(typeof text === 'string' ? text : i18n._(text))
        return { status: 'failed' }
      }
      // A failed load of the latest draft toasts as the query it is; the dialog then names nobody.
      const latest = await latestDraft().catch(() => null)
      if (latest && isOwnSave(latest, sent, username)) return { status: 'saved', values, updatedAt: latest.updated_at }
      setConflict({ saveFor, by: latest?.updated_by ?? null, at: latest?.updated_at ?? null })
      return { status: 'conflict' }
    }
  }

  // A failed load of the latest draft toasts as the query it is; the dialog stays open to try again.
  const loadTheirs = useMutation({
    mutationFn: latestDraft,
    meta: { silent: true },
    onSuccess: () => {
      setConflict(null)
      showSuccessToast(t`The latest saved draft is loaded.`)
    },
  })

  const keepMine = useMutation({
    mutationFn: async (saveFor: SaveFor) => {
      const latest = await latestDraft()
      setConflict(null)
      return save(latest.updated_at, saveFor)
    },
    meta: { silent: true },
    onSuccess: (result) => result.status === 'saved' && showSuccessToast(t`Draft saved over the newer version.`),
  })

  return {
    save,
    saving: update.isPending,
    conflict: {
      opened: conflict !== null,
      /** What the refused save was for: a save over the newer draft carries on with it. */
      saveFor: conflict?.saveFor ?? 'save',
      /** Who saved the draft the server holds, and when (unix seconds); null when the server does not say. */
      savedBy: conflict?.by ?? null,
      savedAt: conflict?.at ?? null,
      /** The one who saved it is the signed-in user (in another tab or browser). */
      savedBySelf: conflict !== null && conflict.by !== null && conflict.by === username,
      /** Reads their draft, for the edit to continue from. */
      loadTheirs: () => loadTheirs.mutateAsync(),
      loadingTheirs: loadTheirs.isPending,
      /** Saves the edit over their draft. */
      keepMine: () => keepMine.mutateAsync(conflict?.saveFor ?? 'save'),
      keepingMine: keepMine.isPending,
      cancel: () => setConflict(null),
    },
  }
}
