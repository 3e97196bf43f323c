import { AppShell } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { Outlet } from '@tanstack/react-router'
import { layoutConstants } from '@/app/layout-constants'
import { NavLinkLink } from '@/components/ui/nav-link'
import { Header } from './header'
import '@/app/styles/staff'
import { MantineScope } from '@/app/mantine-scope'

const HEADER_HEIGHT = 60

/** Staff layout for /template*: header and a side navigation (its code loads with the staff pages only). */
export function AdminLayout() {
  return (
    <MantineScope>
      <AppShell
        header={{ height: HEADER_HEIGHT }}
        navbar={{ width: layoutConstants.siderWidth, breakpoint: 'sm', collapsed: { mobile: true } }}
        padding="lg"
      >
        <AppShell.Header>
          <Header admin />
        </AppShell.Header>
        <AppShell.Navbar p="xs" className="no-print">
          <AdminNav />
        </AppShell.Navbar>
        <AppShell.Main>
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </MantineScope>
  )
}

function AdminNav() {
  const { t } = useLingui()
  return (
    <nav aria-label={t`Administration`}>
      <NavLinkLink to="/template" label={t`Report templates`} activeOptions={{ exact: false }} />
      <NavLinkLink to="/index/{-$templateId}" params={{ templateId: undefined }} label={t`View report list`} />
    </nav>
  )
}
