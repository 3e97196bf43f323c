import { useCallback, useEffect, useRef, useState } from 'react'
import { useForm, type UseFormReturnType } from '@mantine/form'
import { useLingui } from '@lingui/react/macro'
import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query'
import { useBlocker } from '@tanstack/react-router'
import { useSession } from '@/features/session/session'
import { errorToastText, isApiError } from '@/lib/errors'
import { showErrorToast, showSuccessToast } from '@/lib/toast'
import { templateDraftQueryOptions } from '../api/get-template'
import { useUpdateTemplate, type TemplateChanges } from '../api/update-template'
import { uploadKey } from '../api/upload-template-file'
import type { Template } from '../schemas'
import {
  sameData,
  templateFormRules,
  toChanges,
  toFormValues,
  withUniqueComponentIds,
  type TemplateFormValues,
} from '../model/form-model'
import { validateWith } from '../model/form-validation'
import { useBrowserCopy } from './draft-storage'
import { revealFirstError, usePublishFlow } from './use-publish-flow'
import { useRemovalUndo } from './use-removal-undo'

export type TemplateForm = UseFormReturnType<TemplateFormValues>
export type DraftSession = ReturnType<typeof useDraftSession>

const validateTemplateForm = validateWith<TemplateFormValues>(templateFormRules)

/** What a save was for: a 409 asks first, then carries on with it. */
type SaveFor = 'save' | 'publish'

/** A save the server refused (409): what it was for, and who saved the draft it holds now, and when, if it says. */
type Conflict = { saveFor: SaveFor; by: string | null; at: number | null }

/**
 * A 409 that is this user's own earlier attempt (its answer was lost and the browser sent it again):
 * the server's draft holds what was sent, saved by this user after the version the save built on.
 * A new NDA gets its id from the server, so NDA ids are not compared.
 */
function isOwnSave(latest: Template, sent: TemplateChanges, username: string | null): boolean {
  const withoutNdaId = (changes: TemplateChanges) => ({
    ...changes,
    updated_at: 0,
    nda: changes.nda && { ...changes.nda, nda_id: null },
  })
  return (
    username !== null &&
    latest.updated_by === username &&
    latest.updated_at > sent.updated_at &&
    sameData(withoutNdaId(toChanges(toFormValues(latest), sent.template_id, 0)), withoutNdaId(sent))
  )
}

/**
 * One edit of a template's draft: the form (uncontrolled) and the one record of what the server holds
 * as far as the edit knows; the save and its 409 conflict (load theirs, or keep mine and save over it);
 * and the guard against leaving with unsaved changes.
 */
export function useDraftSession(template: Template) {
  const { t, i18n } = useLingui()
  const templateId = template.template_id
  const session = useSession()
  const queryClient = useQueryClient()
  const update = useUpdateTemplate()
  // The edit is the work of the user who opened it: their copy, their saves, whoever signs in later.
  const [{ userId, username }] = useState(() => {
    const { user } = session.getState()
    return { userId: user?.id ?? 0, username: user?.username ?? null }
  })

  const [loaded] = useState(() => toFormValues(template))
  /**
   * What the server holds as far as this edit knows, and its `updated_at` (every save builds on it): the form is
   * unsaved while it differs.
   */
  const saved = useRef({ values: loaded, updatedAt: template.updated_at })
  const [dirty, setDirty] = useState(false)
  /** The last save did not reach the server or was refused (not a conflict): it says so until a save succeeds. */
  const [saveFailed, setSaveFailed] = useState(false)
  const [conflict, setConflict] = useState<Conflict | null>(null)
  /** The last save that seemed to fail: the server may have taken it all the same, as a later 409 then shows. */
  const failedSend = useRef<{ sent: TemplateChanges; values: TemplateFormValues } | null>(null)
  const copy = useBrowserCopy(templateId, userId, loaded, { keep: () => session.getState().endedBy !== 'logout' })
  const { write: writeCopy, clear: clearCopy } = copy
  const onValuesChange = useCallback(
    (values: TemplateFormValues) => {
      const unsaved = !sameData(values, saved.current.values)
      setDirty(unsaved)
      if (unsaved) writeCopy({ userId, baseUpdatedAt: saved.current.updatedAt, values })
      else clearCopy()
    },
    [writeCopy, clearCopy, userId],
  )
  const form = useForm<TemplateFormValues>({
    mode: 'uncontrolled',
    initialValues: loaded,
    validate: validateTemplateForm,
    onValuesChange,
  })
  const { getValues } = form
  const isDirty = useCallback(() => !sameData(getValues(), saved.current.values), [getValues])
  const removal = useRemovalUndo(form)
  /** Other values take the edit's place: what the edit could undo is gone with it. */
  const replaceValues = (values: TemplateFormValues) => {
    removal.withdraw()
    form.setValues(values)
  }
  /** The server holds `values` as of `updatedAt`: typing since stays unsaved, kept against the new base. */
  const markSaved = (values: TemplateFormValues, updatedAt: number) => {
    saved.current = { values, updatedAt }
    setSaveFailed(false)
    form.resetDirty(values)
    onValuesChange(form.getValues())
  }
  // A read the user waits on (a save's outcome, a conflict's answer): a failure says so at once, not after retries; the
  // user's next step asks again.
  const latestDraft = () =>
    queryClient.fetchQuery({ ...templateDraftQueryOptions(templateId), staleTime: 0, retry: false })

  /**
   * Validates and saves over the draft of `baseUpdatedAt`: the `updated_at` it is saved as, or null when
   * the form has errors, a 409 now asks (the conflict), or it failed, said in a toast.
   */
  async function save(saveFor: SaveFor = 'save', baseUpdatedAt = saved.current.updatedAt): Promise<number | null> {
    // The browser holds the latest typing before anything is sent: a save cut off by a 401 loses nothing.
    copy.flush()
    if (form.validate().hasErrors) {
      showErrorToast(t`Some fields need attention before saving.`)
      revealFirstError()
      return null
    }
    const values = form.getValues()
    const before = saved.current.values
    const sent = toChanges(values, templateId, baseUpdatedAt)
    let updatedAt: number
    /** The server's draft, once read: after a failed save, and for an NDA's new id. */
    let latest: Template | null = null
    try {
      updatedAt = (await update.mutateAsync(sent)).updated_at
    } catch (error) {
      // The server's draft says what became of the save: its answer may have been lost after the server took it
      // (a failure), or the browser sent it again (a 409). A failed load of it toasts as the query it is.
      latest = await latestDraft().catch(() => null)
      const earlier = failedSend.current
      if (latest && isOwnSave(latest, sent, username)) updatedAt = latest.updated_at
      else if (!isApiError(error) || error.status !== 409) {
        const text = errorToastText(error)
        showErrorToast(typeof text === 'string' ? text : i18n._(text))
        setSaveFailed(true)
        failedSend.current = { sent, values }
        return null
      } else if (latest && earlier && isOwnSave(latest, earlier.sent, username)) {
        // The save that seemed to fail is the one the server holds: this one builds on it.
        failedSend.current = null
        markSaved(earlier.values, latest.updated_at)
        return save(saveFor, latest.updated_at)
      } else {
        // The dialog names nobody when the latest draft could not be loaded.
        setConflict({ saveFor, by: latest?.updated_by ?? null, at: latest?.updated_at ?? null })
        return null
      }
    }
    failedSend.current = null
    markSaved(values, updatedAt)
    // An NDA sent as new or reworded has a new id on the server: the form takes it, so the next save sends the NDA as
    // it now is, and an unchanged one keeps its id (its readers are not asked to accept it again).
    const ndaSent = values.nda_enabled && (values.nda.nda_id === null || !sameData(values.nda, before.nda))
    if (ndaSent && latest?.updated_at !== updatedAt) latest = await latestDraft().catch(() => null)
    const ndaId = ndaSent && latest?.updated_at === updatedAt ? latest.nda?.nda_id : undefined
    if (ndaId !== undefined && ndaId !== values.nda.nda_id) {
      form.setFieldValue('nda.nda_id', ndaId)
      markSaved({ ...values, nda: { ...values.nda, nda_id: ndaId } }, updatedAt)
    }
    return updatedAt
  }
  const publish = usePublishFlow({ form, template, isDirty, save: () => save('publish') })
  // The publish confirmation shows what goes live: no removal is undone under it.
  useEffect(() => {
    if (publish.dialogOpen) removal.withdraw()
  }, [publish.dialogOpen, removal])

  // A failed load of the latest draft toasts as the query it is; the dialog stays open to try again.
  const loadTheirs = useMutation({
    mutationFn: latestDraft,
    meta: { silent: true },
    onSuccess: (latest) => {
      setConflict(null)
      const values = toFormValues(latest)
      replaceValues(values)
      markSaved(values, latest.updated_at)
      showSuccessToast(t`The latest saved draft is loaded.`)
    },
  })
  const keepMine = useMutation({
    mutationFn: async (saveFor: SaveFor) => {
      // Over the save the dialog named: one made since it opened is refused, and the next dialog names it.
      const over = conflict?.at ?? (await latestDraft()).updated_at
      setConflict(null)
      return save(saveFor, over)
    },
    meta: { silent: true },
    onSuccess: (updatedAt, saveFor) => {
      if (updatedAt === null) return
      showSuccessToast(t`Draft saved over the newer version.`)
      // A save over the newer draft, for a publish, carries on with it.
      if (saveFor === 'publish') publish.open()
    },
  })

  const uploading = useIsMutating({ mutationKey: uploadKey }) > 0
  // A file on its way is unsaved work too: it reaches the form, and so a save, only while the editor stays open.
  const hasUnsavedWork = useCallback(
    () => isDirty() || queryClient.isMutating({ mutationKey: uploadKey }) > 0,
    [isDirty, queryClient],
  )
  useEffect(
    () => session.holdUnsavedWork({ isUnsaved: hasUnsavedWork, discard: clearCopy }),
    [session, hasUnsavedWork, clearCopy],
  )
  const blocker = useBlocker({
    // A session that went offline (401) or passed to another user is leaving: the browser keeps the work.
    shouldBlockFn: ({ current, next }) =>
      hasUnsavedWork() && session.getState().user?.id === userId && current.pathname !== next.pathname,
    enableBeforeUnload: hasUnsavedWork,
    withResolver: true,
  })

  return {
    form,
    dirty,
    saving: update.isPending,
    /** A file is uploading: saving waits for it, so that what is saved holds the file. */
    uploading,
    /** Unsaved changes that the last save could not put on the server: they are kept in this browser. */
    notOnServer: saveFailed && dirty,
    /** Removes a component, with an Undo that applies to this edit only. */
    removeComponent: removal.remove,
    /** The Save button: saves and says so. */
    save: async () => (await save()) !== null && showSuccessToast(t`Draft saved.`),
    /** The `updated_at` of the draft the form builds on. */
    savedAt: () => saved.current.updatedAt,
    /** Saves as a step of something else (testing the queries): whether it is saved. */
    saveFirst: async () => (await save()) !== null,
    restore: {
      draft: copy.restorable,
      changedSince: copy.restorable !== null && copy.restorable.baseUpdatedAt !== template.updated_at,
      accept: () => {
        if (!copy.restorable) return
        saved.current = { ...saved.current, updatedAt: copy.restorable.baseUpdatedAt }
        replaceValues(withUniqueComponentIds(copy.restorable.values))
        copy.adopt()
        copy.dropRestorable()
      },
      discard: () => {
        copy.adopt()
        copy.clear()
        copy.dropRestorable()
      },
    },
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
    leave: {
      opened: blocker.status === 'blocked',
      stay: () => blocker.reset?.(),
      discard: () => {
        copy.clear()
        blocker.proceed?.()
      },
      saveAndLeave: async () => {
        if ((await save()) !== null) blocker.proceed?.()
        else blocker.reset?.()
      },
    },
    publish,
  }
}
