import { useLingui } from '@lingui/react/macro'

/** SPEC.md section 2: shown while the session state is unknown (idle). */
export function FullScreenSpinner() {
  const { t } = useLingui()
  return (
    <div className="ui-center" style={{ height: '100dvh' }} role="status" aria-live="polite">
      <div className="ui-spinner" role="img" aria-label={t`Loading`} />
    </div>
  )
}
