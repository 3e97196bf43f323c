import { useCallback, useEffect, useRef, useState } from 'react'
import { useForm, type UseFormReturnType } from '@mantine/form'
import { useLingui } from '@lingui/react/macro'
import { useBlocker } from '@tanstack/react-router'
import { useSession } from '@/features/session/session'
import { showSuccessToast } from '@/lib/toast'

import type { Template } from '../schemas'
import { sameData, templateFormRules, toFormValues, withUniqueComponentIds, type TemplateFormValues } from './form-model'
import { validateWith } from './form-validation'
import { useBrowserCopy } from './use-browser-copy'
import { useDraftSave } from './use-draft-save'
import { usePublishFlow } from './use-publish-flow'
import { useRemovalUndo } from './use-removal-undo'

export type TemplateForm = UseFormReturnType<TemplateFormValues>
export type DraftSession = ReturnType<typeof useDraftSession>

const validateTemplateForm = validateWith<TemplateFormValues>(templateFormRules)

/**
 * One edit of a template's draft: the form (uncontrolled) and whether it is saved, composed with the
 * browser's copy of unsaved work (`useBrowserCopy`), the save and its conflict (`useDraftSave`), the
 * publish flow (`usePublishFlow`), and the guard against leaving with unsaved changes.
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

  const baseUpdatedAt = useRef(template.updated_at)
  const [loaded] = useState(() => toFormValues(template))
  /** What the server holds as far as this edit knows: the form is unsaved while it differs. */
  const saved = useRef(loaded)
  const [dirty, setDirty] = useState(false)
  const copy = useBrowserCopy(templateId, userId, loaded, { keep: () => session.getState().endedBy !== 'logout' })
  const { write: writeCopy, clear: clearCopy } = copy
  const onValuesChange = useCallback(
    (values: TemplateFormValues) => {
      const unsaved = !sameData(values, saved.current)
      setDirty(unsaved)
      if (unsaved) writeCopy({ userId, baseUpdatedAt: baseUpdatedAt.current, values })
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
  const isDirty = () => !sameData(getValues(), saved.current)
  const removal = useRemovalUndo(form)
  /** Other values take the edit's place: what the edit could undo is gone with it. */
  const replaceValues = (values: TemplateFormValues) => {
    removal.withdraw()
    form.setValues(values)
  }

  const [publishOpen, setPublishOpen] = useState(false)
  const { save, saving, saveFailed, conflict } = useDraftSave({
    form,
    templateId,
    username,
    baseUpdatedAtRef: baseUpdatedAt,
    savedRef: saved,
    flushCopy: copy.flush,
    onValuesChange,
    replaceValues,
    onOverwritten: (saveFor) => saveFor === 'publish' && setPublishOpen(true),
  })
  const publish = usePublishFlow({
    form,
    template,
    isDirty,
    save,
    savedAt: () => baseUpdatedAt.current,
    dialog: { opened: publishOpen, setOpened: setPublishOpen },
  })

  useEffect(() => session.holdUnsavedWork({ isDirty: () => !sameData(getValues(), saved.current), discard: clearCopy }), [session, getValues, clearCopy])

  const blocker = useBlocker({
    // A session that went offline (401) or passed to another user is leaving: the browser keeps the work.
    shouldBlockFn: ({ current, next }) => isDirty() && session.getState().user?.id === userId && current.pathname !== next.pathname,
    enableBeforeUnload: isDirty,
    withResolver: true,
  })

  return {
    form,
    dirty,
    saving,
    /** Unsaved changes that the last save could not put on the server: they are kept in this browser. */
    notOnServer: saveFailed && dirty,
    /** Removes a component, with an Undo that applies to this edit only. */
    removeComponent: removal.remove,
    /** The Save button: saves and says so. */
    save: async () => {
      const done = await save()
      if (done) showSuccessToast(t`Draft saved.`)
      return done
    },
    /** Saves as a step of something else (testing the queries). */
    saveFirst: () => save(),
    restore: {
      draft: copy.restorable,
      changedSince: copy.restorable !== null && copy.restorable.baseUpdatedAt !== template.updated_at,
      accept: () => {
        if (!copy.restorable) return
        baseUpdatedAt.current = copy.restorable.baseUpdatedAt
        replaceValues(withUniqueComponentIds(copy.restorable.values))
        copy.dropRestorable()
      },
      discard: () => {
        copy.clear()
        copy.dropRestorable()
      },
    },
    conflict,
    leave: {
      opened: blocker.status === 'blocked',
      stay: () => blocker.reset?.(),
      discard: () => {
        copy.clear()
        blocker.proceed?.()
      },
      saveAndLeave: async () => {
        if (await save()) blocker.proceed?.()
        else blocker.reset?.()
      },
    },
    publish,
  }
}
