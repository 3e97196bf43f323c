import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { MessageDescriptor } from '@lingui/core'
import { routeTree } from '@/routeTree.gen'
import { ROUTER_BASEPATH } from '@/lib/env'
import { NotFoundScreen } from '@/components/layout/not-found-screen'
import { RouteError } from '@/components/ui/route-error'
import { PageSkeleton } from '@/components/ui/page-skeleton'
import type { RouterContext } from '@/routes/__root'

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    basepath: ROUTER_BASEPATH,
    context,
    scrollRestoration: true,
    defaultErrorComponent: RouteError,
    // An address no route matches is the 404 page (root); a loader's "does not exist" is its route's own.
    notFoundMode: 'root',
    defaultNotFoundComponent: NotFoundScreen,
    defaultPendingComponent: PageSkeleton,
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
