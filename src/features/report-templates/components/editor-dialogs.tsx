import { useState } from 'react'
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatDateTime } from '@/lib/format-date'
import type { StoredDraft } from '../editor/draft-storage'

const noop = () => undefined

/** A 409 on save: someone saved after this edit began. Never overwrite without asking. */
export function ConflictDialog({ opened, onReload, onKeepMine, onCancel }: {
  opened: boolean
  onReload: () => Promise<void>
  onKeepMine: () => Promise<void>
  onCancel: () => void
}) {
  const { t } = useLingui()
  const [busy, setBusy] = useState<'reload' | 'keep' | null>(null)
  const run = async (which: 'reload' | 'keep') => {
    setBusy(which)
    try {
      await (which === 'reload' ? onReload() : onKeepMine())
    } finally {
      setBusy(null)
    }
  }
  return (
    <Modal
      opened={opened}
      onClose={busy ? noop : onCancel}
      title={t`Someone else saved this template`}
      centered
      size="lg"
    >
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            The draft was saved by someone else after you started editing. Your changes are not saved yet.
          </Trans>
        </Text>
        <Text size="sm">
          <Trans>
            Load their version to continue from it (your changes here are discarded), or keep your version and save
            it over theirs (their changes are lost).
          </Trans>
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy !== null}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="light" onClick={() => void run('reload')} loading={busy === 'reload'} disabled={busy === 'keep'}>
            <Trans>Load their version</Trans>
          </Button>
          <Button color="red" onClick={() => void run('keep')} loading={busy === 'keep'} disabled={busy === 'reload'}>
            <Trans>Keep mine and overwrite</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

/** Leaving the editor (another page of the app) with unsaved changes. */
export function LeaveDialog({ opened, saving, onStay, onDiscard, onSave }: {
  opened: boolean
  saving: boolean
  onStay: () => void
  onDiscard: () => void
  onSave: () => Promise<void>
}) {
  const { t } = useLingui()
  return (
    <Modal opened={opened} onClose={saving ? noop : onStay} title={t`Leave with unsaved changes?`} centered>
      <Stack gap="md">
        <Text size="sm">
          <Trans>Your changes to this template are not saved. The draft preview and other pages show only saved work.</Trans>
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onStay} disabled={saving}>
            <Trans>Stay</Trans>
          </Button>
          <Button variant="light" color="red" onClick={onDiscard} disabled={saving}>
            <Trans>Discard changes and leave</Trans>
          </Button>
          <Button onClick={() => void onSave()} loading={saving}>
            <Trans>Save and leave</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

/** Unsaved work found in this browser (a reload, a crash, a sign-in again): restore or discard it. */
export function RestoreDialog({ draft, changedSince, onRestore, onDiscard }: {
  draft: StoredDraft | null
  changedSince: boolean
  onRestore: () => void
  onDiscard: () => void
}) {
  const { t, i18n } = useLingui()
  const when = draft ? formatDateTime(Math.floor(draft.savedAt / 1000), i18n.locale) : ''
  return (
    <Modal
      opened={draft !== null}
      onClose={noop}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={t`Restore unsaved changes?`}
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          <Trans>This browser kept changes to this template that were not saved (last edited {when}).</Trans>
        </Text>
        {changedSince ? (
          <Text size="sm" c="orange.9">
            <Trans>
              The template was saved again since then. If you restore, saving will ask whether to overwrite the newer
              version.
            </Trans>
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDiscard}>
            <Trans>Discard them</Trans>
          </Button>
          <Button onClick={onRestore}>
            <Trans>Restore my changes</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

/** The last question before the draft goes live; unsaved changes are saved first. */
export function PublishDialog({ opened, dirty, unpublished, loading, onConfirm, onCancel }: {
  opened: boolean
  dirty: boolean
  unpublished: boolean
  loading: boolean
  onConfirm: (makePublished: boolean) => void
  onCancel: () => void
}) {
  const { t } = useLingui()
  const [makePublished, setMakePublished] = useState(true)
  return (
    <Modal opened={opened} onClose={loading ? noop : onCancel} title={t`Publish the draft?`} centered>
      <Stack gap="md">
        <Text size="sm">
          <Trans>The draft replaces the published version of this template.</Trans>
        </Text>
        {dirty ? (
          <Text size="sm" fw={500}>
            <Trans>You have unsaved changes: they are saved first, then published.</Trans>
          </Text>
        ) : null}
        {unpublished ? (
          <Checkbox
            checked={makePublished}
            onChange={(event) => setMakePublished(event.currentTarget.checked)}
            label={t`Also publish the template, so sellers see it in their report list`}
          />
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={loading}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={() => onConfirm(unpublished && makePublished)} loading={loading}>
            {dirty ? t`Save and publish` : t`Publish draft`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
