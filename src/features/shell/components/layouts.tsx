import { Fragment, type ReactNode } from 'react'
import { Box, Container, rem } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { Outlet } from '@tanstack/react-router'
import { MAIN_CONTENT_ID } from '@/components/layout/main-content'
import { SkipLink } from '@/components/layout/skip-link'
import { NotFoundScreen } from '@/components/layout/not-found-screen'
import { AfterPaint, lazyPart, WhenUsed } from '@/components/ui/lazy-part'
import { Watermark } from '@/components/layout/watermark'
import { useSessionState } from '@/features/session/session'
import { tokens } from '@/theme'
import { Header } from './header'
import classes from './layouts.module.css'

/** The footer and the feedback widget sit below or beside the page: their code comes after its first paint. */
const SiteFrames = lazyPart(() => import('@/components/layout/site-frames').then((module) => module.SiteFrames))

/** A way past the header for the keyboard, a fixed header over the page, above the watermark; the page below it. */
export function HeaderFrame({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <Box component="header" className={classes.bar} h={tokens.headerHeight}>
        {header}
      </Box>
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className={classes.main}
        __vars={{ '--header-height': rem(tokens.headerHeight) }}
      >
        {children}
      </Box>
    </>
  )
}

/**
 * Seller layout: header, page, footer frame, feedback widget and a watermark over it all, which names
 * the user or, in the draft preview (with its badge), says it is a draft.
 */
function SellerShell({ draft }: { draft: boolean }) {
  const { t } = useLingui()
  const { user } = useSessionState()
  if (!user) return null
  return (
    // Another user, without a sign-in page between: the page starts afresh, nothing of the last user's kept on screen.
    <Fragment key={user.id}>
      <HeaderFrame header={<Header draft={draft} />}>
        <Container size={tokens.pageMaxWidth} className={classes.page} data-testid="page-column">
          <Outlet />
        </Container>
        <AfterPaint>
          <WhenUsed used>
            <SiteFrames user={user} />
          </WhenUsed>
        </AfterPaint>
      </HeaderFrame>
      <Watermark text={draft ? t`preview mode (draft version)` : `${user.username} ${user.id}`} />
    </Fragment>
  )
}

export const NormalLayout = () => <SellerShell draft={false} />

export const PreviewLayout = () => <SellerShell draft />

/** The 404 screen outside any layout (unknown paths, /404): the header still offers sign-in or the menu. */
export function NotFoundPage() {
  return (
    <HeaderFrame header={<Header />}>
      <NotFoundScreen />
    </HeaderFrame>
  )
}
