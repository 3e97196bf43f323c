import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { activateLocale, storedLocale } from '@/i18n'
import { initAnalytics } from '@/lib/analytics'
import { env } from '@/lib/env'
import { App } from './app'
import { Providers } from './providers'
import { createAppClients } from './query-client'
import { createAppRouter, type AppRouter } from './router'
import './styles'

/** Fetches the code of the routes the address matches (their guards and loaders still run later). */
function preloadRouteCode(router: AppRouter) {
  for (const match of router.matchRoutes(router.latestLocation)) {
    router.loadRouteChunk(router.routesById[match.routeId as keyof AppRouter['routesById']])?.catch(() => undefined)
  }
}

/** Asks who is signed in, loads the language, and renders the app. */
export async function startApp(root: HTMLElement) {
  const { queryClient, session } = createAppClients()
  void session.ensureLoaded()
  const router = createAppRouter({ queryClient, session })
  initAnalytics(env.gaMeasurementIds)
  const locale = activateLocale(storedLocale())
  // The page's code comes while the session and the texts are asked for, not after them.
  setTimeout(() => preloadRouteCode(router))
  await locale
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={queryClient} session={session}>
        <App router={router} session={session} />
      </Providers>
    </StrictMode>,
  )
}
