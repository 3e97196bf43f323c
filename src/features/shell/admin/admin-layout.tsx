import './styles'
import { useState } from 'react'
import { Box, Burger, Drawer } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { Outlet } from '@tanstack/react-router'
import { tokens } from '@/theme'
import { NavLinkLink } from '@/components/ui/nav-links'
import { Header } from '../components/header'
import { HeaderFrame } from '../components/layouts'
import classes from '../components/layouts.module.css'

function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useLingui()
  return (
    <nav aria-label={t`Administration`}>
      <NavLinkLink to="/template" label={t`Report templates`} activeOptions={{ exact: false }} onClick={onNavigate} />
      <NavLinkLink
        to="/index/{-$templateId}"
        params={{ templateId: undefined }}
        label={t`View report list`}
        onClick={onNavigate}
      />
    </nav>
  )
}

/** Staff layout for /template*: the header, a side navigation (in a drawer on phones) and the page. */
export function AdminLayout() {
  const { t } = useLingui()
  const [opened, setOpened] = useState(false)
  return (
    <HeaderFrame
      header={
        <Header
          admin
          burger={
            <Burger
              opened={opened}
              onClick={() => setOpened((current) => !current)}
              hiddenFrom="sm"
              size="sm"
              aria-label={t`Navigation`}
              aria-expanded={opened}
            />
          }
        />
      }
    >
      <Box
        component="aside"
        className={classes.navbar}
        w={tokens.siderWidth}
        top={tokens.headerHeight}
        visibleFrom="sm"
        p="xs"
      >
        <AdminNav />
      </Box>
      {/* The navigation on a phone, in a drawer. */}
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        size={tokens.siderWidth + 80}
        title={t`Navigation`}
        hiddenFrom="sm"
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <AdminNav onNavigate={() => setOpened(false)} />
      </Drawer>
      <Box className={classes.adminPage} ml={{ base: 0, sm: tokens.siderWidth }} p="lg">
        <Outlet />
      </Box>
    </HeaderFrame>
  )
}
