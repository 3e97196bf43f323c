import { useRef, type ChangeEvent } from 'react'
import { Button, Grid, Group, NumberInput, ScrollArea, Select, Skeleton, Stack, Text, TextInput, Textarea } from '@mantine/core'
import { ErrorState } from '@/components/ui/states'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { elementParamsQueryOptions, useCollectionElements, useCollections, useDatabases, useElementParams, useTables } from '@/features/metabase/api/catalogue'
import { displayKinds, goodDirections, placementKinds } from '@/lib/vocabulary'
import { LIMITS, componentPath, elementValue, parseElement, toId, variableOf } from '../model/form-model'
import { sqlPlaceholders } from '../model/sql-placeholders'
import type { TemplateForm } from '../editor/use-draft-session'
import { suggestedMappings } from '../editor/variable-sources'
import { displayLabels, goodDirectionLabels, optionsOf, placementLabels } from '../labels'
import { SegmentedField } from './segmented-field'
import { VariableMapping } from './variable-mapping'

const placeholderExample = '{{name}}'
const optionalExample = '[[ … ]]'

type FieldsProps = { form: TemplateForm; index: number }

/** An open component's fields: title, display, placement and height, then its Metabase or SQL settings. */
export function ComponentFields({ form, index }: FieldsProps) {
  const { t, i18n } = useLingui()
  const path = (field: 'title' | 'display' | 'placement' | 'height') => componentPath(index, field)
  const display = form.useWatchValue(path('display'))
  return (
    <Stack gap="sm">
      <Grid gap="md" align="flex-end">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <TextInput label={t`Title`} withAsterisk key={form.key(path('title'))} {...form.getInputProps(path('title'))} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <SegmentedField
            label={<Trans>Display</Trans>}
            mb={8}
            data={optionsOf(displayKinds, displayLabels, i18n)}
            key={form.key(path('display'))}
            {...form.getInputProps(path('display'))}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <SegmentedField
            label={<Trans>Placement</Trans>}
            mb={8}
            data={optionsOf(placementKinds, placementLabels, i18n)}
            key={form.key(path('placement'))}
            {...form.getInputProps(path('placement'))}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 2 }}>
          <NumberInput
            label={t`Height (px)`}
            min={LIMITS.heightMin}
            max={LIMITS.heightMax}
            step={10}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            key={form.key(path('height'))}
            {...form.getInputProps(path('height'))}
          />
        </Grid.Col>
      </Grid>
      {display === 'iframe' ? <IframeSettings form={form} index={index} /> : <VariableSettings form={form} index={index} />}
    </Stack>
  )
}

/** `iframe`: a Metabase collection, a dashboard or card in it, and its parameters mapped to sources. */
function IframeSettings({ form, index }: FieldsProps) {
  const { t } = useLingui()
  const collectionPath = componentPath(index, 'collection_id')
  const elementPath = componentPath(index, 'element')
  const collectionId = toId(form.useWatchValue(collectionPath))
  const elementChoice = form.useWatchValue(elementPath)
  const element = parseElement(elementChoice)
  const queryClient = useQueryClient()
  const collections = useCollections()
  const elements = useCollectionElements(collectionId)
  const params = useElementParams(element)

  const itemsOf = (type: 'dashboard' | 'card') =>
    (elements.data ?? []).filter((item) => item.type === type).map((item) => ({ value: elementValue(type, item.id), label: item.name }))
  const elementGroups = [
    { group: t`Dashboards`, items: itemsOf('dashboard') },
    { group: t`Cards`, items: itemsOf('card') },
  ].filter((group) => group.items.length > 0)

  // Another collection or element starts the choice and its mapping afresh.
  const chooseCollection = (value: string | null) => {
    form.setFieldValue(collectionPath, value, { forceUpdate: false })
    form.setFieldValue(elementPath, null)
    form.setFieldValue(componentPath(index, 'variables'), {}, { forceUpdate: false })
  }
  const chooseElement = async (value: string | null) => {
    form.setFieldValue(elementPath, value, { forceUpdate: false })
    form.setFieldValue(componentPath(index, 'variables'), {}, { forceUpdate: false })
    const chosen = parseElement(value)
    if (chosen === null) return
    // Each parameter starts mapped to the source its name says, which the person can change; a failed
    // load shows in the parameters' place.
    const answer = await queryClient.fetchQuery(elementParamsQueryOptions(chosen)).catch(() => null)
    const { components, owner_scope } = form.getValues()
    if (answer === null || components[index]?.element !== value) return
    const mappings = suggestedMappings(
      answer.list.map(({ slug }) => slug),
      owner_scope,
      () => false,
    )
    form.setFieldValue(componentPath(index, 'variables'), Object.fromEntries(mappings.map(([name, source]) => [name, { source, value: '' }])))
  }

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
              disabled={collections.isPending}
              searchable
              nothingFoundMessage={t`No collection matches`}
              key={form.key(collectionPath)}
              {...form.getInputProps(collectionPath)}
              onChange={chooseCollection}
            />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          {elements.isError ? (
            <ErrorState compact title={t`The dashboards and cards could not be loaded.`} error={elements.error} onRetry={() => void elements.refetch()} />
          ) : (
            <Select
              label={t`Dashboard or card`}
              placeholder={collectionId === null ? t`Choose a collection first` : elements.isPending ? t`Loading…` : t`Choose one`}
              data={elementGroups}
              disabled={collectionId === null || elements.isPending}
              searchable
              nothingFoundMessage={t`Nothing in this collection matches`}
              key={form.key(elementPath)}
              {...form.getInputProps(elementPath)}
              onChange={(value) => void chooseElement(value)}
            />
          )}
        </Grid.Col>
      </Grid>
      {element === null ? null : params.isError ? (
        <ErrorState
          compact
          title={t`The parameters of this dashboard or card could not be loaded.`}
          error={params.error}
          onRetry={() => void params.refetch()}
        />
      ) : params.isPending ? (
        <Skeleton height={90} radius="sm" />
      ) : params.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>This dashboard or card has no parameters.</Trans>
        </Text>
      ) : (
        <VariableMapping
          key={elementChoice}
          form={form}
          index={index}
          caption={t`Metabase parameters`}
          nameHeader={t`Parameter`}
          rows={params.data.map((param) => ({ name: param.slug, label: `${param.name} · ${param.type}` }))}
        />
      )}
    </Stack>
  )
}

/** `variable`: a database (its tables to browse), SQL with `{{placeholders}}`, each mapped to a source. */
function VariableSettings({ form, index }: FieldsProps) {
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
    for (const [name, source] of suggestedMappings(appeared, owner_scope, (name) => variableOf(component, name) !== undefined)) {
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
          label={<Trans>When this figure rises, that is</Trans>}
          hint={<Trans>Its change is coloured as good or bad news for the reader, or neither.</Trans>}
          mb="sm"
          data={optionsOf(goodDirections, goodDirectionLabels, i18n)}
          key={form.key(componentPath(index, 'good_direction'))}
          {...form.getInputProps(componentPath(index, 'good_direction'))}
        />
        {databases.isError ? (
          <ErrorState compact title={t`The databases could not be loaded.`} error={databases.error} onRetry={() => void databases.refetch()} />
        ) : (
          <Select
            label={t`Database`}
            placeholder={databases.isPending ? t`Loading…` : t`Choose a database`}
            data={(databases.data ?? []).map((item) => ({ value: String(item.id), label: `${item.name} (${item.engine})` }))}
            disabled={databases.isPending}
            key={form.key(databasePath)}
            {...form.getInputProps(databasePath)}
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
              Returns one value. Write {placeholderExample} where a value goes; {optionalExample} marks a clause that is left out when its value is not sent or
              is empty (NULL).
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
