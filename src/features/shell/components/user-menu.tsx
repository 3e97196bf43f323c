import { Anchor } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import { lazyPart, WhenUsed } from '@/components/ui/lazy-part'
import { AnchorLink } from '@/components/ui/links'
import { env, ROUTER_BASEPATH } from '@/lib/env'
import { useSessionState } from '@/features/session/session'
import { UserButton } from './user-button'

/**
 * Logged out: a link to the seller site's sign-in with `next` = the current path; without one configured, to this
 * app's sign-in page, which comes back here.
 */
function LoginLink() {
  const location = useLocation()
  const label = <Trans>Sign in</Trans>
  if (!env.sellerLoginUrl)
    return (
      <AnchorLink to="/login" search={{ redirect: location.href }} fw={500}>
        {label}
      </AnchorLink>
    )
  const url = new URL(env.sellerLoginUrl, window.location.href)
  url.searchParams.set('next', `${ROUTER_BASEPATH}${location.href}`)
  return (
    <Anchor href={url.toString()} fw={500}>
      {label}
    </Anchor>
  )
}

const UserMenuDropdown = lazyPart(() => import('./user-menu-dropdown').then((module) => module.UserMenuDropdown))

/**
 * The header's user menu; its code (a menu and its positioning) loads when the account button is
 * first pointed at or focused, and the menu then opens on hover with its own delays.
 */
export function UserMenu({ admin }: { admin: boolean }) {
  const { user } = useSessionState()
  if (!user) return <LoginLink />
  return (
    <WhenUsed standIn={<UserButton user={user} />} preload={UserMenuDropdown.preload} swapOnIntent>
      {(opened) => <UserMenuDropdown user={user} admin={admin} defaultOpened={opened} />}
    </WhenUsed>
  )
}
