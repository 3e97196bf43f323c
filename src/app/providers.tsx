import type { ReactNode } from 'react'
import { MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { I18nProvider } from '@lingui/react'
import { i18n } from '@/i18n'
import { SessionContext, type Session } from './session'
import { theme } from './theme'

type ProvidersProps = { queryClient: QueryClient; session: Session; children: ReactNode; testEnv?: boolean }

/** Everything a screen needs around it; tests render the same tree. */
export function Providers({ queryClient, session, children, testEnv = false }: ProvidersProps) {
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} env={testEnv ? 'test' : 'default'}>
        <Notifications position="top-center" limit={5} />
        <QueryClientProvider client={queryClient}>
          <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>
  )
}
