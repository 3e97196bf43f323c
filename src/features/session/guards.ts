import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { hasAnyPermission } from './permissions'
import type { Permission } from './schemas'
import type { Session } from './session'

type GuardContext = { session: Session }

/** The server could not say who is signed in (no answer, a 5xx): the page stays and says so, until it can. */
export class SessionUncheckedError extends Error {
  constructor() {
    super('The sign-in could not be checked')
    this.name = 'SessionUncheckedError'
  }
}

/**
 * The signed-in area: waits for the session check, then lets an online user in. A session that could
 * not be checked keeps the user where they are (`SessionUncheckedError`, the area's own error page).
 * Anyone known to be signed out goes to /login, remembering where they were (path and search) unless
 * they logged out on purpose.
 */
export async function requireOnline({ context, location }: { context: GuardContext; location: ParsedLocation }): Promise<void> {
  const state = await context.session.ensureLoaded()
  if (state.status === 'online') return
  if (state.endedBy === 'unreachable') throw new SessionUncheckedError()
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
