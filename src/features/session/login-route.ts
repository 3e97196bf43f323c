import { redirect } from '@tanstack/react-router'
import { z } from 'zod/mini'
import type { RouterContext } from '@/app/router'
import { pageTitles } from '@/app/titles'
import { safeRedirect } from './redirect'

/** `redirect` survives only as a safe in-app path; anything else is dropped, never an error. */
export const loginSearchSchema = z.object({
  redirect: z.catch(
    z.optional(z.pipe(z.unknown(), z.transform((value: unknown) => safeRedirect(value)))),
    undefined,
  ),
})
export type LoginSearch = z.infer<typeof loginSearchSchema>

/** Shared by /login and /staff/login: online, the user goes to the remembered place, else `/`. */
export const loginRouteOptions = {
  validateSearch: loginSearchSchema,
  beforeLoad: ({ context, search }: { context: RouterContext; search: LoginSearch }) => {
    if (context.session.getState().status !== 'online') return
    throw redirect({ href: search.redirect ?? '/', replace: true })
  },
  staticData: { title: pageTitles.login },
}
