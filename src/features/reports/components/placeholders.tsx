import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { Trans } from '@lingui/react/macro'

/** Issue 2 frame: the report screens' bodies arrive with the seller screens (issue 3). */
export function ReportListPlaceholder({ templateId, preview }: { templateId?: number; preview: boolean }) {
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Title order={2}>
          <Trans>Report list</Trans>
        </Title>
        {preview ? (
          <Badge color="yellow" variant="light">
            <Trans>Draft</Trans>
          </Badge>
        ) : null}
      </Group>
      <Paper withBorder p="lg">
        <Text c="dimmed">
          {templateId === undefined ? (
            <Trans>Reports will be listed here.</Trans>
          ) : (
            <Trans>Reports of template {templateId} will be listed here.</Trans>
          )}
        </Text>
      </Paper>
    </Stack>
  )
}

export function ReportPlaceholder(props: { templateId: number; reportPeriod?: string; preview: boolean }) {
  const { templateId, reportPeriod } = props
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Title order={2}>
          <Trans>Report</Trans>
        </Title>
        {props.preview ? (
          <Badge color="yellow" variant="light">
            <Trans>Draft</Trans>
          </Badge>
        ) : null}
      </Group>
      <Paper withBorder p="lg">
        <Text c="dimmed">
          {reportPeriod === undefined ? (
            <Trans>The newest report of template {templateId} will be shown here.</Trans>
          ) : (
            <Trans>
              The report of template {templateId} for {reportPeriod} will be shown here.
            </Trans>
          )}
        </Text>
      </Paper>
    </Stack>
  )
}
