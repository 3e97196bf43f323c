import { useContext, type ReactNode } from 'react'
import { MantineProvider } from '@mantine/core'
import { TestEnvContext } from './test-env'
import { cssVariablesResolver, theme } from './theme'
import './styles/base'

/**
 * The UI library's provider and base styles around the screens that use its components: staff pages,
 * sign-in, the report page, and the overlays (menus, dialogs, toasts). The seller's list page and
 * header are plain elements (components/ui), so their first load carries none of the library; each
 * piece that needs it loads this with its own code.
 */
export function MantineScope({ children }: { children: ReactNode }) {
  const testEnv = useContext(TestEnvContext)
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={testEnv ? 'test' : 'default'}>
      {children}
    </MantineProvider>
  )
}
