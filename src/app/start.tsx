import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { activateLocale, storedLocale } from '@/i18n'
import { initAnalytics } from '@/lib/analytics'
import { env } from '@/lib/env'
import { createTabs } from '@/features/session/tabs'
import { App } from './app'
import { Providers } from './providers'
import { createAppClients } from './query-client'
import { createAppRouter } from './router'
import './styles'

/** Asks who is signed in, loads the language, and renders the app. */
export async function startApp(root: HTMLElement) {
  const { queryClient, session, tabs } = createAppClients({ tabs: createTabs() })
  void session.ensureLoaded()
  const router = createAppRouter({ queryClient, session })
  initAnalytics(env.gaMeasurementIds)
  await activateLocale(storedLocale())
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={queryClient} session={session}>
        <App router={router} session={session} tabs={tabs} />
      </Providers>
    </StrictMode>,
  )
}
