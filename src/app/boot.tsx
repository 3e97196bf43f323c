import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '@/app/app'
import { Providers } from '@/app/providers'
import { createAppClients } from '@/app/query-client'
import { createAppRouter } from '@/app/router'
import { startApp } from '@/app/start'
import { activateLocale, storedLocale } from '@/i18n'
import { initAnalytics } from '@/lib/analytics'
import { env } from '@/lib/env'

/** Starts the app: the demo backend when built in, the language, the session check, then the first render. */
export async function boot() {
  // The demo backend must answer before the first call; the language loads meanwhile. The literal
  // check lets the production build drop the mock entirely.
  const backend =
    import.meta.env.VITE_DEMO === 'true'
      ? import('@/mocks/browser').then((demo) => demo.startDemoBackend())
      : Promise.resolve()
  const { queryClient, session } = createAppClients()
  const router = createAppRouter({ queryClient, session })
  void backend.then(() => startApp({ router, queryClient, session }))
  initAnalytics(env.gaMeasurementIds)
  await activateLocale(storedLocale())

  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root')
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={queryClient} session={session}>
        <App router={router} session={session} />
      </Providers>
    </StrictMode>,
  )
}

