import { useEffect, useState } from 'react'
import { VisuallyHidden } from '@mantine/core'
import { RouterProvider } from '@tanstack/react-router'
import { useLingui } from '@lingui/react'
import { lazyPart, WhenUsed } from '@/components/ui/lazy-part'
import { preloadToasts } from '@/components/ui/toaster'
import { focusMainContent, keepFocusOnThePage, MAIN_CONTENT_ID } from '@/components/layout/main-content'
import type { I18n } from '@lingui/core'
import { trackPageView } from '@/lib/analytics'
import { dropEarlyAnswers } from '@/lib/early-answers'
import { ROUTER_BASEPATH } from '@/lib/env'
import { showsNotFoundPage } from '@/lib/errors'
import { documentTitle, pageTitles } from '@/lib/titles'
import { clearUserDrafts } from '@/features/session/browser-copies'
import { refreshTemplate } from '@/features/reports/api/refresh-template'
import type { Session } from '@/features/session/session'
import type { Tabs } from '@/features/session/tabs'
import type { AppRouter } from './router'

// The query and router devtools, in development only (`npm start`, `npm run dev`): builds and tests leave them out.
const Devtools =
  import.meta.env.DEV && import.meta.env.MODE !== 'test'
    ? lazyPart(() => import('./devtools').then((module) => module.Devtools))
    : null

/**
 * The title of the resolved page: the deepest match's static title; the 404 screen's when none
 * matched or an error shows it. A page whose data failed keeps its own title.
 */
function resolvedTitle(router: AppRouter, i18n: I18n): string {
  const matches = router.state.matches
  const missing = matches.some(
    (match) =>
      match._notFound || match.status === 'notFound' || (match.status === 'error' && showsNotFoundPage(match.error)),
  )
  const page = missing ? pageTitles.notFound : matches.findLast((match) => match.staticData.title)?.staticData.title
  return documentTitle(i18n, page)
}

/** How many frames a new page has to show its main heading before the focus goes to its main region. */
const HEADING_WAIT_FRAMES = 20

/**
 * Each resolved navigation sets the document title and, to a new address, sends one page view. After
 * a move to another page (not the first load, not a new search on the same page), the keyboard focus
 * goes to the new page's main heading (or its main region) and its title is announced, as a screen
 * reader user expects; a new search keeps the focus where it is.
 */
function usePageChanges(router: AppRouter): string {
  const { i18n } = useLingui()
  const [announcement, setAnnouncement] = useState('')
  useEffect(
    () =>
      router.subscribe('onResolved', ({ fromLocation, toLocation, hrefChanged, pathChanged }) => {
        // The HTML's early answers serve the first page: one it did not take is never taken later, when it may be old.
        dropEarlyAnswers()
        if (!fromLocation) preloadToasts()
        document.title = resolvedTitle(router, i18n)
        if (!fromLocation || hrefChanged) {
          trackPageView({
            path: `${ROUTER_BASEPATH}${toLocation.pathname}`,
            title: document.title,
            location: window.location.href,
          })
        }
        if (!fromLocation || !pathChanged) return
        let frames = 0
        const settle = () => {
          const heading = document.querySelector(`#${MAIN_CONTENT_ID} h1`)
          if (!heading && (frames += 1) < HEADING_WAIT_FRAMES) return void requestAnimationFrame(settle)
          focusMainContent()
          setAnnouncement(document.title)
        }
        requestAnimationFrame(settle)
      }),
    [router, i18n],
  )
  // A language switch re-titles the page without counting a page view.
  useEffect(() => {
    if (router.state.status === 'idle') document.title = resolvedTitle(router, i18n)
  }, [router, i18n, i18n.locale])
  return announcement
}

/**
 * The router, whose guards wait for the session and run again on a sign-in, a logout or an expiry,
 * sending the user where they now belong; a logout also removes the user's unsaved editor work from
 * this browser. A merchant or shop chosen, or an NDA accepted, in another tab of the user refreshes that template here.
 */
export function App({ router, session, tabs }: { router: AppRouter; session: Session; tabs?: Tabs }) {
  const announcement = usePageChanges(router)
  useEffect(keepFocusOnThePage, [])
  useEffect(
    () =>
      session.subscribe((state, previous) => {
        const changed =
          state.status !== previous.status || state.user?.id !== previous.user?.id || state.endedBy !== previous.endedBy
        if (changed && state.endedBy === 'logout' && previous.user) clearUserDrafts(previous.user.id)
        // Someone else signed in without a sign-in page between: home, nothing of the page before.
        if (previous.user && state.user && previous.user.id !== state.user.id)
          void router.navigate({ to: '/', replace: true, ignoreBlocker: true })
        else if (previous.status !== 'idle' && changed) void router.invalidate()
      }),
    [router, session],
  )
  useEffect(
    () =>
      tabs?.subscribe((message) => {
        if (message.type === 'owner-switched' && message.userId === session.getState().user?.id)
          void refreshTemplate(router.options.context.queryClient, router, message.templateId)
      }),
    [router, session, tabs],
  )
  return (
    <>
      <RouterProvider router={router} />
      <VisuallyHidden aria-live="polite" aria-atomic data-testid="page-announcement">
        {announcement}
      </VisuallyHidden>
      {Devtools ? (
        <WhenUsed used>
          <Devtools router={router} />
        </WhenUsed>
      ) : null}
    </>
  )
}
