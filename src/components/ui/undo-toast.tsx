import { Button, Group, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { UNDO_TOAST_MS } from '@/lib/timing'
import { showToast } from '@/lib/toast'

const undoLabel = msg`Undo`

/** Says what was just done, with an Undo for a few seconds: for an instant action that loses work. */
export function showUndoToast(text: string, undo: () => void): void {
  const id = showToast({
    autoClose: UNDO_TOAST_MS,
    message: (
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text size="sm">{text}</Text>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => {
            notifications.hide(id)
            undo()
          }}
        >
          {i18n._(undoLabel)}
        </Button>
      </Group>
    ),
  })
}
