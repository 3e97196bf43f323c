import { Menu } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { MenuItemLink } from '@/components/ui/nav-link'
import { hasAnyPermission } from '@/features/session/permissions'
import { useLogout } from '@/features/session/api/logout'
import type { UserInfo } from '@/features/session/schemas'
import { localeLabels, useLocale } from '@/i18n/use-locale'
import { UserMenuTrigger } from './user-menu'
import '@/app/styles/overlays'
import { MantineScope } from '@/app/mantine-scope'

/** SPEC.md section 2: the header's user menu. */
export function UserMenuWithDropdown({
  admin,
  user,
  defaultOpened,
  autoFocus,
}: {
  admin: boolean
  user: UserInfo
  defaultOpened: boolean
  autoFocus: boolean
}) {
  const logout = useLogout()
  const { locale, setLocale, locales } = useLocale()
  return (
    <MantineScope>
      <Menu trigger="click-hover" position="bottom-end" width={220} withinPortal defaultOpened={defaultOpened}>
        <Menu.Target>
          <UserMenuTrigger user={user} autoFocus={autoFocus} />
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
    </MantineScope>
  )
}
