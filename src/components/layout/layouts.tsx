import { AppShell, Container } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { Outlet } from '@tanstack/react-router'
import { useSessionState } from '@/app/session'
import { layoutConstants } from '@/app/theme'
import { NavLinkLink } from '@/components/ui/links'
import { DraftBadge, Header } from './header'
import { FeedbackWidget, FooterFrame } from './frames'
import { Watermark } from './watermark'
import { NotFoundScreen } from './not-found-screen'

const HEADER_HEIGHT = 60
export const previewWatermarkText = msg`preview mode (draft version)`

/** Seller layout: header, watermark, feedback widget and footer frame around the page. */
function SellerShell({ watermarkText, draft }: { watermarkText?: string; draft: boolean }) {
  const { user } = useSessionState()
  if (!user) return null
  return (
    <AppShell header={{ height: HEADER_HEIGHT }} padding={0}>
      <AppShell.Header>
        <Header badge={draft ? <DraftBadge /> : null} />
      </AppShell.Header>
      <AppShell.Main style={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
        <Container size="xl" w="100%" py="lg" style={{ flex: 1 }}>
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

/** SPEC.md section 2: the preview layout's watermark says it is a draft. */
export function PreviewLayout() {
  const { t } = useLingui()
  return <SellerShell draft watermarkText={t(previewWatermarkText)} />
}

/** Staff layout for /template*: header and a side navigation. */
export function AdminLayout() {
  return (
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

/** The 404 screen outside any layout (unknown paths, /404): the header still offers sign-in or the menu. */
export function StandaloneNotFound() {
  return (
    <AppShell header={{ height: HEADER_HEIGHT }} padding={0}>
      <AppShell.Header>
        <Header />
      </AppShell.Header>
      <AppShell.Main>
        <NotFoundScreen />
      </AppShell.Main>
    </AppShell>
  )
}
