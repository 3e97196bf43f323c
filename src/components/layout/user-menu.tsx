import { forwardRef, lazy, Suspense, useRef, useState, type ComponentPropsWithoutRef } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import { cx } from '@/components/ui/class-names'
import { useSessionState } from '@/app/session'
import { env, ROUTER_BASEPATH } from '@/lib/env'
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
    <a href={href} className="ui-anchor">
      <Trans>Sign in</Trans>
    </a>
  )
}

/** The user's picture, or the first letter of the name when there is none or it does not load. */
function Avatar({ user }: { user: UserInfo }) {
  const [broken, setBroken] = useState(false)
  return (
    <span className="user-button__avatar" aria-hidden="true">
      {user.avatar_url && !broken ? <img src={user.avatar_url} alt="" onError={() => setBroken(true)} /> : user.username.slice(0, 1).toUpperCase()}
    </span>
  )
}

type TriggerProps = { user: UserInfo } & ComponentPropsWithoutRef<'button'>

/** The avatar and name that open the user menu. */
export const UserMenuTrigger = forwardRef<HTMLButtonElement, TriggerProps>(function UserMenuTrigger({ user, className, ...props }, ref) {
  const { t } = useLingui()
  const displayName = user.alias ? `${user.username} (${user.alias})` : user.username
  return (
    <button ref={ref} type="button" className={cx('user-button', className)} aria-label={t`Account menu of ${user.username}`} data-testid="user-menu" {...props}>
      <Avatar user={user} />
      <span className="user-button__name ui-truncate ui-from-xs">{displayName}</span>
    </button>
  )
})

const loadMenu = () => import('./user-menu-dropdown')
const UserMenuWithDropdown = lazy(() => loadMenu().then((module) => ({ default: module.UserMenuWithDropdown })))

type MenuState = { loaded: false } | { loaded: true; open: boolean; focus: boolean }

/**
 * SPEC.md section 2: the header's user menu. Its code (menus, popovers) loads on intent: the
 * pointer coming over the button, focus, or a tap; until then the button alone is on the page, so a
 * seller's first load carries none of it. The loaded menu takes over where the button was: open
 * when the pointer is still on it or it was clicked, focused when it had focus.
 */
export function UserMenu({ admin }: { admin: boolean }) {
  const { user } = useSessionState()
  const [menu, setMenu] = useState<MenuState>({ loaded: false })
  const hovered = useRef(false)
  const focused = useRef(false)
  if (!user) return <LoginLink />
  const take = (open: boolean) =>
    void loadMenu().then(
      () => setMenu((current) => (current.loaded ? current : { loaded: true, open: open || hovered.current, focus: focused.current })),
      // Not loaded (offline): the button stays; the next hover, focus or tap tries again.
      () => undefined,
    )
  const placeholder = (
    <UserMenuTrigger
      user={user}
      onPointerEnter={() => {
        hovered.current = true
        take(false)
      }}
      onPointerLeave={() => {
        hovered.current = false
      }}
      onFocus={() => {
        focused.current = true
        take(false)
      }}
      onBlur={() => {
        focused.current = false
      }}
      onClick={() => take(true)}
    />
  )
  if (!menu.loaded) return placeholder
  return (
    <Suspense fallback={placeholder}>
      <UserMenuWithDropdown admin={admin} user={user} defaultOpened={menu.open} autoFocus={menu.focus} />
    </Suspense>
  )
}
