import type { ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { I18nProvider } from '@lingui/react'
import { i18n } from '@/i18n'
import { Toaster } from '@/components/ui/toaster'
import { SessionContext, type Session } from './session'
import { TestEnvContext } from './test-env'

type ProvidersProps = { queryClient: QueryClient; session: Session; children: ReactNode; testEnv?: boolean }

/**
 * Everything a screen needs around it; tests render the same tree. The UI library's provider is not
 * here: the screens that use the library bring it (app/mantine-scope.tsx).
 */
export function Providers({ queryClient, session, children, testEnv = false }: ProvidersProps) {
  return (
    <I18nProvider i18n={i18n}>
      <TestEnvContext.Provider value={testEnv}>
        <Toaster />
        <QueryClientProvider client={queryClient}>
          <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
        </QueryClientProvider>
      </TestEnvContext.Provider>
    </I18nProvider>
  )
}
