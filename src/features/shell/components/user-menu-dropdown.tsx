import { useRef, useState } from 'react'
import { Button, Group, Menu, Stack, Text } from '@mantine/core'
import '@mantine/core/styles/Menu.layer.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { Dialog } from '@/components/ui/dialog'
import { MenuItemLink } from '@/components/ui/menu-links'
import { localeLabels, useLocale } from '@/i18n/use-locale'
import { useLogout } from '@/features/session/api/logout'
import { hasUserDrafts } from '@/features/session/browser-copies'
import { hasPermission } from '@/features/session/permissions'
import { useSession } from '@/features/session/session'
import type { UserInfo } from '@/features/session/schemas'
import { displayName, UserButton } from './user-button'

/** The header's user menu: who is signed in, template management, the language and logging out. */
export function UserMenuDropdown({
  user,
  admin,
  defaultOpened,
}: {
  user: UserInfo
  admin: boolean
  defaultOpened: boolean
}) {
  const { t } = useLingui()
  const logout = useLogout()
  const session = useSession()
  const { locale, setLocale, locales } = useLocale()
  const [menuOpened, setMenuOpened] = useState(defaultOpened)
  const [askDiscard, setAskDiscard] = useState(false)
  /** The question is asked: the menu stays shut behind it, whatever the pointer did on the way to Log out. */
  const asking = useRef(false)
  const ask = (open: boolean) => {
    asking.current = open
    setAskDiscard(open)
  }
  /**
   * With unsaved editor work, in this tab or kept in this browser from another, asks first: logging out discards it.
   */
  const logOut = () => {
    if (!session.unsavedWork() && !hasUserDrafts(user.id)) return logout.mutate()
    setMenuOpened(false)
    ask(true)
  }
  // The menu opens on hover after a delay, and the library does not drop an opening that is still
  // pending when an item closes it: an opening asked for while the question is asked is refused.
  const onMenuChange = (open: boolean) => {
    if (!open || !asking.current) setMenuOpened(open)
  }
  return (
    <>
      <Menu
        trigger="click-hover"
        position="bottom-end"
        width={240}
        withinPortal
        opened={menuOpened && !askDiscard}
        onChange={onMenuChange}
        withInitialFocusPlaceholder={false}
      >
        <Menu.Target>
          <UserButton user={user} />
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            <Trans>Signed in as</Trans>
          </Menu.Label>
          <Text
            component="div"
            size="sm"
            fw={600}
            px="sm"
            pb={6}
            data-testid="signed-in-as"
            style={{ overflowWrap: 'anywhere' }}
          >
            {displayName(user)}
          </Text>
          <Menu.Divider />
          {hasPermission(user, 'template.read') ? (
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
              lang={value}
              onClick={() => void setLocale(value)}
              aria-current={value === locale ? 'true' : undefined}
              rightSection={value === locale ? <span aria-hidden="true">✓</span> : null}
            >
              {localeLabels[value]}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item color="red.9" onClick={logOut} disabled={logout.isPending}>
            <Trans>Log out</Trans>
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {/* Logging out with unsaved changes in the template editor, in any tab: they would be lost, so it asks. */}
      <Dialog opened={askDiscard} onClose={() => ask(false)} title={t`Discard unsaved changes and log out?`}>
        <Stack gap="md">
          <Text size="sm">
            <Trans>
              Changes to report templates that are not saved on the server are kept in this browser, from this tab or
              another. Logging out discards them in every tab.
            </Trans>
          </Text>
          <Group justify="flex-end" gap="sm">
            {/* Cancel loses nothing: Enter keeps the changes. */}
            <Button variant="default" onClick={() => ask(false)} data-autofocus>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              color="red"
              onClick={() => {
                ask(false)
                session.unsavedWork()?.discard()
                logout.mutate()
              }}
            >
              <Trans>Discard and log out</Trans>
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </>
  )
}
