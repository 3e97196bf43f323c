import { useMemo, useState } from 'react'
import { Alert, Badge, Button, Code, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import {
  runReportQueries,
  type ReportQueriesInput,
  type TestPlaceholder,
} from '@/features/metabase/api/run-report-queries'
import { ErrorState } from '@/components/ui/states'
import type { QueryResult } from '@/features/metabase/schemas'
import type { VariableSource } from '@/lib/vocabulary'
import { sampleOwnerQueryOptions } from '../api/get-sample-owner'
import { variableOf, type ComponentForm, type VariableForm } from '../model/form-model'
import { lastCompletePeriod } from '@/lib/periods'
import { requiredPlaceholders, sqlPlaceholders } from '../model/sql-placeholders'
import type { TemplateForm } from '../editor/use-draft-session'
import { sourceLabels } from '../labels'
import type { Template } from '../schemas'
import { ConfirmModal } from './confirm-modal'
import { EditorSection } from './editor-section'
import classes from './editor.module.css'

/** `optional`: the placeholder is only ever inside optional `[[ … ]]` clauses, which an empty value leaves out. */
type PlaceholderRow = { name: string; variable: VariableForm | null; optional: boolean }

/** Every placeholder of the variable components, once, with the first component's mapping of it. */
function placeholderRows(components: ComponentForm[]): PlaceholderRow[] {
  const rows: PlaceholderRow[] = []
  const variableComponents = components.filter((component) => component.display === 'variable')
  const required = new Set(variableComponents.flatMap((component) => requiredPlaceholders(component.sql)))
  for (const component of variableComponents) {
    for (const name of sqlPlaceholders(component.sql)) {
      if (rows.some((row) => row.name === name)) continue
      rows.push({ name, variable: variableOf(component, name) ?? null, optional: !required.has(name) })
    }
  }
  return rows
}

/** Sources whose value comes from the viewer at report time: the test sends a sample value. */
const needsSample = (variable: VariableForm) =>
  variable.source !== 'custom' && variable.source !== 'nullable' && variable.source !== 'none'

/**
 * A sample value a test starts with, and what it stands for when that is not the value itself (a shop's name, an
 * option's label).
 */
type Sample = { value: string; whose?: string }

/** A run of the queries, with what the results need to be read honestly. */
type TestRun = {
  input: ReportQueriesInput
  /** Placeholders sent without a value. */
  empty: string[]
  /** Each component's placeholders outside its optional clauses, as they were when the run started. */
  uses: Record<string, string[]>
}

/**
 * The values a test sends: typed ones first, then the samples; and the placeholders as sent. The
 * viewer-dependent values are prefilled as a viewer would have them: the last complete period, the
 * first merchant or shop the template offers, and a filter's default (the filter of the placeholder's
 * name; none known, or none by default: empty, so its optional clause is left out).
 */
function useTestValues(template: Template, rows: PlaceholderRow[]) {
  const [now] = useState(() => new Date())
  const uses = (...sources: VariableSource[]) =>
    rows.some((row) => row.variable && sources.includes(row.variable.source))
  const usesMerchant = uses('merchant_id', 'merchant_name') && template.owner_scope === 'merchant'
  const usesShop = uses('shop_id') && template.owner_scope === 'shop'
  const merchantSample = useQuery({
    ...sampleOwnerQueryOptions('merchant', template.template_id),
    enabled: usesMerchant,
  })
  const shopSample = useQuery({ ...sampleOwnerQueryOptions('shop', template.template_id), enabled: usesShop })
  const { data: merchant } = merchantSample
  const { data: shop } = shopSample
  /** The sample owner that could not be loaded: its placeholders start empty until a retry brings it. */
  const failedSample = [merchantSample, shopSample].find((sample) => sample.isError)
  const bySource: Partial<Record<VariableSource, Sample>> = {
    report_period: { value: lastCompletePeriod(template.period_type, now) },
    ...(merchant
      ? { merchant_id: { value: String(merchant.id), whose: merchant.name }, merchant_name: { value: merchant.name } }
      : {}),
    ...(shop ? { shop_id: { value: String(shop.id), whose: shop.name } } : {}),
  }
  const samples = (name: string, variable: VariableForm): Sample | undefined => {
    if (variable.source !== 'filter_value') return bySource[variable.source]
    const filter = template.filters?.find((candidate) => candidate.name === name)
    if (!filter?.default) return undefined
    const option = filter.options.find((candidate) => candidate.value === filter.default)
    return { value: filter.default, whose: option && option.label !== option.value ? option.label : undefined }
  }
  const [typed, setTyped] = useState<Record<string, string>>({})
  const sampleOf = (name: string, variable: VariableForm) => typed[name] ?? samples(name, variable)?.value ?? ''
  const type = (name: string, value: string) => setTyped((previous) => ({ ...previous, [name]: value }))
  const placeholders = (): TestPlaceholder[] =>
    rows.flatMap(({ name, variable }): TestPlaceholder[] => {
      if (!variable) return []
      if (variable.source === 'custom') return [{ name, source: variable.source, value: variable.value }]
      if (!needsSample(variable)) return [{ name, source: variable.source }]
      return [{ name, source: variable.source, value: sampleOf(name, variable) }]
    })
  return { samples, sampleOf, type, placeholders, failedSample }
}

/**
 * 'Test queries': runs the saved draft's variable components with the placeholders' values (real
 * samples for the viewer-dependent ones, prefilled) and shows each rendered SQL with its value or
 * error. A placeholder sent empty is marked, and a result that used one is not shown as a success.
 */
export function TestQueriesPanel({
  template,
  form,
  dirty,
  onSaveFirst,
}: {
  template: Template
  form: TemplateForm
  dirty: boolean
  onSaveFirst: () => Promise<boolean>
}) {
  const { t } = useLingui()
  const components = form.useWatchValue('components')
  const rows = useMemo(() => placeholderRows(components), [components])
  const values = useTestValues(template, rows)
  const [askSave, setAskSave] = useState(false)
  const run = useMutation({ mutationFn: ({ input }: TestRun) => runReportQueries(input) })
  const hasVariableComponents = components.some((component) => component.display === 'variable')

  const test = () => {
    const sent = values.placeholders()
    run.mutate({
      input: { template_id: template.template_id, placeholders: sent },
      empty: sent
        .filter((placeholder) => placeholder.value !== undefined && placeholder.value.trim() === '')
        .map(({ name }) => name),
      // An empty value in an optional clause leaves the clause out, as a viewer's would: that result holds.
      uses: Object.fromEntries(
        components.map((component) => [component.component_id, requiredPlaceholders(component.sql)]),
      ),
    })
  }
  const start = () => (dirty ? setAskSave(true) : test())
  const saveThenTest = async () => {
    const saved = await onSaveFirst()
    setAskSave(false)
    if (saved) test()
  }

  const titleOf = (componentId: string) =>
    components.find((component) => component.component_id === componentId)?.title.trim() || componentId

  return (
    <EditorSection
      id="template-test-queries"
      title={<Trans>Test queries</Trans>}
      aside={
        <Button onClick={start} loading={run.isPending} disabled={!hasVariableComponents} variant="light">
          <Trans>Test queries</Trans>
        </Button>
      }
    >
      {!hasVariableComponents ? (
        <Text size="sm" c="dimmed">
          <Trans>Add an SQL value component to test its query here.</Trans>
        </Text>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            <Trans>
              Runs the saved draft's queries. The placeholders a viewer fills in start with real sample values: the last
              complete period, the first merchant or shop the template offers, and each filter's default. Custom values
              are sent as they are. An optional clause whose value is empty is left out.
            </Trans>
          </Text>
          {values.failedSample ? (
            <ErrorState
              compact
              error={values.failedSample.error}
              title={
                template.owner_scope === 'merchant' ? (
                  <Trans>The sample merchant could not be loaded: type a value, or retry.</Trans>
                ) : (
                  <Trans>The sample shop could not be loaded: type a value, or retry.</Trans>
                )
              }
              onRetry={() => void values.failedSample?.refetch()}
              retrying={values.failedSample.isFetching}
            />
          ) : null}
          {rows.length > 0 ? <TestValuesTable rows={rows} values={values} /> : null}
          {run.isError ? (
            <Alert color="red" variant="light" role="alert">
              <Trans>The queries could not be run.</Trans>
            </Alert>
          ) : null}
          {run.data ? <QueryResults results={run.data.list} run={run.variables} titleOf={titleOf} /> : null}
        </Stack>
      )}
      <ConfirmModal
        opened={askSave}
        title={t`Save before testing?`}
        confirmLabel={t`Save and test`}
        onConfirm={saveThenTest}
        onCancel={() => setAskSave(false)}
      >
        {t`Queries run on the saved draft, so your unsaved changes would not be tested. Save them first?`}
      </ConfirmModal>
    </EditorSection>
  )
}

/** Each placeholder with its source and the value the test sends, editable where a viewer would fill it. */
function TestValuesTable({ rows, values }: { rows: PlaceholderRow[]; values: ReturnType<typeof useTestValues> }) {
  const { t, i18n } = useLingui()
  return (
    <Table withTableBorder verticalSpacing={6} layout="fixed" className={classes.stackedTable}>
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
        {rows.map(({ name, variable, optional }) => {
          const value = variable && needsSample(variable) ? values.sampleOf(name, variable) : null
          const sample = variable && value !== null ? values.samples(name, variable) : undefined
          const emptyNote = optional ? t`No value: its optional clause is left out` : t`No value: it is sent empty`
          return (
            <Table.Tr key={name}>
              <Table.Td>
                <Text size="sm" ff="monospace">{`{{${name}}}`}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={variable ? undefined : 'red.8'}>
                  {variable ? i18n._(sourceLabels[variable.source]) : t`Not mapped (not sent)`}
                </Text>
              </Table.Td>
              <Table.Td>
                {value !== null ? (
                  <TextInput
                    aria-label={t`Test value of ${name}`}
                    size="xs"
                    mb={0}
                    value={value}
                    // A note, not an error: an empty value is sent as it is; outside an optional clause, its results
                    // are marked.
                    description={
                      value.trim() === ''
                        ? emptyNote
                        : sample?.whose && sample.value === value
                          ? sample.whose
                          : undefined
                    }
                    onChange={(event) => values.type(name, event.currentTarget.value)}
                  />
                ) : (
                  <Text size="sm" ff="monospace" c="dimmed">
                    {variable?.source === 'custom' ? variable.value : '—'}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          )
        })}
      </Table.Tbody>
    </Table>
  )
}

function QueryResults({
  results,
  run,
  titleOf,
}: {
  results: QueryResult[]
  run: TestRun
  titleOf: (componentId: string) => string
}) {
  const { t } = useLingui()
  if (results.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>The saved draft has no SQL value components to run.</Trans>
      </Text>
    )
  }
  const untestedOf = (result: QueryResult) =>
    (run.uses[result.component_id] ?? []).filter((name) => run.empty.includes(name))
  const failed = results.filter((result) => result.error !== null).length
  const untested = results.filter((result) => result.error === null && untestedOf(result).length > 0).length
  const valued = results.length - failed - untested
  return (
    <>
      {/* A status: the run's outcome is read out when it comes. */}
      <Text size="sm" role="status">
        <Trans>
          Results: {valued} with a value, {failed} failed, {untested} not tested.
        </Trans>
      </Text>
      <Stack gap="sm" aria-label={t`Query results`} role="list">
        {results.map((result) => {
          const emptyUsed = untestedOf(result)
          const names = emptyUsed.map((name) => `{{${name}}}`).join(', ')
          return (
            <Paper
              key={result.component_id}
              withBorder
              p="sm"
              radius="sm"
              role="listitem"
              aria-label={titleOf(result.component_id)}
            >
              <Group justify="space-between" mb={6}>
                <Text fw={600} size="sm">
                  {titleOf(result.component_id)}
                </Text>
                {result.error !== null ? (
                  <Badge color="red" variant="light" tt="none">
                    <Trans>Query failed</Trans>
                  </Badge>
                ) : emptyUsed.length > 0 ? (
                  <Badge color="amber" variant="light" tt="none" data-testid="query-untested">
                    <Trans>Not tested</Trans>
                  </Badge>
                ) : (
                  <Badge color="green" variant="light" size="lg" tt="none" data-testid="query-value">
                    {result.value ?? '—'}
                  </Badge>
                )}
              </Group>
              {result.sql ? (
                <Code block fz="xs" className={classes.sqlBlock}>
                  {result.sql}
                </Code>
              ) : null}
              {result.error !== null ? (
                <Text size="sm" c="red.8" mt={6} data-testid="query-error">
                  {result.error}
                </Text>
              ) : emptyUsed.length > 0 ? (
                <Text size="sm" c="amber.9" mt={6}>
                  <Trans>
                    It ran with {names} empty, so its value proves nothing. Give a test value and test again.
                  </Trans>
                </Text>
              ) : null}
            </Paper>
          )
        })}
      </Stack>
    </>
  )
}
