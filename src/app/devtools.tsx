import { ReactQueryDevtools } from '@tanstack/react-query-devtools'
import { TanStackRouterDevtools } from '@tanstack/react-router-devtools'
import type { AppRouter } from './router'

/** TanStack Query's and Router's devtools: their buttons sit in the bottom corners, clear of the pages' own. */
export function Devtools({ router }: { router: AppRouter }) {
  return (
    <>
      <ReactQueryDevtools buttonPosition="bottom-left" />
      <TanStackRouterDevtools router={router} position="bottom-right" />
    </>
  )
}
