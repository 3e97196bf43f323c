import '@/components/ui/later-styles'
import { Box, Burger, Drawer } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useLingui } from '@lingui/react/macro'
import { Outlet } from '@tanstack/react-router'
import { NavLinkLink } from '@/components/ui/nav-links'
import { tokens } from '@/theme'
import { Header } from './header'
import { HeaderFrame } from './layouts'
import classes from './layouts.module.css'

/** The staff screens' navigation. */
function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useLingui()
  return (
    <nav aria-label={t`Administration`}>
      <NavLinkLink to="/template" label={t`Report templates`} activeOptions={{ exact: false }} onClick={onNavigate} />
      <NavLinkLink to="/index/{-$templateId}" params={{ templateId: undefined }} label={t`View report list`} onClick={onNavigate} />
    </nav>
  )
}

/** Staff layout for /template*: the header, a side navigation (in a drawer on phones) and the page. */
export function AdminLayout() {
  const { t } = useLingui()
  const [opened, { toggle, close }] = useDisclosure(false)
  return (
    <HeaderFrame
      header={
        <Header admin burger={<Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t`Navigation`} aria-expanded={opened} />} />
      }
    >
      <Box component="aside" className={classes.navbar} w={tokens.siderWidth} top={tokens.headerHeight} visibleFrom="sm" p="xs">
        <AdminNav />
      </Box>
      <Drawer opened={opened} onClose={close} size={tokens.siderWidth + 80} title={t`Navigation`} hiddenFrom="sm" closeButtonProps={{ 'aria-label': t`Close` }}>
        <AdminNav onNavigate={close} />
      </Drawer>
      <Box className={classes.adminPage} ml={{ base: 0, sm: tokens.siderWidth }} p="lg">
        <Outlet />
      </Box>
    </HeaderFrame>
  )
}
