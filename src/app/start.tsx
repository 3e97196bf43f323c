import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { activateLocale, storedLocale, type Locale } from '@/i18n'
import { initAnalytics } from '@/lib/analytics'
import { env } from '@/lib/env'
import { App } from './app'
import { Providers } from './providers'
import { createAppClients } from './query-client'
import { createAppRouter, type AppRouter } from './router'
import './styles'

/**
 * Fetches the code and the own texts of the routes the address matches; their guards and loaders
 * still run later, and find both loaded.
 */
function preloadRouteCode(router: AppRouter, locale: Locale) {
  const matches = router.matchRoutes(router.latestLocation)
  // The texts first: one small file each, asked for before the many files of code.
  for (const match of matches) match.staticData.texts?.(locale).catch(() => undefined)
  for (const match of matches) {
    router.loadRouteChunk(router.routesById[match.routeId as keyof AppRouter['routesById']])?.catch(() => undefined)
  }
}

/** Asks who is signed in, loads the language, and renders the app. */
export async function startApp(root: HTMLElement) {
  const { queryClient, session } = createAppClients()
  void session.ensureLoaded()
  const router = createAppRouter({ queryClient, session })
  initAnalytics(env.gaMeasurementIds)
  const locale = storedLocale()
  const activated = activateLocale(locale)
  // The page's code comes while the session and the texts are asked for, not after them.
  setTimeout(() => preloadRouteCode(router, locale))
  await activated
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={queryClient} session={session}>
        <App router={router} session={session} />
      </Providers>
    </StrictMode>,
  )
}
