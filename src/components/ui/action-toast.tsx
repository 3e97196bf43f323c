import { Button, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

const closeLabel = msg`Close`

/**
 * A notice that something turned out other than the user asked, with the one action that sets it
 * right: it stays until the user acts or closes it, since it may need a decision.
 */
export function showActionToast(text: string, action: { label: string; onClick: () => void }): void {
  const id = notifications.show({
    color: 'orange',
    withBorder: true,
    autoClose: false,
    closeButtonProps: { 'aria-label': i18n._(closeLabel) },
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
}
