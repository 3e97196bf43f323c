import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { QueryClient } from '@tanstack/react-query'
import { elementParamsQueryOptions } from '@/features/metabase/api/catalogue'
import { parseElement, variableOf, type ComponentForm, type TemplateFormValues } from './form-model'
import { sqlPlaceholders } from './sql-placeholders'
import { sourcesFor } from './variable-sources'
import type { OwnerScope } from '@/lib/vocabulary'

/**
 * What stops a publish, each a message to translate at render. A Metabase parameter or an SQL
 * placeholder is unmapped when the component has no variable entry for it (`none`, "not sent", is a
 * choice someone made and counts as mapped); a `custom` source needs a value.
 */
export async function publishProblems(
  values: TemplateFormValues,
  queryClient: QueryClient,
): Promise<MessageDescriptor[]> {
  if (values.components.length === 0) return [msg`Add at least one component.`]
  const perComponent = await Promise.all(
    values.components.map((component, index) => componentProblems(component, index, values.owner_scope, queryClient)),
  )
  return perComponent.flat()
}

async function componentProblems(
  component: ComponentForm,
  index: number,
  ownerScope: OwnerScope,
  queryClient: QueryClient,
): Promise<MessageDescriptor[]> {
  const name = component.title.trim() || `#${index + 1}`
  const problems: MessageDescriptor[] = []
  const mapped = (key: string) => variableOf(component, key)

  let expected: { key: string; label: string }[] = []
  if (component.display === 'iframe') {
    const element = parseElement(component.element)
    if (!element) {
      problems.push(msg`Component "${name}": choose a Metabase dashboard or card.`)
    } else {
      try {
        const params = await queryClient.fetchQuery(elementParamsQueryOptions(element))
        expected = params.list.map((param) => ({ key: param.slug, label: param.name }))
      } catch {
        problems.push(msg`Component "${name}": the parameters of its Metabase dashboard or card could not be loaded.`)
      }
    }
    for (const { key, label } of expected) {
      if (!mapped(key))
        problems.push(msg`Component "${name}": the Metabase parameter "${label}" is not mapped to a source.`)
    }
  } else {
    if (component.database_id === null || component.sql.trim() === '') {
      problems.push(msg`Component "${name}": choose a database and write its SQL query.`)
    }
    expected = sqlPlaceholders(component.sql).map((key) => ({ key, label: `{{${key}}}` }))
    for (const { key, label } of expected) {
      if (!mapped(key)) problems.push(msg`Component "${name}": the placeholder ${label} has no source.`)
    }
  }
  // A merchant or shop the template's viewers do not pick (its owner scope changed since it was mapped).
  const sources = sourcesFor(ownerScope)
  for (const { key, label } of expected) {
    const variable = mapped(key)
    if (variable?.source === 'custom' && variable.value.trim() === '') {
      problems.push(msg`Component "${name}": "${label}" takes a custom value, but the value is empty.`)
    }
    if (variable && !sources.includes(variable.source)) {
      problems.push(msg`Component "${name}": the source of "${label}" does not fit the template's owner scope.`)
    }
  }
  return problems
}
