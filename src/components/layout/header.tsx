import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { cx } from '@/components/ui/class-names'
import { BASE_PATH } from '@/lib/env'
import { siteTitle } from '@/app/titles'
import { LanguageSwitch } from './language-switch'
import { UserMenu } from './user-menu'

/** Logo and site title; `compact` hides the title on phones, where the header has no room for it. */
export function ProductMark({ compact = false }: { compact?: boolean }) {
  const { i18n } = useLingui()
  return (
    <span className="product-mark">
      <img src={`${BASE_PATH}logo.svg`} alt="" width={32} height={32} />
      <span className={cx('product-mark__title ui-truncate', compact && 'ui-from-sm')}>{i18n._(siteTitle)}</span>
    </span>
  )
}

/** SPEC.md section 2: logo and title, a language switch and the user menu. */
export function Header({ admin = false, badge }: { admin?: boolean; badge?: ReactNode }) {
  const { t } = useLingui()
  return (
    <div className="app-header__bar no-print">
      <div className="ui-group ui-group--nowrap ui-gap-sm" style={{ minWidth: 0 }}>
        <Link to="/index/{-$templateId}" params={{ templateId: undefined }} aria-label={t`Home`} className="app-header__home">
          <ProductMark compact />
        </Link>
        {badge}
      </div>
      <div className="ui-group ui-group--nowrap">
        <div className="ui-from-xs">
          <LanguageSwitch />
        </div>
        <UserMenu admin={admin} />
      </div>
    </div>
  )
}

export function DraftBadge() {
  return (
    <span className="ui-badge ui-badge--lg ui-badge--filled" data-testid="draft-badge">
      <Trans>Draft preview</Trans>
    </span>
  )
}
