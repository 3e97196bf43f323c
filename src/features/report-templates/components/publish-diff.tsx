import { useId, type ReactNode } from 'react'
import { Alert, Badge, Button, Group, List, Loader, Stack, Text } from '@mantine/core'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { templatePublishedQueryOptions } from '../api/get-published-template'
import { templateDraftQueryOptions } from '../api/get-template-draft'
import { isEmptyDiff, templateDiff, type ComponentChange, type ComponentField } from '../editor/template-diff'

const fieldLabels: Record<ComponentField, MessageDescriptor> = {
  title: msg`Title`,
  display: msg`Display`,
  placement: msg`Placement`,
  height: msg`Height (px)`,
  element: msg`Dashboard or card`,
  database: msg`Database`,
  sql: msg`SQL query`,
}

/**
 * What publishing the draft changes: the saved draft (`preview=true`) against the published version
 * (`preview=false`), shown in a publish confirmation before anything goes live.
 */
export function PublishDiff({ templateId, unsavedChanges = false }: { templateId: number; unsavedChanges?: boolean }) {
  const { t } = useLingui()
  const headingId = useId()
  const draft = useQuery(templateDraftQueryOptions(templateId))
  const published = useQuery(templatePublishedQueryOptions(templateId))

  let body
  if (draft.isError || published.isError) {
    body = (
      <Alert color="red" variant="light" p="xs">
        <Group justify="space-between" gap="xs">
          <Text size="sm">
            <Trans>The differences from the published version cannot be shown.</Trans>
          </Text>
          <Button size="compact-sm" variant="default" onClick={() => void Promise.all([draft.refetch(), published.refetch()])}>
            <Trans>Retry</Trans>
          </Button>
        </Group>
      </Alert>
    )
  } else if (draft.data === undefined || published.data === undefined) {
    body = <Loader size="sm" aria-label={t`Comparing the draft with the published version`} />
  } else if (published.data === null) {
    body = (
      <Text size="sm">
        <Trans>Nothing of this template has been published yet: all of the draft is new.</Trans>
      </Text>
    )
  } else {
    const diff = templateDiff(published.data, draft.data)
    body = isEmptyDiff(diff) ? (
      <Text size="sm">
        <Trans>The saved draft is the same as the published version.</Trans>
      </Text>
    ) : (
      <List size="sm" spacing={6} data-testid="publish-diff">
        {diff.name ? (
          <List.Item>
            <Trans>
              Name: <Was>{diff.name.from}</Was> → {diff.name.to}
            </Trans>
          </List.Item>
        ) : null}
        {diff.description ? (
          <List.Item>
            <Trans>
              Description: <Was>{diff.description.from}</Was> → {diff.description.to}
            </Trans>
          </List.Item>
        ) : null}
        {diff.components.map((change) => (
          <ComponentChangeItem key={`${change.kind}-${change.position}`} change={change} />
        ))}
        {diff.nda === 'added' ? (
          <List.Item>
            <Trans>An NDA is added: viewers accept it before they open the reports.</Trans>
          </List.Item>
        ) : diff.nda === 'removed' ? (
          <List.Item>
            <Trans>The NDA is removed.</Trans>
          </List.Item>
        ) : diff.nda === 'changed' ? (
          <List.Item>
            <Trans>The NDA has new text: viewers accept it again.</Trans>
          </List.Item>
        ) : null}
      </List>
    )
  }

  return (
    <Stack gap={6} role="region" aria-labelledby={headingId}>
      <Text id={headingId} size="sm" fw={600}>
        {unsavedChanges ? <Trans>What the saved draft changes, without your unsaved changes</Trans> : <Trans>What changes</Trans>}
      </Text>
      {body}
    </Stack>
  )
}

/** The text a change replaces, struck through. */
function Was({ children }: { children?: ReactNode }) {
  return (
    <Text span size="sm" td="line-through" c="dimmed">
      {children}
    </Text>
  )
}

function ComponentChangeItem({ change }: { change: ComponentChange }) {
  const { t, i18n } = useLingui()
  const { position, title } = change
  if (change.kind === 'added') {
    return (
      <List.Item>
        <Trans>
          Component {position} added: {title}
        </Trans>
      </List.Item>
    )
  }
  if (change.kind === 'removed') {
    return (
      <List.Item>
        <Trans>
          Component {position} removed: {title}
        </Trans>
      </List.Item>
    )
  }
  const { fields, variables, moved } = change
  return (
    <List.Item>
      <Trans>
        Component {position} changed: {title}
      </Trans>
      <Group gap={4} mt={2}>
        {moved ? (
          <Badge variant="outline" color="gray" tt="none">
            {t`Moved from position ${moved.from} to ${moved.to}`}
          </Badge>
        ) : null}
        {fields.map((field) => (
          <Badge key={field} variant="outline" color="gray" tt="none">
            {i18n._(fieldLabels[field])}
          </Badge>
        ))}
        {variables?.added.map((name) => (
          <Badge key={`+${name}`} variant="outline" color="green.8" tt="none">
            {t`Variable ${name} added`}
          </Badge>
        ))}
        {variables?.removed.map((name) => (
          <Badge key={`-${name}`} variant="outline" color="red.8" tt="none">
            {t`Variable ${name} removed`}
          </Badge>
        ))}
        {variables?.changed.map((name) => (
          <Badge key={`~${name}`} variant="outline" color="gray" tt="none">
            {t`Variable ${name} changed`}
          </Badge>
        ))}
      </Group>
    </List.Item>
  )
}
