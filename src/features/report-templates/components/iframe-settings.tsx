import { Grid, Select, Skeleton, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { ErrorState } from '@/components/ui/states'
import {
  elementParamsQueryOptions,
  useCollectionElements,
  useCollections,
  useElementParams,
} from '@/features/metabase/api/catalogue'
import { componentPath, elementValue, parseElement, toId } from '../model/form-model'
import type { TemplateForm } from '../editor/use-draft-session'
import { suggestedMappings } from '../model/variable-sources'
import { VariableMapping } from './variable-mapping'

/** `iframe`: a Metabase collection, a dashboard or card in it, and its parameters mapped to sources. */
export function IframeSettings({ form, index }: { form: TemplateForm; index: number }) {
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
    (elements.data ?? [])
      .filter((item) => item.type === type)
      .map((item) => ({ value: elementValue(type, item.id), label: item.name }))
  const elementGroups = [
    { group: t`Dashboards`, items: itemsOf('dashboard') },
    { group: t`Cards`, items: itemsOf('card') },
  ].filter((group) => group.items.length > 0)

  // Another collection or element starts the choice and its mapping afresh; the one chosen, picked again, changes
  // nothing.
  const chooseCollection = (value: string | null) => {
    if (value === form.getValues().components[index]?.collection_id) return
    form.setFieldValue(collectionPath, value, { forceUpdate: false })
    form.setFieldValue(elementPath, null)
    form.setFieldValue(componentPath(index, 'variables'), {}, { forceUpdate: false })
  }
  const chooseElement = async (value: string | null) => {
    if (value === form.getValues().components[index]?.element) return
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
    form.setFieldValue(
      componentPath(index, 'variables'),
      Object.fromEntries(mappings.map(([name, source]) => [name, { source, value: '' }])),
    )
  }

  return (
    <Stack gap="sm">
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 6 }}>
          {collections.isError ? (
            <ErrorState
              compact
              title={t`The Metabase collections could not be loaded.`}
              error={collections.error}
              onRetry={() => void collections.refetch()}
            />
          ) : (
            <Select
              label={t`Metabase collection`}
              placeholder={collections.isPending ? t`Loading…` : t`Choose a collection`}
              data={(collections.data ?? []).map((item) => ({ value: String(item.id), label: item.name }))}
              disabled={collections.isPending}
              searchable
              nothingFoundMessage={t`No collection matches`}
              allowDeselect={false}
              key={form.key(collectionPath)}
              {...form.getInputProps(collectionPath)}
              onChange={chooseCollection}
            />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          {elements.isError ? (
            <ErrorState
              compact
              title={t`The dashboards and cards could not be loaded.`}
              error={elements.error}
              onRetry={() => void elements.refetch()}
            />
          ) : (
            <Select
              label={t`Dashboard or card`}
              placeholder={
                collectionId === null ? t`Choose a collection first` : elements.isPending ? t`Loading…` : t`Choose one`
              }
              data={elementGroups}
              disabled={collectionId === null || elements.isPending}
              searchable
              nothingFoundMessage={t`Nothing in this collection matches`}
              allowDeselect={false}
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
          // Drawn anew for another element, and once its parameters' first mapping is set (their pickers hold values).
          key={`${elementChoice}:${form.key(componentPath(index, 'variables'))}`}
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
