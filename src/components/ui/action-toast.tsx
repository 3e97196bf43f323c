import { Button, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { showToast } from '@/lib/toast'

type Action = { label: string; onClick: () => void }

/**
 * A notice with the one action that follows from it (set a status back, undo a removal). The button
 * sits under the text, so it is whole on a phone. It stays until the user acts or closes it, unless
 * `autoClose` gives the action a time limit. Returns its id, to close it when the action no longer applies.
 */
export function showActionToast(text: string, action: Action, options: { autoClose?: number } = {}): string {
  const id = showToast({
    color: 'orange',
    autoClose: options.autoClose ?? false,
    message: (
      <Stack gap={6} align="flex-start">
        <Text size="sm">{text}</Text>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => {
            notifications.hide(id)
            action.onClick()
          }}
        >
          {action.label}
        </Button>
      </Stack>
    ),
  })
  return id
}
