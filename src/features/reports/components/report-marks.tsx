import type { ReactNode } from 'react'
import { Badge, Group, Text, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatDateTime } from '@/lib/format-date'
import { publishedEarly } from '@/lib/periods'
import type { PeriodType } from '@/lib/vocabulary'
import { usePreview } from '../report-links'

/** A page's main heading, marked as a draft in a draft preview. */
export function MainTitle({ children }: { children: ReactNode }) {
  const preview = usePreview()
  return (
    <Group gap="sm">
      <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Title>
      {preview ? (
        <Badge variant="light" color="amber">
          <Trans>Draft</Trans>
        </Badge>
      ) : null}
    </Group>
  )
}

/**
 * When a report was published, marked when that was before its period had ended (its figures cover
 * only part of the period); no mark for a period type this version does not know.
 */
export function Published({
  periodType,
  period,
  at,
}: {
  periodType: PeriodType | undefined
  period: string
  at: number
}) {
  const { i18n } = useLingui()
  const publishedAt = formatDateTime(i18n, at)
  const line = (
    <Text size="sm" c="dimmed">
      <Trans>Published {publishedAt}</Trans>
    </Text>
  )
  // The line alone, without a wrapper, when there is no mark: a list shows one per row.
  if (!periodType || !publishedEarly(periodType, period, at)) return line
  return (
    <Group gap="xs">
      {line}
      {/* On a narrow screen the mark wraps rather than cut its words short. */}
      <Badge
        variant="light"
        color="amber"
        size="sm"
        maw="100%"
        h="auto"
        styles={{ label: { whiteSpace: 'normal' } }}
        data-testid="partial-mark"
      >
        <Trans>Partial: published before the period ended</Trans>
      </Badge>
    </Group>
  )
}
