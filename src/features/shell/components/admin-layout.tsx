import '@/components/ui/later-styles'
import { useState } from 'react'
import { Box, Burger } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { Outlet } from '@tanstack/react-router'
import { LazyBoundary, lazyPart } from '@/components/ui/lazy-part'
import { tokens } from '@/theme'
import { AdminNav } from './admin-nav'
import { Header } from './header'
import { HeaderFrame } from './layouts'
import classes from './layouts.module.css'

// The phone's navigation drawer (a dialog and its focus trap) loads with its first opening.
const NavDrawer = lazyPart(() => import('./nav-drawer').then((module) => module.NavDrawer))

/** Staff layout for /template*: the header, a side navigation (in a drawer on phones) and the page. */
export function AdminLayout() {
  const { t } = useLingui()
  const [opened, setOpened] = useState(false)
  // Once opened, the drawer stays mounted, so that it closes (and opens again) with its transition;
  // each tap is a new attempt, should its code not have loaded before.
  const [taps, setTaps] = useState(0)
  const toggle = () => {
    setTaps((count) => count + 1)
    setOpened((current) => !current)
  }
  const close = () => setOpened(false)
  return (
    <HeaderFrame
      header={
        <Header admin burger={<Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t`Navigation`} aria-expanded={opened} />} />
      }
    >
      <Box component="aside" className={classes.navbar} w={tokens.siderWidth} top={tokens.headerHeight} visibleFrom="sm" p="xs">
        <AdminNav />
      </Box>
      {taps > 0 ? (
        <LazyBoundary fallback={null} attempt={taps}>
          <NavDrawer opened={opened} onClose={close} />
        </LazyBoundary>
      ) : null}
      <Box className={classes.adminPage} ml={{ base: 0, sm: tokens.siderWidth }} p="lg">
        <Outlet />
      </Box>
    </HeaderFrame>
  )
}
