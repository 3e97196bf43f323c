import { useState } from 'react'
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { ActionButton } from '@/components/ui/action-button'
import { Dialog } from '@/components/ui/dialog'
import { formatDateTime } from '@/lib/format-date'
import type { DraftSession } from '../editor/use-draft-session'
import { toChanges, type TemplateFormValues } from '../model/form-model'
import { usePublishReview, withUnsavedChanges } from '../model/publish-review'
import { DraftChangedNotice, PublishDiff } from './publish-diff'

const noop = () => undefined

/** The edit session's questions: restore kept work, a save conflict, leaving, publishing. */
export function EditorDialogs({
  templateId,
  draft,
  unpublished,
}: {
  templateId: number
  draft: DraftSession
  unpublished: boolean
}) {
  const { t } = useLingui()
  const { publish } = draft
  return (
    <>
      <RestoreDialog restore={draft.restore} />
      <ConflictDialog conflict={draft.conflict} />
      <LeaveDialog leave={draft.leave} saving={draft.saving} uploading={draft.uploading} />
      {/* The last question before the draft goes live; unsaved changes are saved first. */}
      <Dialog
        opened={publish.dialogOpen}
        onClose={publish.publishing ? noop : publish.cancel}
        title={t`Publish the draft?`}
      >
        <PublishQuestion
          templateId={templateId}
          publish={publish}
          unsavedValues={draft.dirty ? draft.form.getValues() : null}
          editedFrom={draft.savedAt()}
          unpublished={unpublished}
        />
      </Dialog>
    </>
  )
}

/** A 409 on save: someone saved after this edit began. Never overwrite without asking. */
function ConflictDialog({ conflict }: { conflict: DraftSession['conflict'] }) {
  const { t, i18n } = useLingui()
  const busy = conflict.loadingTheirs || conflict.keepingMine
  const { savedBy: name, savedAt } = conflict
  const when = savedAt === null ? '' : formatDateTime(i18n, savedAt)
  return (
    <Dialog
      opened={conflict.opened}
      onClose={busy ? noop : conflict.cancel}
      title={
        conflict.savedBySelf
          ? t`You saved this template elsewhere`
          : name
            ? t`${name} saved this template`
            : t`Someone else saved this template`
      }
      size="lg"
    >
      <Stack gap="md">
        <Text size="sm">
          {conflict.savedBySelf ? (
            <Trans>
              You saved other changes to this draft at {when}, in another tab or browser, after you started editing
              here. The changes here are not saved yet.
            </Trans>
          ) : name && savedAt !== null ? (
            <Trans>
              {name} saved the draft at {when}, after you started editing. Your changes are not saved yet.
            </Trans>
          ) : (
            <Trans>
              The draft was saved by someone else after you started editing. Your changes are not saved yet.
            </Trans>
          )}
        </Text>
        <Text size="sm">
          {conflict.savedBySelf ? (
            <Trans>
              Load the version you saved there to continue from it (the changes here are discarded), or keep the version
              here and save it over that one (the changes saved there are lost).
            </Trans>
          ) : (
            <Trans>
              Load their version to continue from it (your changes here are discarded), or keep your version and save it
              over theirs (their changes are lost).
            </Trans>
          )}
        </Text>
        <Group justify="flex-end" gap="sm">
          {/* Cancel loses nothing: the changes stay here, unsaved, and Enter takes that way. */}
          <Button variant="default" onClick={conflict.cancel} disabled={busy} data-autofocus>
            <Trans>Cancel</Trans>
          </Button>
          <ActionButton
            variant="light"
            onClick={conflict.loadTheirs}
            loading={conflict.loadingTheirs}
            disabled={conflict.keepingMine}
          >
            {conflict.savedBySelf ? <Trans>Load the version saved there</Trans> : <Trans>Load their version</Trans>}
          </ActionButton>
          <ActionButton
            color="red"
            onClick={conflict.keepMine}
            loading={conflict.keepingMine}
            disabled={conflict.loadingTheirs}
          >
            {conflict.savedBySelf ? (
              <Trans>Keep this version and overwrite</Trans>
            ) : (
              <Trans>Keep mine and overwrite</Trans>
            )}
          </ActionButton>
        </Group>
      </Stack>
    </Dialog>
  )
}

/** Leaving the editor (another page of the app) with unsaved changes, or a file uploading, which a save waits for. */
function LeaveDialog({
  leave,
  saving,
  uploading,
}: {
  leave: DraftSession['leave']
  saving: boolean
  uploading: boolean
}) {
  const { t } = useLingui()
  return (
    <Dialog opened={leave.opened} onClose={saving ? noop : leave.stay} title={t`Leave with unsaved changes?`}>
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            Your changes to this template are not saved. The draft preview and other pages show only saved work.
          </Trans>
        </Text>
        {uploading ? (
          <Text size="sm" c="dimmed" role="status">
            <Trans>Uploading the file…</Trans>
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={leave.stay} disabled={saving} data-autofocus>
            <Trans>Stay</Trans>
          </Button>
          <Button variant="light" color="red" onClick={leave.discard} disabled={saving}>
            <Trans>Discard changes and leave</Trans>
          </Button>
          <ActionButton onClick={leave.saveAndLeave} loading={saving || uploading}>
            <Trans>Save and leave</Trans>
          </ActionButton>
        </Group>
      </Stack>
    </Dialog>
  )
}

/** Unsaved work found in this browser (a reload, a crash, a sign-in again): restore or discard it. */
function RestoreDialog({ restore }: { restore: DraftSession['restore'] }) {
  const { t, i18n } = useLingui()
  const { draft } = restore
  const when = draft ? formatDateTime(i18n, Math.floor(draft.savedAt / 1000)) : ''
  return (
    <Dialog
      opened={draft !== null}
      onClose={noop}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={t`Restore unsaved changes?`}
    >
      <Stack gap="md">
        <Text size="sm">
          <Trans>This browser kept changes to this template that were not saved (last edited {when}).</Trans>
        </Text>
        {restore.changedSince ? (
          <Text size="sm" c="orange.9">
            <Trans>
              The template has been saved again since then. If you restore, saving will ask whether to overwrite the
              newer version.
            </Trans>
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={restore.discard}>
            <Trans>Discard them</Trans>
          </Button>
          {/* Restoring loses nothing (Discard would): Enter restores. */}
          <Button onClick={restore.accept} data-autofocus>
            <Trans>Restore my changes</Trans>
          </Button>
        </Group>
      </Stack>
    </Dialog>
  )
}

type PublishQuestionProps = {
  templateId: number
  publish: DraftSession['publish']
  /** The editor's values when they are not saved: they are saved first, then published. */
  unsavedValues: TemplateFormValues | null
  /** The `updated_at` of the draft the editor's values build on. */
  editedFrom: number
  unpublished: boolean
}

/**
 * The publish dialog's content, mounted each time it opens: it reads both versions again, and publishes
 * the draft it shows, with the unsaved changes it shows over it.
 */
function PublishQuestion({ templateId, publish, unsavedValues, editedFrom, unpublished }: PublishQuestionProps) {
  const { t } = useLingui()
  const [makePublished, setMakePublished] = useState(true)
  const { review: saved, reviewedAt } = usePublishReview(templateId, publish.atLeast)
  const dirty = unsavedValues !== null
  const review =
    saved.state === 'shown' && unsavedValues
      ? {
          ...saved,
          draft: withUnsavedChanges(saved.draft, toChanges(unsavedValues, templateId, saved.draft.updated_at)),
        }
      : saved
  return (
    <Stack gap="md">
      {publish.changed ? (
        <DraftChangedNotice change={publish.changed} />
      ) : saved.state === 'shown' && !dirty && saved.draft.updated_at !== editedFrom ? (
        // Saved elsewhere since the editor opened: what is published is that draft, not what the editor shows.
        <DraftChangedNotice change={{ by: saved.draft.updated_by ?? null, at: saved.draft.updated_at }} sinceOpened />
      ) : null}
      <Text size="sm">
        <Trans>The draft replaces the published version of this template.</Trans>
      </Text>
      {dirty ? (
        <Text size="sm" fw={500}>
          <Trans>You have unsaved changes: they are saved first, then published.</Trans>
        </Text>
      ) : null}
      <PublishDiff review={review} unsavedChanges={dirty} />
      {unpublished ? (
        <Checkbox
          checked={makePublished}
          onChange={(event) => setMakePublished(event.currentTarget.checked)}
          label={
            publish.audience === 'staff'
              ? t`Also publish the template, so staff see it in their report list`
              : t`Also publish the template, so sellers see it in their report list`
          }
        />
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={publish.cancel} disabled={publish.publishing}>
          <Trans>Cancel</Trans>
        </Button>
        <ActionButton
          onClick={() =>
            reviewedAt !== null && publish.confirm({ makePublished: unpublished && makePublished, reviewedAt })
          }
          loading={publish.publishing}
          disabled={reviewedAt === null}
        >
          {dirty ? t`Save and publish` : t`Publish draft`}
        </ActionButton>
      </Group>
    </Stack>
  )
}
