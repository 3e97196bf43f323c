import { useId } from 'react'
import { Badge, Button, Group, Paper, Table, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { ButtonLink } from '@/components/ui/links'
import { formatDateTime } from '@/lib/format-date'
import { ownerScopeLabels, statusLabels } from '../labels'
import type { TemplateRow } from '../schemas'
import type { TemplateAction } from './template-actions'
import classes from './template-list.module.css'

/** The page's templates, one row each, with the actions the user may take on it (`onAsk`: the one they asked for). */
export function TemplateTable({
  rows,
  canUpdate,
  onAsk,
}: {
  rows: TemplateRow[]
  canUpdate: boolean
  onAsk: (action: TemplateAction) => void
}) {
  const { t } = useLingui()
  return (
    <Paper withBorder radius="md" className={classes.frame}>
      <Table verticalSpacing="sm" highlightOnHover className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={64}>
              <Trans>ID</Trans>
            </Table.Th>
            {[t`Name`, t`Owner scope`, t`Status`, t`Draft`, t`Last update`, t`Actions`].map((heading) => (
              <Table.Th key={heading}>{heading}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <TemplateListRow key={row.template_id} row={row} canUpdate={canUpdate} onAsk={onAsk} />
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  )
}

function TemplateListRow({
  row,
  canUpdate,
  onAsk,
}: {
  row: TemplateRow
  canUpdate: boolean
  onAsk: (action: TemplateAction) => void
}) {
  const { i18n, t } = useLingui()
  const published = row.status === 'published'
  // Each action names its template to a screen reader, as a row's actions are read one after another.
  const nameId = useId()
  const about = { 'aria-describedby': nameId }
  return (
    <Table.Tr>
      <Table.Td className={classes.id}>{row.template_id}</Table.Td>
      <Table.Td className={classes.name}>
        <Text size="sm" fw={500} id={nameId}>
          {row.template_name}
        </Text>
      </Table.Td>
      <Table.Td data-label={t`Owner scope`}>{i18n._(ownerScopeLabels[row.owner_scope])}</Table.Td>
      <Table.Td data-label={t`Status`}>
        <Badge color={published ? 'green' : 'gray'} variant="light" tt="none" miw="max-content">
          {i18n._(statusLabels[row.status])}
        </Badge>
      </Table.Td>
      <Table.Td data-label={t`Draft`}>
        {row.has_draft ? (
          <Badge color="amber" variant="light" tt="none" miw="max-content">
            <Trans>Draft not yet published</Trans>
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>None</Trans>
          </Text>
        )}
      </Table.Td>
      <Table.Td data-label={t`Last update`}>
        <div>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(i18n, row.updated_at)}
          </Text>
          {row.updated_by ? (
            <Text size="xs" c="dimmed">
              {t`by ${row.updated_by}`}
            </Text>
          ) : null}
        </div>
      </Table.Td>
      <Table.Td className={classes.actions}>
        <Group gap={4} wrap="nowrap" className={classes.actionGroup}>
          <ButtonLink
            to="/preview/$templateId"
            params={{ templateId: row.template_id }}
            size="compact-sm"
            variant="subtle"
            {...about}
          >
            <Trans>Preview</Trans>
          </ButtonLink>
          {canUpdate ? (
            <>
              <ButtonLink
                to="/template/$templateId"
                params={{ templateId: row.template_id }}
                size="compact-sm"
                variant="subtle"
                {...about}
              >
                <Trans>Edit</Trans>
              </ButtonLink>
              <Button
                size="compact-sm"
                variant="subtle"
                color={published ? 'red' : 'green'}
                onClick={() => onAsk({ kind: 'status', row })}
                {...about}
              >
                {published ? t`Unpublish` : t`Publish`}
              </Button>
              {row.has_draft ? (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="orange.8"
                  onClick={() => onAsk({ kind: 'publish-draft', row, changed: null })}
                  {...about}
                >
                  <Trans>Publish draft</Trans>
                </Button>
              ) : null}
            </>
          ) : null}
        </Group>
      </Table.Td>
    </Table.Tr>
  )
}
