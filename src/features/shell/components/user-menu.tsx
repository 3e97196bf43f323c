import { startTransition, useRef, useState } from 'react'
import { Anchor } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import { LazyBoundary, lazyPart } from '@/components/ui/lazy-part'
import { env, ROUTER_BASEPATH } from '@/lib/env'
import { useSessionState } from '@/features/session/session'
import { UserButton } from './user-button'

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

// The menu's code (menus and their positioning) is not needed to show the page: it loads when the
// button is first pointed at, focused or tapped.
const UserMenuDropdown = lazyPart(() => import('./user-menu-dropdown').then((module) => module.UserMenuDropdown))

/** Where the pointer is, from the first time it came over the button. */
export type Hover = { inside: boolean; since: number }

/**
 * The header's user menu. Until its code is there, the same button stands in: a tap opens the menu
 * as soon as the code arrives; a pointer that came over it opens it once the menu's open delay has
 * passed since it came, if it is still there. The stand-in stays in place while the code loads (the
 * wish is a transition), so a press or the focus on it is not lost by a swap half way.
 */
export function UserMenu({ admin }: { admin: boolean }) {
  const { user } = useSessionState()
  const [wanted, setWanted] = useState<{ open: boolean; attempt: number } | null>(null)
  const hover = useRef<Hover>({ inside: false, since: 0 })
  const focus = useRef(false)
  // Each use of the stand-in is a new attempt, should the menu's code not have loaded before.
  const want = (open: boolean) =>
    startTransition(() => setWanted((current) => ({ open: open || (current?.open ?? false), attempt: (current?.attempt ?? 0) + 1 })))
  if (!user) return <LoginLink />
  const standIn = (
    <UserButton
      user={user}
      onPointerEnter={() => {
        hover.current = { inside: true, since: performance.now() }
        want(false)
      }}
      onPointerLeave={() => {
        hover.current = { ...hover.current, inside: false }
      }}
      onFocus={() => {
        focus.current = true
        want(false)
      }}
      onBlur={(event) => {
        // Not when the swap for the menu's button removes it.
        if (event.currentTarget.isConnected) focus.current = false
      }}
      onClick={() => want(true)}
    />
  )
  return (
    <LazyBoundary fallback={standIn} attempt={wanted?.attempt}>
      {wanted ? <UserMenuDropdown user={user} admin={admin} defaultOpened={wanted.open} hover={hover} focus={focus} /> : standIn}
    </LazyBoundary>
  )
}
