import type { Component, Template, Variable } from '../schemas'

/** A text of the template that changed, as it was and as it will be. */
export type TextChange = { from: string; to: string }

/** The parts of a component a change can touch, in the order the editor shows them. */
export type ComponentField = 'title' | 'display' | 'placement' | 'height' | 'element' | 'database' | 'sql'

/** A component's variables (placeholders or Metabase parameters) by name. */
export type VariableChanges = { added: string[]; removed: string[]; changed: string[] }

/** Positions count from 1, as the editor's "Component 1", "Component 2"… */
export type ComponentChange =
  | { kind: 'added'; title: string; position: number }
  | { kind: 'removed'; title: string; position: number }
  | {
      kind: 'changed'
      title: string
      position: number
      fields: ComponentField[]
      variables: VariableChanges | null
      /** Its place among the components both versions have, when that changed. */
      moved: { from: number; to: number } | null
    }

export type NdaChange = 'added' | 'removed' | 'changed'

/** What publishing a draft changes for the people who read the template's reports. */
export type TemplateDiff = {
  name: TextChange | null
  description: TextChange | null
  components: ComponentChange[]
  nda: NdaChange | null
}

const textChange = (from: string, to: string): TextChange | null => (from === to ? null : { from, to })

function sameVariable(a: Variable, b: Variable): boolean {
  return a.source === b.source && (a.value ?? '') === (b.value ?? '')
}

function variableChanges(before: Variable[], after: Variable[]): VariableChanges | null {
  const added = after.filter((variable) => !before.some((old) => old.name === variable.name)).map(({ name }) => name)
  const removed = before.filter((variable) => !after.some((next) => next.name === variable.name)).map(({ name }) => name)
  const changed = after.filter((variable) => before.some((old) => old.name === variable.name && !sameVariable(old, variable))).map(({ name }) => name)
  return added.length + removed.length + changed.length === 0 ? null : { added, removed, changed }
}

function changedFields(before: Component, after: Component): ComponentField[] {
  const differs: Record<ComponentField, boolean> = {
    title: before.title !== after.title,
    display: before.display !== after.display,
    placement: before.placement !== after.placement,
    height: before.height !== after.height,
    element: before.metabase?.element_type !== after.metabase?.element_type || before.metabase?.element_id !== after.metabase?.element_id,
    database: before.query?.database_id !== after.query?.database_id,
    sql: (before.query?.sql ?? '') !== (after.query?.sql ?? ''),
  }
  return (Object.keys(differs) as ComponentField[]).filter((field) => differs[field])
}

function ndaChange(before: Template['nda'], after: Template['nda']): NdaChange | null {
  if (before === null) return after === null ? null : 'added'
  if (after === null) return 'removed'
  const sameFile = before.attachment?.url === after.attachment?.url
  return before.title === after.title && before.content === after.content && sameFile ? null : 'changed'
}

/** The published version against the draft that would replace it; components are matched by their id. */
export function templateDiff(published: Template, draft: Template): TemplateDiff {
  const kept = (from: Component[], other: Component[]) =>
    from.filter((component) => other.some(({ component_id }) => component_id === component.component_id)).map(({ component_id }) => component_id)
  const keptBefore = kept(published.components, draft.components)
  const keptAfter = kept(draft.components, published.components)

  const components: ComponentChange[] = []
  published.components.forEach((component, index) => {
    if (!keptBefore.includes(component.component_id)) components.push({ kind: 'removed', title: component.title, position: index + 1 })
  })
  draft.components.forEach((component, index) => {
    const before = published.components.find(({ component_id }) => component_id === component.component_id)
    if (!before) return components.push({ kind: 'added', title: component.title, position: index + 1 })
    const from = keptBefore.indexOf(component.component_id) + 1
    const to = keptAfter.indexOf(component.component_id) + 1
    const fields = changedFields(before, component)
    const variables = variableChanges(before.variables, component.variables)
    const moved = from === to ? null : { from: published.components.indexOf(before) + 1, to: index + 1 }
    if (fields.length > 0 || variables || moved) {
      components.push({ kind: 'changed', title: component.title, position: index + 1, fields, variables, moved })
    }
  })

  return {
    name: textChange(published.template_name, draft.template_name),
    description: textChange(published.description, draft.description),
    components,
    nda: ndaChange(published.nda, draft.nda),
  }
}

export const isEmptyDiff = (diff: TemplateDiff) => diff.name === null && diff.description === null && diff.components.length === 0 && diff.nda === null
