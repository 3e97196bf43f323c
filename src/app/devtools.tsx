import { ReactQueryDevtools } from '@tanstack/react-query-devtools'
import { TanStackRouterDevtools } from '@tanstack/react-router-devtools'
import type { AppRouter } from './router'
import classes from './devtools.module.css'

/**
 * TanStack Query's and Router's devtools. Their buttons sit in a strip after the footer, not fixed in
 * a corner over the page; an open panel still floats. None of it is printed.
 */
export function Devtools({ router }: { router: AppRouter }) {
  return (
    <div className={classes.devtools} data-testid="devtools">
      <ReactQueryDevtools buttonPosition="relative" />
      <TanStackRouterDevtools
        router={router}
        containerElement="div"
        toggleButtonProps={{ style: { position: 'static' } }}
      />
    </div>
  )
}
