import { useEffect, useSyncExternalStore } from 'react'
import { RouterProvider } from '@tanstack/react-router'
import { useLingui } from '@lingui/react'
import type { I18n } from '@lingui/core'
import { FullScreenSpinner } from '@/components/layout/full-screen-spinner'
import { trackPageView } from '@/lib/analytics'
import { ROUTER_BASEPATH } from '@/lib/env'
import type { AppRouter } from './router'
import type { Session } from './session'
import { documentTitle, pageTitles } from './titles'

/** The title of the resolved page: the deepest match's static title; the 404 screen's when none matched. */
export function resolvedTitle(router: AppRouter, i18n: I18n): string {
  const matches = router.state.matches
  const missing = matches.some((match) => match._notFound || match.status === 'notFound' || match.status === 'error')
  const page = missing ? pageTitles.notFound : matches.findLast((match) => match.staticData.title)?.staticData.title
  return documentTitle(i18n, page)
}

/** Sets the document title and sends one page view per resolved navigation. */
function useTitleAndPageViews(router: AppRouter) {
  const { i18n } = useLingui()
  useEffect(
    () =>
      router.subscribe('onResolved', ({ fromLocation, toLocation, hrefChanged }) => {
        document.title = resolvedTitle(router, i18n)
        if (fromLocation && !hrefChanged) return
        trackPageView({
          path: `${ROUTER_BASEPATH}${toLocation.pathname}`,
          title: document.title,
          location: window.location.href,
        })
      }),
    [router, i18n],
  )
  // A language switch re-titles the page without counting a page view.
  useEffect(() => {
    if (router.state.status === 'idle') document.title = resolvedTitle(router, i18n)
  }, [router, i18n, i18n.locale])
}

/** A full-screen spinner while the session is unknown, then the router; a session change re-runs the guards. */
export function App({ router, session }: { router: AppRouter; session: Session }) {
  const { status } = useSyncExternalStore(session.subscribe, session.getState)
  useTitleAndPageViews(router)
  useEffect(() => {
    if (status !== 'idle') void router.invalidate()
  }, [router, status])
  if (status === 'idle') return <FullScreenSpinner />
  return <RouterProvider router={router} />
}
