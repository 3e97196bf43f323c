import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { hasPermission } from './permissions'
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

/** A route whose permission the user does not hold: to /404. */
export function requirePermission(context: GuardContext, key: Permission): void {
  if (!hasPermission(context.session.getState().user, key)) {
    throw redirect({ to: '/404', replace: true })
  }
}
