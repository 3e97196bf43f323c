import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import type { MessageDescriptor } from '@lingui/core'
import { routeTree } from '@/routeTree.gen'
import { ROUTER_BASEPATH } from '@/lib/env'
import { NotFoundScreen } from '@/components/layout/not-found-screen'
import { FullScreenSpinner } from '@/components/layout/full-screen-spinner'
import type { Session } from './session'

export type RouterContext = { queryClient: QueryClient; session: Session }

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    basepath: ROUTER_BASEPATH,
    context,
    defaultPreload: 'intent',
    // The Query cache decides freshness; the router must not hold its own copy (STACK.md pitfall 15).
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // SPEC.md section 2: a router error shows the 404 screen, like an unknown path.
    defaultErrorComponent: NotFoundScreen,
    defaultNotFoundComponent: NotFoundScreen,
    defaultPendingComponent: FullScreenSpinner,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
  interface StaticDataRouteOption {
    /** The page title, translated at render: `{page title} - {product name} report`. */
    title?: MessageDescriptor
  }
}
