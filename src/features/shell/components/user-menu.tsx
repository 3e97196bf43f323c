import { forwardRef, type ComponentPropsWithoutRef } from 'react'
import { Anchor, Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import { MenuItemLink } from '@/components/ui/links'
import { env, ROUTER_BASEPATH } from '@/lib/env'
import { localeLabels, useLocale } from '@/i18n/use-locale'
import { useLogout } from '@/features/session/api/logout'
import { hasAnyPermission } from '@/features/session/permissions'
import { useSessionState } from '@/features/session/session'
import type { UserInfo } from '@/features/session/schemas'

/** Logged out: a link to the seller site's sign-in with `next` = the current path. */
function LoginLink() {
  const location = useLocation()
  const url = new URL(env.sellerLoginUrl ?? `${ROUTER_BASEPATH}/login`, window.location.href)
  url.searchParams.set('next', `${ROUTER_BASEPATH}${location.href}`)
  return (
    <Anchor href={url.toString()} fw={500}>
      <Trans>Sign in</Trans>
    </Anchor>
  )
}

const displayName = (user: UserInfo) => (user.alias ? `${user.username} (${user.alias})` : user.username)

/** The avatar and name (the name from tablets up) that open the menu. */
const MenuButton = forwardRef<HTMLButtonElement, { user: UserInfo } & ComponentPropsWithoutRef<'button'>>(function MenuButton({ user, ...props }, ref) {
  const { t } = useLingui()
  return (
    <UnstyledButton
      ref={ref}
      {...props}
      aria-label={t`Account menu of ${user.username}`}
      data-testid="user-menu"
      py={4}
      px={6}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Group gap="xs" wrap="nowrap">
        <Avatar src={user.avatar_url || null} alt="" size={30} color="brand">
          {user.username.slice(0, 1).toUpperCase()}
        </Avatar>
        <Text size="sm" fw={500} truncate maw={220} visibleFrom="sm">
          {displayName(user)}
        </Text>
      </Group>
    </UnstyledButton>
  )
})

/** The header's user menu: who is signed in, template management, the language and logging out. */
export function UserMenu({ admin }: { admin: boolean }) {
  const { user } = useSessionState()
  const logout = useLogout()
  const { locale, setLocale, locales } = useLocale()
  if (!user) return <LoginLink />
  return (
    <Menu trigger="click-hover" position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <MenuButton user={user} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Trans>Signed in as</Trans>
        </Menu.Label>
        <Text size="sm" fw={600} px="sm" pb={6} data-testid="signed-in-as" style={{ overflowWrap: 'anywhere' }}>
          {displayName(user)}
        </Text>
        <Menu.Divider />
        {hasAnyPermission(user, ['template.read']) && !admin ? (
          <MenuItemLink to="/template">
            <Trans>Manage report templates</Trans>
          </MenuItemLink>
        ) : null}
        {admin ? (
          <MenuItemLink to="/index/{-$templateId}" params={{ templateId: undefined }}>
            <Trans>View report list</Trans>
          </MenuItemLink>
        ) : null}
        <Menu.Label>
          <Trans>Language</Trans>
        </Menu.Label>
        {locales.map((value) => (
          <Menu.Item
            key={value}
            onClick={() => void setLocale(value)}
            aria-current={value === locale ? 'true' : undefined}
            rightSection={value === locale ? <span aria-hidden="true">✓</span> : null}
          >
            {localeLabels[value]}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => logout.mutate()} disabled={logout.isPending}>
          <Trans>Log out</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
