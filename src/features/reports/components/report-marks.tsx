import { Badge } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { publishedEarly } from '@/lib/periods'
import { known, periodTypes } from '@/lib/vocabulary'

type Props = { periodType: string | undefined; period: string; publishedAt: number }

/**
 * Marks a report published before its period had ended (its figures cover only part of the period);
 * nothing for a report published after, or of a period type this version does not know.
 */
export function PartialMark({ periodType, period, publishedAt }: Props) {
  const type = periodType === undefined ? undefined : known(periodTypes, periodType)
  if (type === undefined || !publishedEarly(type, period, publishedAt)) return null
  return (
    <Badge variant="light" color="amber" size="sm" maw="100%" data-testid="partial-mark">
      <Trans>Partial: published before the period ended</Trans>
    </Badge>
  )
}
