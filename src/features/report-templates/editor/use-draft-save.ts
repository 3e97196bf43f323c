import { useState, type RefObject } from 'react'
import type { UseFormReturnType } from '@mantine/form'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { errorToastText, isApiError } from '@/lib/errors'
import { showErrorToast, showSuccessToast } from '@/lib/toast'
import { templateDraftQueryOptions } from '../api/get-template-draft'
import { useUpdateTemplate, type TemplateChanges } from '../api/update-template'
import type { Template } from '../schemas'
import { sameData, toChanges, toFormValues, type TemplateFormValues } from './form-model'

/** What a save was for: a 409 asks first, then carries on with it. */
export type SaveFor = 'save' | 'publish'

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
  /** The server's `updated_at` of the draft this edit builds on (sent with every save). */
  baseUpdatedAtRef: RefObject<number>
  /** What the server holds as far as this edit knows. */
  savedRef: RefObject<TemplateFormValues>
  /** Writes the browser's copy of the latest typing at once. */
  flushCopy: () => void
  /** The form's values changed outside typing (a save, a load): the unsaved state follows. */
  onValuesChange: (values: TemplateFormValues) => void
  /** Puts other values in the form in place of the edit's (their version, loaded). */
  replaceValues: (values: TemplateFormValues) => void
  /** A save over a newer draft went through; it was for this. */
  onOverwritten: (saveFor: SaveFor) => void
}

/** Saving the draft, and the 409 conflict: load theirs, or keep mine and save over it. */
export function useDraftSave({
  form,
  templateId,
  username,
  baseUpdatedAtRef,
  savedRef,
  flushCopy,
  onValuesChange,
  replaceValues,
  onOverwritten,
}: DraftSaveOptions) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const update = useUpdateTemplate()
  const [conflict, setConflict] = useState<Conflict | null>(null)
  /** The last save did not reach the server or was refused (not a conflict): it says so until a save succeeds. */
  const [failed, setFailed] = useState(false)

  function markSaved(values: TemplateFormValues, updatedAt: number) {
    setFailed(false)
    baseUpdatedAtRef.current = updatedAt
    savedRef.current = values
    form.resetDirty(values)
    // Typing during the save stays unsaved, kept against the new base.
    onValuesChange(form.getValues())
  }

  /** Validates and saves; `overwriteAt` saves over a newer draft the user chose to replace. */
  async function save({ saveFor = 'save', overwriteAt }: { saveFor?: SaveFor; overwriteAt?: number } = {}): Promise<boolean> {
    // The browser holds the latest typing before anything is sent: a save cut off by a 401 loses nothing.
    flushCopy()
    if (form.validate().hasErrors) {
      showErrorToast(t`Some fields need attention before saving.`)
      revealFirstError()
      return false
    }
    const values = form.getValues()
    const sent = toChanges(values, templateId, overwriteAt ?? baseUpdatedAtRef.current)
    try {
      const answer = await update.mutateAsync(sent)
      markSaved(values, answer.updated_at)
      return true
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        // A failed load of the latest draft toasts as the query it is; the dialog then names nobody.
        const latest = await latestDraft().catch(() => null)
        if (latest && isOwnSave(latest, sent, username)) {
          markSaved(values, latest.updated_at)
          return true
        }
        setConflict({ saveFor, by: latest?.updated_by ?? null, at: latest?.updated_at ?? null })
      } else {
        setFailed(true)
        const text = errorToastText(error)
        showErrorToast(typeof text === 'string' ? text : i18n._(text))
      }
      return false
    }
  }

  const latestDraft = () => queryClient.fetchQuery({ ...templateDraftQueryOptions(templateId), staleTime: 0 })

  // A failed load of the latest draft toasts as the query it is; the dialog stays open to try again.
  const loadTheirs = useMutation({
    mutationFn: latestDraft,
    meta: { silent: true },
    onSuccess: (latest) => {
      const values = toFormValues(latest)
      baseUpdatedAtRef.current = latest.updated_at
      savedRef.current = values
      replaceValues(values)
      form.resetDirty(values)
      setConflict(null)
      setFailed(false)
      showSuccessToast(t`The latest saved draft is loaded.`)
    },
  })

  const keepMine = useMutation({
    mutationFn: async (saveFor: SaveFor) => {
      const latest = await latestDraft()
      setConflict(null)
      return (await save({ saveFor, overwriteAt: latest.updated_at })) ? saveFor : null
    },
    meta: { silent: true },
    onSuccess: (saveFor) => {
      if (saveFor === null) return
      showSuccessToast(t`Draft saved over the newer version.`)
      onOverwritten(saveFor)
    },
  })

  return {
    save,
    saving: update.isPending,
    /** The last save failed: the changes are only in this browser (its copy, written before every save). */
    saveFailed: failed,
    conflict: {
      opened: conflict !== null,
      /** Who saved the draft the server holds, and when (unix seconds); null when the server does not say. */
      savedBy: conflict?.by ?? null,
      savedAt: conflict?.at ?? null,
      /** The one who saved it is the signed-in user (in another tab or browser). */
      savedBySelf: conflict !== null && conflict.by !== null && conflict.by === username,
      loadTheirs: () => loadTheirs.mutateAsync(),
      loadingTheirs: loadTheirs.isPending,
      keepMine: () => keepMine.mutateAsync(conflict?.saveFor ?? 'save'),
      keepingMine: keepMine.isPending,
      cancel: () => setConflict(null),
    },
  }
}
