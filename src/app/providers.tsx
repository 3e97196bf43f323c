import type { ReactNode } from 'react'
import { MantineProvider } from '@mantine/core'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { I18nProvider } from '@lingui/react'
import { i18n } from '@/i18n'
import { Toaster } from '@/components/ui/toaster'
import { SessionContext, type Session } from '@/features/session/session'
import { cssVariablesResolver, theme } from '@/theme'

type ProvidersProps = { queryClient: QueryClient; session: Session; children: ReactNode; testEnv?: boolean }

/** The one theme of every screen, the start's failure included. */
export function Themed({ children, testEnv = false }: { children: ReactNode; testEnv?: boolean }) {
  return (
    // Every theme variable from the provider, the library's defaults included, so its stylesheet of default variables
    // is not loaded. No static class names (`mantine-Button-root`): nothing styles by them, and a screen of many
    // components (the template editor) renders measurably sooner.
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      deduplicateCssVariables={false}
      withStaticClasses={false}
      env={testEnv ? 'test' : 'default'}
    >
      {children}
    </MantineProvider>
  )
}

/**
 * Everything a screen needs around it; tests render the same tree (the UI library then skips transitions and portals).
 */
export function Providers({ queryClient, session, children, testEnv = false }: ProvidersProps) {
  return (
    <I18nProvider i18n={i18n}>
      <Themed testEnv={testEnv}>
        <Toaster />
        <QueryClientProvider client={queryClient}>
          <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
        </QueryClientProvider>
      </Themed>
    </I18nProvider>
  )
}
