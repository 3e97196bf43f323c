import { Badge } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { usePreview } from '../report-links'

/** Marks a heading of a draft preview; nothing for the published version. */
export function DraftTag() {
  if (!usePreview()) return null
  return (
    <Badge variant="light" color="amber">
      <Trans>Draft</Trans>
    </Badge>
  )
}
