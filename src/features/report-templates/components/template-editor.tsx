import '@/components/ui/later-styles'
import { useEffect, useRef, useState } from 'react'
import { Alert, Badge, Button, Group, List, Paper, Stack, Text, Title, Tooltip } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useBlocker, useParams, type ErrorComponentProps } from '@tanstack/react-router'
import { ButtonLink } from '@/components/ui/links'
import { RouteError } from '@/components/ui/route-error'
import { useSession, useSessionState } from '@/features/session/session'
import { errorToastText, isApiError } from '@/lib/errors'
import { showErrorToast, showSuccessToast } from '@/lib/toast'
import { templateDraftQueryOptions } from '../api/get-template-detail'
import { usePublishTemplateDraft } from '../api/publish-template-draft'
import { useToggleTemplateStatus } from '../api/toggle-template-status'
import { useUpdateTemplate } from '../api/update-template'
import {
  clearStoredDraft,
  readStoredDraft,
  writeStoredDraft,
  type StoredDraft,
} from '../editor/draft-storage'
import {
  sameValues,
  templateFormRules,
  toChanges,
  toFormValues,
  type TemplateFormValues,
} from '../editor/form-model'
import { publishProblems } from '../editor/publish-checks'
import { statusLabels } from '../labels'
import type { Template } from '../schemas'
import { ComponentsSection } from './components-section'
import { ConflictDialog, LeaveDialog, PublishDialog, RestoreDialog } from './editor-dialogs'
import { NdaSection } from './nda-section'
import { TemplateBasicsSection } from './template-basics-section'
import { TestQueriesPanel } from './test-queries-panel'

/** The draft could not be loaded: say which, with a Retry. */
export function TemplateEditorError(props: ErrorComponentProps) {
  const { t } = useLingui()
  const { templateId } = useParams({ strict: false })
  return <RouteError {...props} title={t`Template ${templateId} could not be loaded.`} />
}

/** `/template/:templateId`: the draft its route loaded, in the editor. */
export function TemplateEditorScreen({ templateId }: { templateId: number }) {
  const { data } = useSuspenseQuery(templateDraftQueryOptions(templateId))
  return <TemplateEditor template={data} />
}

type Conflict = { then: 'save' | 'publish' } | null

const msgFixFields = msg`Some fields are not valid: fix the highlighted ones first.`
const validateTemplateForm = schemaResolver(templateFormRules, { sync: true })

/** Brings the first field with an error into view (after React has drawn the errors). */
function revealFirstError() {
  window.setTimeout(() => {
    const field = document.querySelector<HTMLElement>('[aria-invalid="true"]')
    field?.scrollIntoView?.({ block: 'center', behavior: 'smooth' })
    field?.focus({ preventScroll: true })
  }, 0)
}

function TemplateEditor({ template }: { template: Template }) {
  const { t, i18n } = useLingui()
  const templateId = template.template_id
  const queryClient = useQueryClient()
  const session = useSession()
  const { user } = useSessionState()
  const userId = user?.id ?? 0
  const update = useUpdateTemplate()
  const publishDraft = usePublishTemplateDraft()
  const toggleStatus = useToggleTemplateStatus()

  /** The server's `updated_at` of the draft this edit started from (sent with every save). */
  const baseUpdatedAt = useRef(template.updated_at)
  const [loadedValues] = useState(() => toFormValues(template))
  const form = useForm<TemplateFormValues>({
    mode: 'controlled',
    initialValues: loadedValues,
    validate: validateTemplateForm,
    onValuesChange: (values) => remember(values),
  })
  const isDirty = () => !sameValues(form.getValues(), form.getInitialValues())

  // Every change is kept in the browser until it is saved; undoing all of it forgets it.
  function remember(values: TemplateFormValues) {
    if (sameValues(values, form.getInitialValues())) clearStoredDraft(templateId)
    else writeStoredDraft(templateId, { userId, baseUpdatedAt: baseUpdatedAt.current, values })
  }

  // What this user left unsaved last time, offered back unless it equals the server's draft.
  const [stored] = useState(() => readStoredDraft(templateId, userId))
  const [restorable, setRestorable] = useState<StoredDraft | null>(() =>
    stored && !sameValues(stored.values, loadedValues) ? stored : null,
  )
  useEffect(() => {
    if (stored && sameValues(stored.values, loadedValues)) clearStoredDraft(templateId)
  }, [stored, loadedValues, templateId])

  const [conflict, setConflict] = useState<Conflict>(null)
  const [saving, setSaving] = useState(false)
  const [problems, setProblems] = useState<MessageDescriptor[]>([])
  const [checking, setChecking] = useState(false)
  const [publishOpen, setPublishOpen] = useState(false)
  const [publishing, setPublishing] = useState(false)
  const problemsRef = useRef<HTMLDivElement>(null)

  const blocker = useBlocker({
    // A session that went offline (401) is leaving for /login: the browser keeps the work.
    shouldBlockFn: ({ current, next }) =>
      isDirty() && session.getState().status === 'online' && current.pathname !== next.pathname,
    enableBeforeUnload: isDirty,
    withResolver: true,
  })

  /** Validates and saves; `overwriteAt` saves over a newer draft the user chose to replace. */
  async function save(options: { then?: 'save' | 'publish'; overwriteAt?: number } = {}): Promise<boolean> {
    const validation = form.validate()
    if (validation.hasErrors) {
      showErrorToast(t`Some fields need attention before saving.`)
      revealFirstError()
      return false
    }
    const values = form.getValues()
    setSaving(true)
    try {
      const saved = await update.mutateAsync(
        toChanges(values, templateId, options.overwriteAt ?? baseUpdatedAt.current),
      )
      baseUpdatedAt.current = saved.updated_at
      form.setInitialValues(values)
      form.resetDirty(values)
      // Typing during the save stays unsaved, kept against the new base; otherwise nothing is left to keep.
      const now = form.getValues()
      if (sameValues(now, values)) clearStoredDraft(templateId)
      else writeStoredDraft(templateId, { userId, baseUpdatedAt: saved.updated_at, values: now })
      return true
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setConflict({ then: options.then ?? 'save' })
      } else {
        const text = errorToastText(error)
        showErrorToast(typeof text === 'string' ? text : i18n._(text))
      }
      return false
    } finally {
      setSaving(false)
    }
  }

  async function saveWithToast(): Promise<boolean> {
    const saved = await save()
    if (saved) showSuccessToast(t`Draft saved.`)
    return saved
  }

  async function latestDraft(): Promise<Template> {
    return queryClient.fetchQuery({ ...templateDraftQueryOptions(templateId), staleTime: 0 })
  }

  async function reloadTheirs() {
    try {
      const latest = await latestDraft()
      const values = toFormValues(latest)
      baseUpdatedAt.current = latest.updated_at
      form.setInitialValues(values)
      form.setValues(values)
      form.resetDirty(values)
      clearStoredDraft(templateId)
      setConflict(null)
      showSuccessToast(t`The latest saved draft is loaded.`)
    } catch {
      // The global toast says why; the dialog stays open to try again.
    }
  }

  async function keepMine() {
    const then = conflict?.then ?? 'save'
    try {
      const latest = await latestDraft()
      setConflict(null)
      const saved = await save({ then, overwriteAt: latest.updated_at })
      if (!saved) return
      showSuccessToast(t`Draft saved over the newer version.`)
      if (then === 'publish') setPublishOpen(true)
    } catch {
      // The global toast says why; the dialog stays open to try again.
    }
  }

  async function checkAndAskToPublish() {
    setProblems([])
    const validation = form.validate()
    if (validation.hasErrors) {
      setProblems([msgFixFields])
      revealFirstError()
      return
    }
    setChecking(true)
    try {
      const found = await publishProblems(form.getValues(), queryClient)
      setProblems(found)
      if (found.length === 0) setPublishOpen(true)
    } finally {
      setChecking(false)
    }
  }

  useEffect(() => {
    // Invalid fields scroll themselves into view; publish problems show at the top.
    if (problems.length > 0 && problems[0] !== msgFixFields) {
      problemsRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' })
    }
  }, [problems])

  async function publish(makePublished: boolean) {
    const alsoStatus = makePublished && template.status === 'unpublished'
    setPublishing(true)
    try {
      if (isDirty() && !(await save({ then: 'publish' }))) {
        setPublishOpen(false)
        return
      }
      await publishDraft.mutateAsync(templateId)
      setPublishOpen(false)
      if (alsoStatus) await toggleStatus.mutateAsync(templateId)
      showSuccessToast(
        alsoStatus ? t`The draft is published and sellers can now see the template.` : t`The draft is published.`,
      )
    } catch {
      // The global toast says which call failed; a failed status change leaves the published draft in place.
    } finally {
      setPublishing(false)
    }
  }

  const dirty = isDirty()
  const canPublish = dirty || template.has_draft

  return (
    <Stack gap="md" pb="xl">
      <Paper
        withBorder
        radius="md"
        p="md"
        pos="sticky"
        top={64}
        shadow="xs"
        style={{ zIndex: 5 }}
        aria-label={t`Template actions`}
        component="section"
      >
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Stack gap={4} miw={0}>
            <Group gap="sm" wrap="nowrap">
              <Title order={2} size="h3">
                <Trans>Edit template</Trans>
              </Title>
              <Text c="dimmed" size="sm">
                #{templateId}
              </Text>
            </Group>
            <Group gap="xs">
              <Badge color={template.status === 'published' ? 'green' : 'gray'} variant="light" tt="none">
                {i18n._(statusLabels[template.status])}
              </Badge>
              {template.has_draft ? (
                <Badge color="amber" variant="light" tt="none">
                  <Trans>Draft waiting</Trans>
                </Badge>
              ) : null}
              {dirty ? (
                <Badge color="orange" variant="dot" tt="none" data-testid="unsaved-badge">
                  <Trans>Unsaved changes</Trans>
                </Badge>
              ) : (
                <Badge color="gray" variant="dot" tt="none">
                  <Trans>All changes saved</Trans>
                </Badge>
              )}
            </Group>
          </Stack>
          <Group gap="sm">
            <ButtonLink to="/preview/$templateId" params={{ templateId }} variant="default">
              <Trans>Preview draft</Trans>
            </ButtonLink>
            <Button variant="default" onClick={() => void saveWithToast()} loading={saving} disabled={!dirty}>
              <Trans>Save draft</Trans>
            </Button>
            <Tooltip
              label={t`Nothing to publish: the published version is up to date.`}
              disabled={canPublish}
              withArrow
            >
              {/* A disabled button gets no pointer events: the wrapper carries the hint. */}
              <span>
                <Button onClick={() => void checkAndAskToPublish()} loading={checking} disabled={!canPublish}>
                  <Trans>Publish draft</Trans>
                </Button>
              </span>
            </Tooltip>
          </Group>
        </Group>
      </Paper>

      {problems.length > 0 ? (
        <Alert
          ref={problemsRef}
          color="red"
          variant="light"
          title={t`The draft cannot be published yet`}
          role="alert"
          withCloseButton
          closeButtonLabel={t`Dismiss`}
          onClose={() => setProblems([])}
        >
          <List size="sm" spacing={4} data-testid="publish-problems">
            {problems.map((problem, index) => (
              <List.Item key={index}>{i18n._(problem)}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}

      <TemplateBasicsSection form={form} />
      <NdaSection form={form} />
      <ComponentsSection form={form} />
      <TestQueriesPanel
        templateId={templateId}
        values={form.values}
        dirty={dirty}
        onSaveFirst={save}
      />

      <RestoreDialog
        draft={restorable}
        changedSince={restorable !== null && restorable.baseUpdatedAt !== template.updated_at}
        onRestore={() => {
          if (!restorable) return
          baseUpdatedAt.current = restorable.baseUpdatedAt
          form.setValues(restorable.values)
          setRestorable(null)
        }}
        onDiscard={() => {
          clearStoredDraft(templateId)
          setRestorable(null)
        }}
      />
      <ConflictDialog
        opened={conflict !== null}
        onReload={reloadTheirs}
        onKeepMine={keepMine}
        onCancel={() => setConflict(null)}
      />
      <LeaveDialog
        opened={blocker.status === 'blocked'}
        saving={saving}
        onStay={() => blocker.reset?.()}
        onDiscard={() => {
          clearStoredDraft(templateId)
          blocker.proceed?.()
        }}
        onSave={async () => {
          if (await save()) blocker.proceed?.()
          else blocker.reset?.()
        }}
      />
      <PublishDialog
        opened={publishOpen}
        dirty={dirty}
        unpublished={template.status === 'unpublished'}
        loading={publishing}
        onConfirm={(makePublished) => void publish(makePublished)}
        onCancel={() => setPublishOpen(false)}
      />
    </Stack>
  )
}

