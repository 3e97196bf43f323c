import { Badge, Group, Text, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatDateTime } from '@/lib/format-date'
import type { ReportView } from '../schemas'
import { DraftTag } from './draft-tag'

/** A report's heading, on screen and on paper: template, period (a draft is marked), title and when it was published. */
export function ReportTitle({ view, preview }: { view: ReportView; preview: boolean }) {
  const { i18n } = useLingui()
  const publishedAt = formatDateTime(i18n, view.published_at)
  return (
    <>
      <Group gap="sm">
        <Title order={1} size="h2">
          {view.template_name}
        </Title>
        <Badge size="lg" variant="light">
          {view.report_period}
        </Badge>
        <DraftTag preview={preview} />
      </Group>
      <Text size="sm" c="dimmed">
        {view.title} · <Trans>Published {publishedAt}</Trans>
      </Text>
    </>
  )
}
