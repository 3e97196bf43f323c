import { useState } from 'react'
import { Alert, Badge, Button, Code, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRunReportQueries, type TestPlaceholder } from '@/features/metabase/api/run-report-queries'
import type { QueryResult } from '@/features/metabase/schemas'
import type { TemplateFormValues, VariableForm } from '../editor/form-model'
import { sqlPlaceholders } from '../editor/sql-placeholders'
import { sourceLabels } from '../labels'
import { ConfirmModal } from './confirm-modal'

type PlaceholderRow = { name: string; variable: VariableForm | null }

/** Every placeholder of the variable components, once, with the first component's mapping of it. */
function placeholderRows(values: TemplateFormValues): PlaceholderRow[] {
  const rows: PlaceholderRow[] = []
  for (const component of values.components) {
    if (component.display !== 'variable') continue
    for (const name of sqlPlaceholders(component.sql)) {
      if (rows.some((row) => row.name === name)) continue
      rows.push({ name, variable: component.variables.find((variable) => variable.name === name) ?? null })
    }
  }
  return rows
}

/** An example of what a viewer-dependent source holds, as the test value's placeholder. */
function sampleHint(source: VariableForm['source'], periodType: TemplateFormValues['period_type']): string | undefined {
  if (source === 'report_period') return periodExamples[periodType]
  if (source === 'merchant_id') return '1001'
  if (source === 'shop_id') return '2001'
  return undefined
}
const periodExamples = { day: '2026-11-20', week: '2026-W47', month: '2026-11' } as const

/** Sources whose value comes from the viewer at report time: the test asks for a sample value. */
const needsSample = (variable: VariableForm | null) =>
  variable !== null && variable.source !== 'custom' && variable.source !== 'nullable' && variable.source !== 'none'

/**
 * 'Test queries': runs the saved draft's variable components with the current placeholders (sample
 * values for the viewer-dependent ones) and shows each rendered SQL with its value or error.
 */
export function TestQueriesPanel({ templateId, values, dirty, onSaveFirst }: {
  templateId: number
  values: TemplateFormValues
  dirty: boolean
  onSaveFirst: () => Promise<boolean>
}) {
  const { t, i18n } = useLingui()
  const run = useRunReportQueries()
  const [samples, setSamples] = useState<Record<string, string>>({})
  const [askSave, setAskSave] = useState(false)
  const [savingFirst, setSavingFirst] = useState(false)
  const rows = placeholderRows(values)
  const hasVariableComponents = values.components.some((component) => component.display === 'variable')

  const placeholders = (): TestPlaceholder[] =>
    rows.flatMap(({ name, variable }): TestPlaceholder[] => {
      if (!variable) return []
      if (variable.source === 'custom') return [{ name, source: variable.source, value: variable.value }]
      if (!needsSample(variable)) return [{ name, source: variable.source }]
      return [{ name, source: variable.source, value: samples[name] ?? '' }]
    })

  const test = () => run.mutate({ template_id: templateId, placeholders: placeholders() })
  const start = () => (dirty ? setAskSave(true) : test())
  const saveThenTest = async () => {
    setSavingFirst(true)
    const saved = await onSaveFirst()
    setSavingFirst(false)
    setAskSave(false)
    if (saved) test()
  }

  const titleOf = (componentId: string) =>
    values.components.find((component) => component.component_id === componentId)?.title.trim() || componentId

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="template-test-queries">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4" id="template-test-queries">
          <Trans>Test queries</Trans>
        </Title>
        <Button onClick={start} loading={run.isPending} disabled={!hasVariableComponents} variant="light">
          <Trans>Test queries</Trans>
        </Button>
      </Group>
      {!hasVariableComponents ? (
        <Text size="sm" c="dimmed">
          <Trans>Add an SQL value component to test its query here.</Trans>
        </Text>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            <Trans>
              Runs the saved draft's queries. Give sample values for the placeholders a viewer fills in; custom values
              are sent as they are.
            </Trans>
          </Text>
          {rows.length > 0 ? (
            <Table withTableBorder verticalSpacing={6} layout="fixed">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w="30%">
                    <Trans>Placeholder</Trans>
                  </Table.Th>
                  <Table.Th w="30%">
                    <Trans>Source</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Test value</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map(({ name, variable }) => (
                  <Table.Tr key={name}>
                    <Table.Td>
                      <Text size="sm" ff="monospace">{`{{${name}}}`}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c={variable ? undefined : 'red'}>
                        {variable ? i18n._(sourceLabels[variable.source]) : t`Not mapped (not sent)`}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {needsSample(variable) ? (
                        <TextInput
                          aria-label={t`Test value of ${name}`}
                          placeholder={variable ? sampleHint(variable.source, values.period_type) : undefined}
                          size="xs"
                          mb={0}
                          value={samples[name] ?? ''}
                          onChange={(event) => {
                            const value = event.currentTarget.value
                            setSamples((previous) => ({ ...previous, [name]: value }))
                          }}
                        />
                      ) : (
                        <Text size="sm" ff="monospace" c="dimmed">
                          {variable?.source === 'custom' ? variable.value : '—'}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : null}
          {run.isError ? (
            <Alert color="red" variant="light" role="alert">
              <Trans>The queries could not be run.</Trans>
            </Alert>
          ) : null}
          {run.data ? <QueryResults results={run.data.list} titleOf={titleOf} /> : null}
        </Stack>
      )}
      <ConfirmModal
        opened={askSave}
        title={t`Save before testing?`}
        confirmLabel={t`Save and test`}
        onConfirm={() => void saveThenTest()}
        onCancel={() => setAskSave(false)}
        loading={savingFirst}
      >
        {t`Queries run on the saved draft, so your unsaved changes would not be tested. Save them first?`}
      </ConfirmModal>
    </Paper>
  )
}

function QueryResults({ results, titleOf }: { results: QueryResult[]; titleOf: (componentId: string) => string }) {
  const { t } = useLingui()
  if (results.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>The saved draft has no SQL value components to run.</Trans>
      </Text>
    )
  }
  return (
    <Stack gap="sm" aria-label={t`Query results`} role="list">
      {results.map((result) => (
        <Paper key={result.component_id} withBorder p="sm" radius="sm" role="listitem" aria-label={titleOf(result.component_id)}>
          <Group justify="space-between" mb={6}>
            <Text fw={600} size="sm">
              {titleOf(result.component_id)}
            </Text>
            {result.error === null ? (
              <Badge color="green" variant="light" size="lg" tt="none" data-testid="query-value">
                {result.value ?? '—'}
              </Badge>
            ) : (
              <Badge color="red" variant="light">
                <Trans>Error</Trans>
              </Badge>
            )}
          </Group>
          {result.sql ? (
            <Code block fz="xs">
              {result.sql}
            </Code>
          ) : null}
          {result.error !== null ? (
            <Text size="sm" c="red.8" mt={6} data-testid="query-error">
              {result.error}
            </Text>
          ) : null}
        </Paper>
      ))}
    </Stack>
  )
}
