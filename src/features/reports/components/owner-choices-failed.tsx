import { Trans } from '@lingui/react/macro'
import type { OwnerKind } from '../api/owners'

/** What could not be loaded when the merchants or shops to choose from could not: their list, or the picker's code. */
export function OwnerChoicesFailed({ kind }: { kind: OwnerKind }) {
  return kind === 'merchant' ? (
    <Trans>The merchants to choose from could not be loaded</Trans>
  ) : (
    <Trans>The shops to choose from could not be loaded</Trans>
  )
}
