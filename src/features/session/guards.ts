import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { hasAnyPermission } from './permissions'
import type { Permission } from './schemas'
import type { Session } from './session'

type GuardContext = { session: Session }

/**
 * The signed-in area lets an online user in once the session is checked; while the server cannot say
 * who is signed in, the user waits where they are, on the area's pending screen (`ensureChecked`).
 * Anyone known to be signed out goes to /login, remembering the path and search unless they logged out.
 */
export async function requireOnline({
  context,
  location,
}: {
  context: GuardContext
  location: ParsedLocation
}): Promise<void> {
  const state = await context.session.ensureChecked()
  if (state.status === 'online') return
  throw redirect({
    to: '/login',
    search: state.endedBy === 'logout' ? {} : { redirect: location.href },
    replace: true,
  })
}

/** A route with permission keys that the user holds none of: to /404. */
export function requirePermissions(context: GuardContext, keys: readonly Permission[]): void {
  if (!hasAnyPermission(context.session.getState().user, keys)) {
    throw redirect({ to: '/404', replace: true })
  }
}
