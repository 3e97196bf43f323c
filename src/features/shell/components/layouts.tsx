import { AppShell, Container } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { Outlet } from '@tanstack/react-router'
import { FeedbackWidget, FooterFrame } from '@/components/layout/frames'
import { NotFoundScreen } from '@/components/layout/not-found-screen'
import { Watermark } from '@/components/layout/watermark'
import { useSessionState } from '@/features/session/session'
import { tokens } from '@/theme'
import { DraftBadge, Header } from './header'
import classes from './layouts.module.css'

export const previewWatermarkText = msg`preview mode (draft version)`

/** Seller layout: header, page, footer frame, feedback widget and a watermark over it all. */
function SellerShell({ watermarkText, draft }: { watermarkText?: string; draft: boolean }) {
  const { user } = useSessionState()
  if (!user) return null
  return (
    <AppShell header={{ height: tokens.headerHeight }}>
      <AppShell.Header className={classes.header}>
        <Header badge={draft ? <DraftBadge /> : null} />
      </AppShell.Header>
      <AppShell.Main className={classes.main}>
        <Container size={tokens.pageMaxWidth} className={classes.page}>
          <Outlet />
        </Container>
        <FooterFrame user={user} />
      </AppShell.Main>
      <FeedbackWidget user={user} />
      <Watermark text={watermarkText ?? `${user.username} ${user.id}`} />
    </AppShell>
  )
}

export function NormalLayout() {
  return <SellerShell draft={false} />
}

/** The draft preview's layout: a badge, and a watermark that says it is a draft. */
export function PreviewLayout() {
  const { t } = useLingui()
  return <SellerShell draft watermarkText={t(previewWatermarkText)} />
}

/** The 404 screen outside any layout (unknown paths, /404): the header still offers sign-in or the menu. */
export function NotFoundPage() {
  return (
    <AppShell header={{ height: tokens.headerHeight }}>
      <AppShell.Header className={classes.header}>
        <Header />
      </AppShell.Header>
      <AppShell.Main className={classes.main}>
        <NotFoundScreen />
      </AppShell.Main>
    </AppShell>
  )
}
