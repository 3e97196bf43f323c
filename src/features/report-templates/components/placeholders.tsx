import { Paper, Stack, Text, Title } from '@mantine/core'
import { Trans } from '@lingui/react/macro'

/** Issue 2 frame: the template screens' bodies arrive with the staff screens (issue 4). */
export function TemplateListPlaceholder() {
  return (
    <Stack gap="md">
      <Title order={2}>
        <Trans>Report templates</Trans>
      </Title>
      <Paper withBorder p="lg">
        <Text c="dimmed">
          <Trans>Report templates will be listed here.</Trans>
        </Text>
      </Paper>
    </Stack>
  )
}

export function TemplateEditorPlaceholder({ templateId }: { templateId: number }) {
  return (
    <Stack gap="md">
      <Title order={2}>
        <Trans>Edit template</Trans>
      </Title>
      <Paper withBorder p="lg">
        <Text c="dimmed">
          <Trans>The editor of template {templateId} will be here.</Trans>
        </Text>
      </Paper>
    </Stack>
  )
}
