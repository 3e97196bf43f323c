import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import type { Session } from '@/features/session/session'
import { NotFoundPage } from '@/features/shell/components/layouts'

/** What every route's guards and loaders get: the query cache and the session. */
export type RouterContext = { queryClient: QueryClient; session: Session }

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
})
