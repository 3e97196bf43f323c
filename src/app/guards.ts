import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { hasAnyPermission } from '@/features/session/permissions'
import type { Permission } from '@/features/session/schemas'
import type { RouterContext } from './router'

type GuardArgs = { context: RouterContext; location: ParsedLocation }

/** Offline and not on /login: to /login, remembering where the user was (path + search, no base path). */
export function requireOnline({ context, location }: GuardArgs): void {
  if (context.session.getState().status === 'online') return
  throw redirect({ to: '/login', search: { redirect: location.href }, replace: true })
}

/** A route with permission keys that the user holds none of: to /404. */
export function requirePermissions(context: RouterContext, keys: readonly Permission[]): void {
  if (!hasAnyPermission(context.session.getState().user, keys)) {
    throw redirect({ to: '/404', replace: true })
  }
}
