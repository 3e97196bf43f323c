import '@/components/ui/later-styles'
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { Menu, Text } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { MenuItemLink } from '@/components/ui/menu-links'
import { localeLabels, useLocale } from '@/i18n/use-locale'
import { useLogout } from '@/features/session/api/logout'
import { hasAnyPermission } from '@/features/session/permissions'
import type { UserInfo } from '@/features/session/schemas'
import { tokens } from '@/theme'
import { displayName, UserButton } from './user-button'
import type { Hover } from './user-menu'

/** The header's user menu: who is signed in, template management, the language and logging out. */
export function UserMenuDropdown({ user, admin, defaultOpened, hover, focus }: {
  user: UserInfo
  admin: boolean
  defaultOpened: boolean
  hover: RefObject<Hover>
  /** Whether the stand-in had the keyboard focus: this menu's button takes it over. */
  focus: RefObject<boolean>
}) {
  const logout = useLogout()
  const { locale, setLocale, locales } = useLocale()
  const [opened, setOpened] = useState(defaultOpened)
  const button = useRef<HTMLButtonElement>(null)
  // The stand-in had the keyboard focus when this replaced it: the focus stays on the button.
  useLayoutEffect(() => {
    if (focus.current && !button.current?.contains(document.activeElement)) button.current?.focus()
  }, [focus])
  // The pointer came over the button before this code had loaded: the menu opens when the open delay
  // has passed since it came, as a hover on the loaded menu would, if the pointer is still there.
  useEffect(() => {
    const pointer = hover.current
    if (!pointer.inside || defaultOpened) return
    const leftAgain = () => {
      pointer.inside = false
    }
    const target = button.current
    target?.addEventListener('pointerleave', leftAgain)
    const timer = window.setTimeout(
      () => {
        if (pointer.inside) setOpened(true)
      },
      Math.max(0, pointer.since + tokens.menuOpenDelayMs - performance.now()),
    )
    return () => {
      window.clearTimeout(timer)
      target?.removeEventListener('pointerleave', leftAgain)
    }
  }, [hover, defaultOpened])
  return (
    <Menu trigger="click-hover" position="bottom-end" width={240} withinPortal opened={opened} onChange={setOpened} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UserButton ref={button} user={user} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Trans>Signed in as</Trans>
        </Menu.Label>
        <Text component="div" size="sm" fw={600} px="sm" pb={6} data-testid="signed-in-as" style={{ overflowWrap: 'anywhere' }}>
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
        <Menu.Item color="red.9" onClick={() => logout.mutate()} disabled={logout.isPending}>
          <Trans>Log out</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
