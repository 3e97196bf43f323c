import { Badge } from '@mantine/core'
import { Trans } from '@lingui/react/macro'

/** Marks a heading of a draft preview; nothing for the published version. */
export function DraftTag({ preview }: { preview: boolean }) {
  if (!preview) return null
  return (
    <Badge variant="light" color="amber">
      <Trans>Draft</Trans>
    </Badge>
  )
}
