import { Trans } from '@lingui/react/macro'
import { ButtonLink } from '@/components/ui/links'
import { ResultImage } from '@/components/ui/result-images'

/** SPEC.md section 2: unknown paths, router errors and missing permissions all land here. */
export function NotFoundScreen() {
  return (
    <div className="ui-center" style={{ minHeight: '70dvh', padding: 'var(--ui-space-xl)' }}>
      <div className="ui-result" style={{ maxWidth: 420, padding: 0 }}>
        <ResultImage status={404} />
        <p className="ui-text" style={{ fontSize: 'var(--ui-fs-lg)', fontWeight: 500 }}>
          <Trans>Sorry, the page you visited does not exist.</Trans>
        </p>
        <ButtonLink to="/index/{-$templateId}" params={{ templateId: undefined }}>
          <Trans>Back Home</Trans>
        </ButtonLink>
      </div>
    </div>
  )
}
