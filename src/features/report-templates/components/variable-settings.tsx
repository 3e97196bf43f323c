import { useRef, type ChangeEvent } from 'react'
import { Button, Grid, Group, ScrollArea, Select, Skeleton, Stack, Text, Textarea } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { ErrorState } from '@/components/ui/states'
import { useDatabases, useTables } from '@/features/metabase/api/catalogue'
import { goodDirections } from '@/lib/vocabulary'
import { componentPath, toId, variableOf } from '../model/form-model'
import { sqlPlaceholders } from '../model/sql-placeholders'
import type { TemplateForm } from '../editor/use-draft-session'
import { suggestedMappings } from '../model/variable-sources'
import { goodDirectionLabels, optionsOf } from '../labels'
import { SegmentedField } from './segmented-field'
import { VariableMapping } from './variable-mapping'

const placeholderExample = '{{name}}'
const optionalExample = '[[ … ]]'

/** `variable`: a database (its tables to browse), SQL with `{{placeholders}}`, each mapped to a source. */
export function VariableSettings({ form, index }: { form: TemplateForm; index: number }) {
  const { t, i18n } = useLingui()
  const sqlRef = useRef<HTMLTextAreaElement>(null)
  const databasePath = componentPath(index, 'database_id')
  const sqlPath = componentPath(index, 'sql')
  const databaseId = toId(form.useWatchValue(databasePath))
  const sql = form.useWatchValue(sqlPath)
  const databases = useDatabases()
  const tables = useTables(databaseId)
  const placeholders = sqlPlaceholders(sql)
  const sqlInput = form.getInputProps(sqlPath)

  /** A placeholder written into the SQL starts mapped to the source its name says, as a Metabase parameter does. */
  const changeSql = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const before = sqlPlaceholders(form.getValues().components[index]?.sql ?? '')
    sqlInput.onChange(event)
    const { components, owner_scope } = form.getValues()
    const component = components[index]
    if (!component) return
    const appeared = sqlPlaceholders(component.sql).filter((name) => !before.includes(name))
    for (const [name, source] of suggestedMappings(
      appeared,
      owner_scope,
      (name) => variableOf(component, name) !== undefined,
    )) {
      form.setFieldValue(`${componentPath(index, 'variables')}.${name}`, { source, value: '' })
    }
  }

  /** Puts a table name where the cursor is in the SQL (at the end when it never had focus). */
  const insert = (text: string) => {
    const area = sqlRef.current
    const focused = area !== null && document.activeElement === area
    const start = focused ? area.selectionStart : sql.length
    const end = focused ? area.selectionEnd : sql.length
    form.setFieldValue(sqlPath, `${sql.slice(0, start)}${text}${sql.slice(end)}`)
  }

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <SegmentedField
          label={<Trans>A rise in this figure is</Trans>}
          hint={<Trans>Its change is coloured as good or bad news for the reader, or neither.</Trans>}
          mb="sm"
          data={optionsOf(goodDirections, goodDirectionLabels, i18n)}
          key={form.key(componentPath(index, 'good_direction'))}
          {...form.getInputProps(componentPath(index, 'good_direction'))}
        />
        {databases.isError ? (
          <ErrorState
            compact
            title={t`The databases could not be loaded.`}
            error={databases.error}
            onRetry={() => void databases.refetch()}
          />
        ) : (
          <Select
            label={t`Database`}
            placeholder={databases.isPending ? t`Loading…` : t`Choose a database`}
            data={(databases.data ?? []).map((item) => ({
              value: String(item.id),
              label: `${item.name} (${item.engine})`,
            }))}
            disabled={databases.isPending}
            key={form.key(databasePath)}
            {...form.getInputProps(databasePath)}
          />
        )}
        {databaseId === null ? null : tables.isError ? (
          <ErrorState
            compact
            title={t`The tables could not be loaded.`}
            error={tables.error}
            onRetry={() => void tables.refetch()}
          />
        ) : tables.isPending ? (
          <Skeleton height={120} radius="sm" />
        ) : (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              <Trans>Tables</Trans>
            </Text>
            <ScrollArea.Autosize mah={220} type="auto">
              <Stack gap={2} role="list" aria-label={t`Tables of the database`}>
                {tables.data.map((table) => (
                  <Group key={table.id} gap="xs" justify="space-between" wrap="nowrap" role="listitem">
                    <Text size="sm" ff="monospace" truncate title={`${table.schema}.${table.name}`}>
                      {table.schema}.{table.name}
                    </Text>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      onClick={() => insert(`${table.schema}.${table.name}`)}
                      aria-label={t`Insert ${table.schema}.${table.name} into the SQL`}
                    >
                      <Trans>Insert</Trans>
                    </Button>
                  </Group>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </Stack>
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Textarea
          ref={sqlRef}
          label={t`SQL query`}
          description={
            <Trans>
              Returns one value. Write {placeholderExample} where a value goes; {optionalExample} marks a clause that is
              left out when its value is not sent or is empty (NULL).
            </Trans>
          }
          rows={6}
          resize="vertical"
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
          spellCheck={false}
          key={form.key(sqlPath)}
          {...sqlInput}
          onChange={changeSql}
        />
        {placeholders.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>The query has no placeholders.</Trans>
          </Text>
        ) : (
          <VariableMapping
            form={form}
            index={index}
            caption={t`Placeholders in the SQL`}
            nameHeader={t`Placeholder`}
            rows={placeholders.map((name) => ({ name }))}
          />
        )}
      </Grid.Col>
    </Grid>
  )
}
