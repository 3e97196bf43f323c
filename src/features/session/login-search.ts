import { redirect } from '@tanstack/react-router'
import { z } from '@/lib/zod'
import { safeRedirect } from './redirect'
import { placeAfterSignIn } from './remembered-place'
import type { Session } from './session'

/**
 * `redirect` survives only as a safe in-app path other than home (where a sign-in goes anyway); anything else is
 * dropped, never an error.
 */
export const loginSearchSchema = z.object({
  redirect: z.optional(
    z.transform((value: unknown) => {
      const path = safeRedirect(value)
      return path === '/' ? undefined : path
    }),
  ),
})
export type LoginSearch = z.infer<typeof loginSearchSchema>

/**
 * /login and /staff/login: once the session is known, an online user goes to the remembered place when it is theirs,
 * else `/`.
 */
export async function leaveLoginWhenOnline({
  context,
  search,
}: {
  context: { session: Session }
  search: LoginSearch
}) {
  const state = await context.session.ensureLoaded()
  if (state.status === 'online' && state.user)
    throw redirect({ href: placeAfterSignIn(search.redirect, state.user.id), replace: true })
}
