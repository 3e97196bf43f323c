import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Button, Stack, Text } from '@mantine/core'
import { activateLocale, storedLocale } from '@/i18n'
import { initAnalytics } from '@/lib/analytics'
import { env } from '@/lib/env'
import { createTabs } from '@/features/session/tabs'
import { App } from './app'
import { Providers, Themed } from './providers'
import { createAppClients } from './query-client'
import { createAppRouter } from './router'
import './styles'

/** Asks who is signed in, loads the language, and renders the app. */
export async function startApp(root: HTMLElement) {
  const { queryClient, session, tabs } = createAppClients({ tabs: createTabs() })
  void session.ensureLoaded()
  const router = createAppRouter({ queryClient, session })
  // Coming back to the page asks who is signed in: code the first page does without, fetched once it has painted.
  const shown = router.subscribe('onResolved', () => {
    shown()
    requestAnimationFrame(() =>
      setTimeout(() =>
        import('@/features/session/check-on-return').then(
          ({ checkOnReturn }) => {
            // The page a change of user leads to: the next one resolved.
            const settled = () =>
              new Promise((resolve) => {
                const stop = router.subscribe('onResolved', () => (stop(), resolve(0)))
              })
            checkOnReturn(session, { settled })
          },
          () => undefined,
        ),
      ),
    )
  })
  initAnalytics(env.gaMeasurementIds)
  try {
    await activateLocale(storedLocale())
  } catch {
    createRoot(root).render(<StartFailed />)
    return
  }
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={queryClient} session={session}>
        <App router={router} session={session} tabs={tabs} />
      </Providers>
    </StrictMode>,
  )
}

/**
 * The page's texts could not be loaded (offline, or removed by a release even after one reload): said in both
 * languages, as neither catalog is there, with a way to try again, instead of a spinner that never ends.
 */
function StartFailed() {
  return (
    <Themed>
      <Stack mih="100dvh" p="md" justify="center" align="center" gap="md" role="alert">
        <Text ta="center">
          页面未能加载，请检查网络后重试。
          <br />
          The page could not be loaded. Check your connection and try again.
        </Text>
        <Button onClick={() => window.location.reload()}>重新加载 / Reload</Button>
      </Stack>
    </Themed>
  )
}
