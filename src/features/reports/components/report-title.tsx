import { Group, Text, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatDateTime, formatPeriod } from '@/lib/format-date'
import { known, periodTypes } from '@/lib/vocabulary'
import type { ReportView } from '../schemas'
import { DraftTag } from './draft-tag'
import { PartialMark } from './partial-mark'

/**
 * A report's heading, on screen and on paper: the template once, its period in words (a draft is
 * marked), and when it was published, marked when that was before the period ended.
 */
export function ReportTitle({ view }: { view: ReportView }) {
  const { i18n } = useLingui()
  const publishedAt = formatDateTime(i18n, view.published_at)
  return (
    <>
      <Group gap="sm">
        <Title order={1} size="h2">
          {view.template_name}
        </Title>
        <DraftTag />
      </Group>
      <Text size="lg" fw={500} data-testid="report-period">
        {formatPeriod(i18n, known(periodTypes, view.period_type), view.report_period)}
      </Text>
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          <Trans>Published {publishedAt}</Trans>
        </Text>
        <PartialMark periodType={view.period_type} period={view.report_period} publishedAt={view.published_at} />
      </Group>
    </>
  )
}
