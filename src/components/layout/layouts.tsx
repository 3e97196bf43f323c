import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { Outlet } from '@tanstack/react-router'
import { useSessionState } from '@/app/session'
import { DraftBadge, Header } from './header'
import { FeedbackWidget, FooterFrame } from './frames'
import { Watermark } from './watermark'
import { NotFoundScreen } from './not-found-screen'

export const previewWatermarkText = msg`preview mode (draft version)`

/**
 * A fixed header over the page, in plain CSS (styles.css `.app-header`, `.app-main`): the seller
 * screens need no layout component of the UI library, which keeps its code off their first load.
 */
export function HeaderFrame({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <>
      <header className="app-header no-print">{header}</header>
      <div className="app-main">{children}</div>
    </>
  )
}

/** Seller layout: header, watermark, feedback widget and footer frame around the page. */
function SellerShell({ watermarkText, draft }: { watermarkText?: string; draft: boolean }) {
  const { user } = useSessionState()
  if (!user) return null
  return (
    <HeaderFrame header={<Header badge={draft ? <DraftBadge /> : null} />}>
      <main className="app-page">
        <Outlet />
      </main>
      <FooterFrame user={user} />
      <FeedbackWidget user={user} />
      <Watermark text={watermarkText ?? `${user.username} ${user.id}`} />
    </HeaderFrame>
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

/** The 404 screen outside any layout (unknown paths, /404): the header still offers sign-in or the menu. */
export function StandaloneNotFound() {
  return (
    <HeaderFrame header={<Header />}>
      <main>
        <NotFoundScreen />
      </main>
    </HeaderFrame>
  )
}
