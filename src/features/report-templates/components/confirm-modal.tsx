import type { ReactNode } from 'react'
import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { Trans } from '@lingui/react/macro'

type ConfirmModalProps = {
  opened: boolean
  title: string
  children: ReactNode
  confirmLabel: string
  onConfirm: () => void
  onCancel: () => void
  loading?: boolean
  color?: string
}

/** Asks before an action that others will notice (publishing, unpublishing). */
export function ConfirmModal({ opened, title, children, confirmLabel, onConfirm, onCancel, loading = false, color }: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={loading ? () => undefined : onCancel} title={title} centered>
      <Stack gap="lg">
        {typeof children === 'string' ? <Text size="sm">{children}</Text> : children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={loading}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={onConfirm} loading={loading} color={color}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
