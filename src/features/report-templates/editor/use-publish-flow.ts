import { useState } from 'react'
import type { UseFormReturnType } from '@mantine/form'
import { useDebouncedCallback } from '@mantine/hooks'
import { useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { showSuccessToast } from '@/lib/toast'
import type { Template } from '../schemas'
import type { TemplateFormValues } from '../model/form-model'
import { publishProblems } from '../model/publish-checks'
import { usePublishTemplateDraft, type DraftChanged } from '../model/publish-draft'
import { useSetTemplateStatus } from '../model/set-status'

/** Publish problems on screen are checked again once typing settles for this long. */
const RECHECK_DELAY_MS = 300

export const msgFixFields = msg`Some fields are not valid: fix the highlighted ones first.`

/**
 * Brings the first field with an error into view (after React has drawn the errors): not a field marked only as a
 * publish's condition (`data-publish-check`, an unmapped placeholder), which the publish's own list names.
 */
export function revealFirstError() {
  window.setTimeout(() => {
    const field = document.querySelector<HTMLElement>('[aria-invalid="true"]:not([data-publish-check])')
    field?.scrollIntoView?.({ block: 'center', behavior: 'smooth' })
    field?.focus({ preventScroll: true })
  }, 0)
}

/** The fields the publish checks read: problems on screen are checked again when one changes. */
const PUBLISH_INPUTS = ['template_name', 'description', 'nda_enabled', 'nda', 'components'] as const

type PublishFlowOptions = {
  form: UseFormReturnType<TemplateFormValues>
  template: Template
  isDirty: () => boolean
  /** Saves the unsaved changes: the `updated_at` they are saved as, or null when they are not. */
  save: () => Promise<number | null>
}

/** A confirmation of this draft's publish, and what the user saw in it: the draft's `updated_at`. */
type PublishConfirm = { makePublished: boolean; reviewedAt: number }

/**
 * Publishing from the editor: the checks (problems above the fields, rechecked as they change), the
 * confirmation, unsaved changes saved first, and optionally the template published with its draft.
 * Only the draft the confirmation showed goes live, or the user's own save of their changes over it:
 * a draft someone saved in between keeps the dialog open, saying who, with the new comparison.
 */
export function usePublishFlow({ form, template, isDirty, save }: PublishFlowOptions) {
  const { t } = useLingui()
  const templateId = template.template_id
  const queryClient = useQueryClient()
  const publishDraft = usePublishTemplateDraft()
  const setStatus = useSetTemplateStatus()
  /** What the publish itself found on the saved draft, when it refused to send it (and when). */
  const [refused, setRefused] = useState<{ problems: MessageDescriptor[]; at: number } | null>(null)
  const [changed, setChanged] = useState<DraftChanged | null>(null)
  /** The draft this publish saved (its `updated_at`) before sending it. */
  const [savedFor, setSavedFor] = useState<number | null>(null)
  const [dialogOpen, setDialogOpen] = useState(false)
  /** The confirmation opens or closes afresh: nobody has saved over what it shows. */
  const showDialog = (opened: boolean) => {
    setChanged(null)
    setSavedFor(null)
    setDialogOpen(opened)
  }
  /** Whom the template is for once published (its owner scope as the form holds it): its staff, or the sellers. */
  const audience = form.getValues().owner_scope === 'staff' ? 'staff' : 'sellers'

  /** `ask`: the user asked to publish (no problems: the dialog opens); otherwise a recheck as fields change. */
  const checks = useMutation<MessageDescriptor[], Error, { ask: boolean }>({
    mutationFn: async () => (form.isValid() ? publishProblems(form.getValues(), queryClient) : [msgFixFields]),
    onSuccess: (problems, { ask }) => {
      if (ask && problems.length === 0) showDialog(true)
    },
  })
  const problemsShown = checks.data !== undefined && !(checks.variables?.ask === true && checks.data.length === 0)
  const recheck = useDebouncedCallback(() => {
    if (problemsShown) checks.mutate({ ask: false })
  }, RECHECK_DELAY_MS)
  for (const path of PUBLISH_INPUTS) form.watch(path, recheck)

  const publish = useMutation({
    mutationFn: async ({ makePublished, reviewedAt }: PublishConfirm) => {
      const alsoStatus = makePublished && template.status === 'unpublished'
      let sending = reviewedAt
      if (isDirty()) {
        // The save is refused (409, its own dialog) unless it builds on the draft the confirmation showed.
        const savedAt = await save()
        if (savedAt === null) {
          showDialog(false)
          return
        }
        sending = savedAt
        setSavedFor(savedAt)
      }
      const outcome = await publishDraft.mutateAsync({ templateId, reviewedAt: sending })
      if (outcome.kind === 'changed') {
        setChanged(outcome.changed)
        return
      }
      showDialog(false)
      checks.reset()
      if (outcome.kind === 'blocked') {
        setRefused({ problems: outcome.problems, at: Date.now() })
        return
      }
      if (!alsoStatus) {
        showSuccessToast(t`The draft is published.`)
        return
      }
      // The server's answer decides what is said: a template someone else had published in between may now be off.
      const target = { template_id: templateId, template_name: form.getValues().template_name }
      const visible =
        audience === 'staff'
          ? t`The draft is published and staff can now see the template.`
          : t`The draft is published and sellers can now see the template.`
      if ((await setStatus(target, 'published', visible)) !== 'published') showSuccessToast(t`The draft is published.`)
    },
    // Each call's own toast says which one failed; a failed status change leaves the published draft in place.
    meta: { silent: true },
  })

  return {
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
    dialogOpen,
    /** Opens the confirmation (a save over a newer draft, for a publish, carries on with it). */
    open: () => showDialog(true),
    /** Who saved the draft after the dialog showed it, and when: the dialog now shows their draft. */
    changed,
    /** The draft the dialog must show at least (`updated_at`): one saved over what it showed, by someone or by it. */
    atLeast: Math.max(changed?.at ?? 0, savedFor ?? 0) || null,
    confirm: (confirmed: PublishConfirm) => publish.mutateAsync(confirmed),
    publishing: publish.isPending,
    cancel: () => showDialog(false),
  }
}
