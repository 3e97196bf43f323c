import { Anchor, Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import { useSessionState } from '@/app/session'
import { env, ROUTER_BASEPATH } from '@/lib/env'
import { MenuItemLink } from '@/components/ui/links'
import { hasAnyPermission } from '@/features/session/permissions'
import { useLogout } from '@/features/session/api/logout'
import { localeLabels, useLocale } from '@/i18n/use-locale'

/** Logged out: a link to the seller site's sign-in with `next` = the current path. */
function LoginLink() {
  const location = useLocation()
  const href = (() => {
    const url = new URL(env.sellerLoginUrl ?? `${ROUTER_BASEPATH}/login`, window.location.href)
    url.searchParams.set('next', `${ROUTER_BASEPATH}${location.href}`)
    return url.toString()
  })()
  return (
    <Anchor href={href} fw={500}>
      <Trans>Sign in</Trans>
    </Anchor>
  )
}

/** SPEC.md section 2: the header's user menu. */
export function UserMenu({ admin }: { admin: boolean }) {
  const { t } = useLingui()
  const { user } = useSessionState()
  const logout = useLogout()
  const { locale, setLocale, locales } = useLocale()
  if (!user) return <LoginLink />
  const displayName = user.alias ? `${user.username} (${user.alias})` : user.username
  return (
    <Menu trigger="click-hover" position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t`Account menu of ${user.username}`} data-testid="user-menu">
          <Group gap="xs" wrap="nowrap">
            <Avatar src={user.avatar_url || null} alt="" radius="xl" size="sm" color="brand">
              {user.username.slice(0, 1).toUpperCase()}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="xs" truncate maw={160}>
              {displayName}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
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
        <Menu.Divider />
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
