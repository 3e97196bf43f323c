import { useCallback, useEffect, useRef, useState } from 'react'
import { useForm, type UseFormReturnType } from '@mantine/form'
import { useLingui } from '@lingui/react/macro'
import { useBlocker } from '@tanstack/react-router'
import { useSession } from '@/features/session/session'
import { showSuccessToast } from '@/lib/toast'

import type { Template } from '../schemas'
import { sameData, templateFormRules, toFormValues, withUniqueComponentIds, type TemplateFormValues } from '../model/form-model'
import { validateWith } from '../model/form-validation'
import { useBrowserCopy } from './use-browser-copy'
import { useDraftSave, type SaveFor, type SaveResult } from './use-draft-save'
import { usePublishFlow } from './use-publish-flow'
import { useRemovalUndo } from './use-removal-undo'

export type TemplateForm = UseFormReturnType<TemplateFormValues>
export type DraftSession = ReturnType<typeof useDraftSession>

const validateTemplateForm = validateWith<TemplateFormValues>(templateFormRules)

/**
 * One edit of a template's draft: the form (uncontrolled) and the one record of what the server holds
 * as far as the edit knows, composed with the browser's copy of unsaved work (`useBrowserCopy`), the
 * save and its conflict (`useDraftSave`), the publish flow (`usePublishFlow`), and the guard against
 * leaving with unsaved changes. The hooks it composes say what came of a save; it takes that in here.
 */
export function useDraftSession(template: Template) {
  const { t } = useLingui()
  const templateId = template.template_id
  const session = useSession()
  // The edit is the work of the user who opened it: their copy, their saves, whoever signs in later.
  const [{ userId, username }] = useState(() => {
    const { user } = session.getState()
    return { userId: user?.id ?? 0, username: user?.username ?? null }
  })

  const [loaded] = useState(() => toFormValues(template))
  /** What the server holds as far as this edit knows, and its `updated_at` (every save builds on it): the form is unsaved while it differs. */
  const saved = useRef({ values: loaded, updatedAt: template.updated_at })
  const [dirty, setDirty] = useState(false)
  /** The last save did not reach the server or was refused (not a conflict): it says so until a save succeeds. */
  const [saveFailed, setSaveFailed] = useState(false)
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
  const settle = (result: SaveResult) => {
    if (result.status === 'saved') markSaved(result.values, result.updatedAt)
    else if (result.status === 'failed') setSaveFailed(true)
    return result
  }

  const draftSave = useDraftSave({ form, templateId, username, flushCopy: copy.flush })
  const save = async (saveFor?: SaveFor) => settle(await draftSave.save(saved.current.updatedAt, saveFor))
  const publish = usePublishFlow({ form, template, isDirty, save })
  const { conflict } = draftSave

  useEffect(() => session.holdUnsavedWork({ isDirty, discard: clearCopy }), [session, isDirty, clearCopy])

  const blocker = useBlocker({
    // A session that went offline (401) or passed to another user is leaving: the browser keeps the work.
    shouldBlockFn: ({ current, next }) => isDirty() && session.getState().user?.id === userId && current.pathname !== next.pathname,
    enableBeforeUnload: isDirty,
    withResolver: true,
  })

  return {
    form,
    dirty,
    saving: draftSave.saving,
    /** Unsaved changes that the last save could not put on the server: they are kept in this browser. */
    notOnServer: saveFailed && dirty,
    /** Removes a component, with an Undo that applies to this edit only. */
    removeComponent: removal.remove,
    /** The Save button: saves and says so. */
    save: async () => (await save()).status === 'saved' && showSuccessToast(t`Draft saved.`),
    /** Saves as a step of something else (testing the queries): whether it is saved. */
    saveFirst: async () => (await save()).status === 'saved',
    restore: {
      draft: copy.restorable,
      changedSince: copy.restorable !== null && copy.restorable.baseUpdatedAt !== template.updated_at,
      accept: () => {
        if (!copy.restorable) return
        saved.current = { ...saved.current, updatedAt: copy.restorable.baseUpdatedAt }
        replaceValues(withUniqueComponentIds(copy.restorable.values))
        copy.dropRestorable()
      },
      discard: () => {
        copy.clear()
        copy.dropRestorable()
      },
    },
    conflict: {
      ...conflict,
      loadTheirs: async () => {
        const latest = await conflict.loadTheirs()
        const values = toFormValues(latest)
        replaceValues(values)
        markSaved(values, latest.updated_at)
      },
      keepMine: async () => {
        const { status } = settle(await conflict.keepMine())
        if (status === 'saved' && conflict.saveFor === 'publish') publish.open()
      },
    },
    leave: {
      opened: blocker.status === 'blocked',
      stay: () => blocker.reset?.(),
      discard: () => {
        copy.clear()
        blocker.proceed?.()
      },
      saveAndLeave: async () => {
        if ((await save()).status === 'saved') blocker.proceed?.()
        else blocker.reset?.()
      },
    },
    publish,
  }
}
