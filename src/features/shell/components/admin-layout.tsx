import { AppShell, Burger } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useLingui } from '@lingui/react/macro'
import { Outlet } from '@tanstack/react-router'
import { NavLinkLink } from '@/components/ui/links'
import { tokens } from '@/theme'
import { Header } from './header'
import classes from './layouts.module.css'

/** Staff layout for /template*: header and a side navigation, behind a burger on phones. */
export function AdminLayout() {
  const { t } = useLingui()
  const [opened, { toggle, close }] = useDisclosure(false)
  return (
    <AppShell
      header={{ height: tokens.headerHeight }}
      navbar={{ width: tokens.siderWidth, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <AppShell.Header className={classes.header}>
        <Header
          admin
          burger={<Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t`Navigation`} aria-expanded={opened} />}
        />
      </AppShell.Header>
      <AppShell.Navbar p="xs" className={classes.navbar}>
        <nav aria-label={t`Administration`}>
          <NavLinkLink to="/template" label={t`Report templates`} activeOptions={{ exact: false }} onClick={close} />
          <NavLinkLink to="/index/{-$templateId}" params={{ templateId: undefined }} label={t`View report list`} onClick={close} />
        </nav>
      </AppShell.Navbar>
      <AppShell.Main className={classes.main}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  )
}
