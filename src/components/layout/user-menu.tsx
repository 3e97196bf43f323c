import { forwardRef, lazy, Suspense, useEffect, useState, type ComponentPropsWithoutRef } from 'react'
import { Anchor, Avatar, Group, Text, UnstyledButton } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import { useSessionState } from '@/app/session'
import { env, ROUTER_BASEPATH } from '@/lib/env'
import { whenIdle } from '@/lib/idle'
import type { UserInfo } from '@/features/session/schemas'

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

type TriggerProps = { user: UserInfo } & ComponentPropsWithoutRef<'button'>

/** The avatar and name that open the user menu. */
export const UserMenuTrigger = forwardRef<HTMLButtonElement, TriggerProps>(function UserMenuTrigger({ user, ...props }, ref) {
  const { t } = useLingui()
  const displayName = user.alias ? `${user.username} (${user.alias})` : user.username
  return (
    <UnstyledButton ref={ref} aria-label={t`Account menu of ${user.username}`} data-testid="user-menu" {...props}>
      <Group gap="xs" wrap="nowrap">
        <Avatar src={user.avatar_url || null} alt="" radius="xl" size="sm" color="brand">
          {user.username.slice(0, 1).toUpperCase()}
        </Avatar>
        <Text size="sm" fw={500} visibleFrom="xs" truncate maw={160}>
          {displayName}
        </Text>
      </Group>
    </UnstyledButton>
  )
})

const loadMenu = () => import('./user-menu-dropdown')
const UserMenuWithDropdown = lazy(() => loadMenu().then((module) => ({ default: module.UserMenuWithDropdown })))

/**
 * SPEC.md section 2: the header's user menu. The menu's code loads when the browser is idle after
 * the first screen (or at once on a click before that), so the first load carries only the button.
 */
export function UserMenu({ admin }: { admin: boolean }) {
  const { user } = useSessionState()
  const [menu, setMenu] = useState<'none' | 'ready' | 'open'>('none')
  useEffect(() => {
    if (!user || menu !== 'none') return
    const load = () => setMenu((current) => (current === 'none' ? 'ready' : current))
    return whenIdle(load, 3000)
  }, [user, menu])
  if (!user) return <LoginLink />
  const placeholder = <UserMenuTrigger user={user} onPointerEnter={() => void loadMenu()} onClick={() => setMenu('open')} />
  if (menu === 'none') return placeholder
  return (
    <Suspense fallback={placeholder}>
      <UserMenuWithDropdown admin={admin} user={user} defaultOpened={menu === 'open'} />
    </Suspense>
  )
}
