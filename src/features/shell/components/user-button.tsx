import type { ComponentPropsWithRef } from 'react'
import { Avatar, Group, Text, UnstyledButton } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { UserInfo } from '@/features/session/schemas'

export const displayName = (user: UserInfo) => (user.alias ? `${user.username} (${user.alias})` : user.username)

/** The avatar and name (cut short on a phone) that open the user menu. */
export function UserButton({ user, ...props }: { user: UserInfo } & ComponentPropsWithRef<'button'>) {
  const { t } = useLingui()
  // The name starts with the words shown, so a voice command that says them finds the button.
  const name = displayName(user)
  return (
    <UnstyledButton
      {...props}
      aria-label={t`${name}, account menu`}
      data-testid="user-menu"
      py={4}
      px={6}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Group gap="xs" wrap="nowrap">
        <Avatar src={user.avatar_url || null} alt="" size={30} color="brand">
          {user.username.slice(0, 1).toUpperCase()}
        </Avatar>
        <Text size="sm" fw={500} truncate maw="min(220px, 30vw)">
          {displayName(user)}
        </Text>
      </Group>
    </UnstyledButton>
  )
}
