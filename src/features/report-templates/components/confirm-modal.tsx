import type { ReactNode } from 'react'
import { Button, Group, Stack, Text } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { useBusy } from '@/components/ui/action-button'
import { Dialog } from '@/components/ui/dialog'

type ConfirmModalProps = {
  opened: boolean
  title: string
  children: ReactNode
  confirmLabel: string
  /**
   * The way out, named for what it keeps where "Cancel" could be taken for the action (取消 beside 停止发布 reads
   * as one).
   */
  cancelLabel?: string
  /** The action; the dialog stays, busy, until its promise settles. */
  onConfirm: () => unknown
  onCancel: () => void
  color?: string
}

/** Asks before an action that others will notice (publishing, unpublishing): one press, one request. */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  color,
}: ConfirmModalProps) {
  const [busy, run] = useBusy()
  return (
    <Dialog opened={opened} onClose={busy ? () => undefined : onCancel} title={title}>
      <Stack gap="lg">
        {typeof children === 'string' ? <Text size="sm">{children}</Text> : children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? <Trans>Cancel</Trans>}
          </Button>
          <Button onClick={() => void run(onConfirm)} loading={busy} color={color}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  )
}
