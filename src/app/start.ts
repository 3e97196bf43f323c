import type { QueryClient } from '@tanstack/react-query'
import { startEarlyRequests } from '@/features/reports/early-requests'
import type { AppRouter } from './router'
import type { Session } from './session'

/**
 * Asks who is signed in and, at the same time, starts what the first page will need (its route
 * code, and for a seller page the template names and basic info): in parallel, not one after another.
 * Resolves when the session is known.
 */
export function startApp({ router, queryClient, session }: { router: AppRouter; queryClient: QueryClient; session: Session }) {
  const loaded = session.load()
  startEarlyRequests(router, queryClient)
  return loaded
}
