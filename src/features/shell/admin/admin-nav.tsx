import { useLingui } from '@lingui/react/macro'
import { NavLinkLink } from '@/components/ui/nav-links'

export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useLingui()
  return (
    <nav aria-label={t`Administration`}>
      <NavLinkLink to="/template" label={t`Report templates`} activeOptions={{ exact: false }} onClick={onNavigate} />
      <NavLinkLink to="/index/{-$templateId}" params={{ templateId: undefined }} label={t`View report list`} onClick={onNavigate} />
    </nav>
  )
}
