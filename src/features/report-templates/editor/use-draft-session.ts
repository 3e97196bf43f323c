import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useForm, type UseFormReturnType } from '@mantine/form'
import { useDebouncedCallback, useWindowEvent } from '@mantine/hooks'
import { useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useBlocker } from '@tanstack/react-router'
import { useSession, useSessionState } from '@/features/session/session'
import { errorToastText, isApiError } from '@/lib/errors'
import { showErrorToast, showSuccessToast } from '@/lib/toast'
import { templateDraftQueryOptions } from '../api/get-template-draft'
import { usePublishTemplateDraft } from '../api/publish-template-draft'
import { useToggleTemplateStatus } from '../api/toggle-template-status'
import { useUpdateTemplate } from '../api/update-template'
import type { Template } from '../schemas'
import { clearStoredDraft, readStoredDraft, writeStoredDraft } from './draft-storage'
import { sameData, templateFormRules, toChanges, toFormValues, type TemplateFormValues } from './form-model'
import { validateWith } from './form-validation'
import { publishProblems } from './publish-checks'

export type TemplateForm = UseFormReturnType<TemplateFormValues>
export type DraftSession = ReturnType<typeof useDraftSession>

/** Typing settles this long before the browser's copy is written; leaving the page writes it at once. */
const BROWSER_COPY_DELAY_MS = 400
/** Publish problems on screen are checked again once typing settles for this long. */
const RECHECK_DELAY_MS = 300

const validateTemplateForm = validateWith<TemplateFormValues>(templateFormRules)
export const msgFixFields = msg`Some fields are not valid: fix the highlighted ones first.`

/** The fields the publish checks read: problems on screen are checked again when one changes. */
const PUBLISH_INPUTS = ['template_name', 'description', 'nda_enabled', 'nda', 'components'] as const

/** What a save was for: a 409 asks first, then carries on with it. */
type Then = 'save' | 'publish'

/** Brings the first field with an error into view (after React has drawn the errors). */
function revealFirstError() {
  window.setTimeout(() => {
    const field = document.querySelector<HTMLElement>('[aria-invalid="true"]')
    field?.scrollIntoView?.({ block: 'center', behavior: 'smooth' })
    field?.focus({ preventScroll: true })
  }, 0)
}

/**
 * Unsaved work kept in this browser, so a reload, a crash or a 401 and signing in again loses
 * nothing: written once typing settles, and at once when the page goes away or the editor closes.
 */
function useBrowserCopy(templateId: number) {
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
  return copy
}

/**
 * One edit of a template's draft: the form (uncontrolled), the server's `updated_at` it builds on,
 * the browser's copy of unsaved work and its restore, save with the 409 conflict (load theirs or keep
 * mine), the publish checks and publish, and the guard against leaving with unsaved changes. Every
 * "busy" state is a mutation's own `isPending`.
 */
export function useDraftSession(template: Template) {
  const { t, i18n } = useLingui()
  const templateId = template.template_id
  const queryClient = useQueryClient()
  const session = useSession()
  const userId = useSessionState().user?.id ?? 0
  const update = useUpdateTemplate()
  const publishDraft = usePublishTemplateDraft()
  const toggleStatus = useToggleTemplateStatus()

  /** The server's `updated_at` of the draft this edit builds on (sent with every save). */
  const baseUpdatedAt = useRef(template.updated_at)
  const [loaded] = useState(() => toFormValues(template))
  /** What the server holds as far as this edit knows: the form is unsaved while it differs. */
  const saved = useRef(loaded)
  const [dirty, setDirty] = useState(false)
  const copy = useBrowserCopy(templateId)
  const onValuesChange = useCallback(
    (values: TemplateFormValues) => {
      const unsaved = !sameData(values, saved.current)
      setDirty(unsaved)
      if (unsaved) copy.write({ userId, baseUpdatedAt: baseUpdatedAt.current, values })
      else copy.clear()
    },
    [copy, userId],
  )
  const form = useForm<TemplateFormValues>({
    mode: 'uncontrolled',
    initialValues: loaded,
    validate: validateTemplateForm,
    onValuesChange,
  })
  const isDirty = () => !sameData(form.getValues(), saved.current)

  // What this user left unsaved last time, offered back unless it equals the server's draft.
  const [stored] = useState(() => readStoredDraft(templateId, userId))
  const [restorable, setRestorable] = useState(() => (stored && !sameData(stored.values, loaded) ? stored : null))
  useEffect(() => {
    if (stored && sameData(stored.values, loaded)) clearStoredDraft(templateId)
  }, [stored, loaded, templateId])

  const [conflict, setConflict] = useState<{ then: Then } | null>(null)
  const [publishOpen, setPublishOpen] = useState(false)
  /** What the publish itself found on the saved draft, when it refused to send it (and when). */
  const [refused, setRefused] = useState<{ problems: MessageDescriptor[]; at: number } | null>(null)
  /** Whom the template is for: its staff, or the sellers. */
  const audience = template.owner_scope === 'staff' ? 'staff' : 'sellers'

  function markSaved(values: TemplateFormValues, updatedAt: number) {
    baseUpdatedAt.current = updatedAt
    saved.current = values
    form.resetDirty(values)
    // Typing during the save stays unsaved, kept against the new base.
    onValuesChange(form.getValues())
  }

  /** Validates and saves; `overwriteAt` saves over a newer draft the user chose to replace. */
  async function save({ then = 'save', overwriteAt }: { then?: Then; overwriteAt?: number } = {}): Promise<boolean> {
    // The browser holds the latest typing before anything is sent: a save cut off by a 401 loses nothing.
    copy.flush()
    if (form.validate().hasErrors) {
      showErrorToast(t`Some fields need attention before saving.`)
      revealFirstError()
      return false
    }
    const values = form.getValues()
    try {
      const answer = await update.mutateAsync(toChanges(values, templateId, overwriteAt ?? baseUpdatedAt.current))
      markSaved(values, answer.updated_at)
      return true
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setConflict({ then })
      } else {
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
      baseUpdatedAt.current = latest.updated_at
      saved.current = values
      form.setValues(values)
      form.resetDirty(values)
      setConflict(null)
      showSuccessToast(t`The latest saved draft is loaded.`)
    },
  })

  const keepMine = useMutation({
    mutationFn: async (then: Then) => {
      const latest = await latestDraft()
      setConflict(null)
      return (await save({ then, overwriteAt: latest.updated_at })) ? then : null
    },
    meta: { silent: true },
    onSuccess: (then) => {
      if (then === null) return
      showSuccessToast(t`Draft saved over the newer version.`)
      if (then === 'publish') setPublishOpen(true)
    },
  })

  /** `ask`: the user asked to publish (no problems: the dialog opens); otherwise a recheck as fields change. */
  const checks = useMutation<MessageDescriptor[], Error, { ask: boolean }>({
    mutationFn: async () => (form.isValid() ? publishProblems(form.getValues(), queryClient) : [msgFixFields]),
    onSuccess: (problems, { ask }) => {
      if (ask && problems.length === 0) setPublishOpen(true)
    },
  })
  const problemsShown = checks.data !== undefined && !(checks.variables?.ask === true && checks.data.length === 0)
  const recheck = useDebouncedCallback(() => {
    if (problemsShown) checks.mutate({ ask: false })
  }, RECHECK_DELAY_MS)
  for (const path of PUBLISH_INPUTS) form.watch(path, recheck)

  const publish = useMutation({
    mutationFn: async (makePublished: boolean) => {
      const alsoStatus = makePublished && template.status === 'unpublished'
      if (isDirty() && !(await save({ then: 'publish' }))) {
        setPublishOpen(false)
        return null
      }
      const outcome = await publishDraft.mutateAsync(templateId)
      setPublishOpen(false)
      checks.reset()
      if (!outcome.published) {
        setRefused({ problems: outcome.problems, at: Date.now() })
        return null
      }
      if (alsoStatus) await toggleStatus.mutateAsync(templateId)
      return alsoStatus
    },
    // Each call's own toast says which one failed; a failed status change leaves the published draft in place.
    meta: { silent: true },
    onSuccess: (alsoStatus) => {
      if (alsoStatus === null) return
      if (!alsoStatus) showSuccessToast(t`The draft is published.`)
      else if (audience === 'staff') showSuccessToast(t`The draft is published and staff can now see the template.`)
      else showSuccessToast(t`The draft is published and sellers can now see the template.`)
    },
  })

  const blocker = useBlocker({
    // A session that went offline (401) is leaving for /login: the browser keeps the work.
    shouldBlockFn: ({ current, next }) =>
      isDirty() && session.getState().status === 'online' && current.pathname !== next.pathname,
    enableBeforeUnload: isDirty,
    withResolver: true,
  })

  return {
    form,
    dirty,
    saving: update.isPending,
    /** The Save button: saves and says so. */
    save: async () => {
      const done = await save()
      if (done) showSuccessToast(t`Draft saved.`)
      return done
    },
    /** Saves as a step of something else (testing the queries). */
    saveFirst: () => save(),
    restore: {
      draft: restorable,
      changedSince: restorable !== null && restorable.baseUpdatedAt !== template.updated_at,
      accept: () => {
        if (!restorable) return
        baseUpdatedAt.current = restorable.baseUpdatedAt
        form.setValues(restorable.values)
        setRestorable(null)
      },
      discard: () => {
        copy.clear()
        setRestorable(null)
      },
    },
    conflict: {
      opened: conflict !== null,
      loadTheirs: () => loadTheirs.mutateAsync(),
      loadingTheirs: loadTheirs.isPending,
      keepMine: () => keepMine.mutateAsync(conflict?.then ?? 'save'),
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
        if (await save()) blocker.proceed?.()
        else blocker.reset?.()
      },
    },
    publish: {
      /** Whom publishing shows the template to: its staff, or the sellers. */
      audience,
      /** Checks first: problems show above the fields, none opens the dialog. */
      ask: () => {
        if (form.validate().hasErrors) revealFirstError()
        setRefused(null)
        return checks.mutateAsync({ ask: true })
      },
      checking: checks.isPending && checks.variables.ask,
      problems: refused?.problems ?? (problemsShown ? (checks.data ?? []) : null),
      /** When the user last asked (or the publish refused): the problems come into view then, not on every recheck. */
      askedAt: refused?.at ?? (checks.isSuccess && checks.variables.ask ? checks.submittedAt : 0),
      dismissProblems: () => {
        setRefused(null)
        checks.reset()
      },
      dialogOpen: publishOpen,
      confirm: (makePublished: boolean) => publish.mutateAsync(makePublished),
      publishing: publish.isPending,
      cancel: () => setPublishOpen(false),
    },
  }
}
