import { useRef } from 'react'
import { Button, Grid, Group, ScrollArea, Select, Skeleton, Stack, Text, Textarea } from '@mantine/core'
import { ErrorState } from '@/components/ui/states'
import { Trans, useLingui } from '@lingui/react/macro'
import { useCollectionElements } from '@/features/metabase/api/get-collection-elements'
import { useCollections } from '@/features/metabase/api/get-collections'
import { useDatabases } from '@/features/metabase/api/get-databases'
import { useElementParams } from '@/features/metabase/api/get-element-params'
import { useTables } from '@/features/metabase/api/get-tables'
import { elementValue, parseElement, toId, type ComponentForm, type VariableForm } from '../editor/form-model'
import { sqlPlaceholders } from '../editor/sql-placeholders'
import { VariableMapping } from './variable-mapping'

const placeholderExample = '{{name}}'
const optionalExample = '[[ … ]]'

type SettingsProps = {
  component: ComponentForm
  /** Replaces fields of this component. */
  onChange: (patch: Partial<ComponentForm>) => void
  databaseError?: string
}

/** `iframe`: a Metabase collection, a dashboard or card in it, and its parameters mapped to sources. */
export function IframeSettings({ component, onChange }: SettingsProps) {
  const { t } = useLingui()
  const collectionId = toId(component.collection_id)
  const element = parseElement(component.element)
  const collections = useCollections()
  const elements = useCollectionElements(collectionId)
  const params = useElementParams(element)

  const elementGroups = elements.data
    ? [
        {
          group: t`Dashboards`,
          items: elements.data
            .filter((item) => item.type === 'dashboard')
            .map((item) => ({ value: elementValue(item.type, item.id), label: item.name })),
        },
        {
          group: t`Cards`,
          items: elements.data
            .filter((item) => item.type === 'card')
            .map((item) => ({ value: elementValue(item.type, item.id), label: item.name })),
        },
      ].filter((group) => group.items.length > 0)
    : []

  return (
    <Stack gap="sm">
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 6 }}>
          {collections.isError ? (
            <ErrorState compact title={t`The Metabase collections could not be loaded.`} error={collections.error} onRetry={() => void collections.refetch()} />
          ) : (
            <Select
              label={t`Metabase collection`}
              placeholder={collections.isPending ? t`Loading…` : t`Choose a collection`}
              data={(collections.data ?? []).map((item) => ({ value: String(item.id), label: item.name }))}
              value={component.collection_id}
              onChange={(value) => {
                if (value !== component.collection_id) onChange({ collection_id: value, element: null, variables: [] })
              }}
              disabled={collections.isPending}
              searchable
              nothingFoundMessage={t`No collection matches`}
            />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          {elements.isError ? (
            <ErrorState compact title={t`The dashboards and cards could not be loaded.`} error={elements.error} onRetry={() => void elements.refetch()} />
          ) : (
            <Select
              label={t`Dashboard or card`}
              placeholder={
                collectionId === null ? t`Choose a collection first` : elements.isPending ? t`Loading…` : t`Choose one`
              }
              data={elementGroups}
              value={component.element}
              onChange={(value) => {
                if (value !== component.element) onChange({ element: value, variables: [] })
              }}
              disabled={collectionId === null || elements.isPending}
              searchable
              nothingFoundMessage={t`Nothing in this collection matches`}
            />
          )}
        </Grid.Col>
      </Grid>
      {element === null ? null : params.isError ? (
        <ErrorState compact title={t`The parameters of this dashboard or card could not be loaded.`} error={params.error} onRetry={() => void params.refetch()} />
      ) : params.isPending ? (
        <Skeleton height={90} radius="sm" />
      ) : params.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>This dashboard or card has no parameters.</Trans>
        </Text>
      ) : (
        <VariableMapping
          caption={t`Metabase parameters`}
          nameHeader={t`Parameter`}
          rows={params.data.map((param) => ({ name: param.slug, label: `${param.name} · ${param.type}` }))}
          variables={component.variables}
          onChange={(variables: VariableForm[]) => onChange({ variables })}
        />
      )}
    </Stack>
  )
}

/** `variable`: a database (its tables to browse), SQL with `{{placeholders}}`, each mapped to a source. */
export function VariableSettings({ component, onChange, databaseError }: SettingsProps) {
  const { t } = useLingui()
  const sqlRef = useRef<HTMLTextAreaElement>(null)
  const databaseId = toId(component.database_id)
  const databases = useDatabases()
  const tables = useTables(databaseId)
  const placeholders = sqlPlaceholders(component.sql)

  /** Puts a table name where the cursor is in the SQL (at the end when it never had focus). */
  const insert = (text: string) => {
    const area = sqlRef.current
    const sql = component.sql
    const start = area && document.activeElement === area ? area.selectionStart : sql.length
    const end = area && document.activeElement === area ? area.selectionEnd : sql.length
    onChange({ sql: `${sql.slice(0, start)}${text}${sql.slice(end)}` })
  }

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 4 }}>
        {databases.isError ? (
          <ErrorState compact title={t`The databases could not be loaded.`} error={databases.error} onRetry={() => void databases.refetch()} />
        ) : (
          <Select
            label={t`Database`}
            placeholder={databases.isPending ? t`Loading…` : t`Choose a database`}
            data={(databases.data ?? []).map((item) => ({ value: String(item.id), label: `${item.name} (${item.engine})` }))}
            value={component.database_id}
            onChange={(value) => onChange({ database_id: value })}
            disabled={databases.isPending}
            error={databaseError}
          />
        )}
        {databaseId === null ? null : tables.isError ? (
          <ErrorState compact title={t`The tables could not be loaded.`} error={tables.error} onRetry={() => void tables.refetch()} />
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
                    <Text size="sm" ff="monospace" truncate>
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
              left out when its value is not sent.
            </Trans>
          }
          autosize
          minRows={4}
          maxRows={16}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
          value={component.sql}
          onChange={(event) => onChange({ sql: event.currentTarget.value })}
          spellCheck={false}
        />
        {placeholders.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>The query has no placeholders.</Trans>
          </Text>
        ) : (
          <VariableMapping
            caption={t`Placeholders in the SQL`}
            nameHeader={t`Placeholder`}
            rows={placeholders.map((name) => ({ name }))}
            variables={component.variables}
            onChange={(variables) => onChange({ variables })}
          />
        )}
      </Grid.Col>
    </Grid>
  )
}
