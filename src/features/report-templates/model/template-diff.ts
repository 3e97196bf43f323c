import type { Component, Template, Variable } from '../schemas'

/** A value of the template that changed, as it was and as it will be. */
export type Change<Value> = { from: Value; to: Value }

/** The parts of a component a change can touch, in the order the editor shows them. */
const fieldOrder = ['title', 'display', 'placement', 'height', 'element', 'database', 'sql', 'good_direction'] as const
export type ComponentField = (typeof fieldOrder)[number]

/** A component's variables (placeholders or Metabase parameters) by name. */
type VariableChanges = { added: string[]; removed: string[]; changed: string[] }

/** Positions count from 1, as the editor's "Component 1", "Component 2"… */
export type ComponentChange =
  | { kind: 'added' | 'removed'; title: string; position: number }
  | {
      kind: 'changed'
      title: string
      position: number
      fields: ComponentField[]
      variables: VariableChanges | null
      /** Its place among the components both versions have, when that changed. */
      moved: { from: number; to: number } | null
    }

export type NdaField = 'title' | 'content' | 'attachment'

/** A changed NDA gets a new id (docs/API.md): viewers accept it again, even when no text they read differs. */
type NdaChange = { kind: 'added' } | { kind: 'removed' } | { kind: 'changed'; fields: NdaField[] }

/** The fields of a template that are not part of a version: publishing a draft leaves them as they are. */
type NotVersioned = 'template_id' | 'status' | 'has_draft' | 'updated_at' | 'updated_by' | 'filters'

/** What publishing a draft changes for the people who read the template's reports. */
export type TemplateDiff = ReturnType<typeof templateDiff>

function change<Value>(from: Value, to: Value): Change<Value> | null {
  return from === to ? null : { from, to }
}

/** Variables are matched by name; a name listed twice counts as changed when its entries differ in any way. */
function variableChanges(before: Variable[], after: Variable[]): VariableChanges | null {
  const byName = (list: Variable[]) => {
    const names = new Map<string, string[]>()
    for (const { name, source, value } of list)
      names.set(name, [...(names.get(name) ?? []), `${source}\u0000${value ?? ''}`])
    return names
  }
  const old = byName(before)
  const next = byName(after)
  const added = [...next.keys()].filter((name) => !old.has(name))
  const removed = [...old.keys()].filter((name) => !next.has(name))
  const changed = [...next.keys()].filter(
    (name) => old.has(name) && old.get(name)?.join('\u0001') !== next.get(name)?.join('\u0001'),
  )
  return added.length + removed.length + changed.length === 0 ? null : { added, removed, changed }
}

/**
 * Each part of a component, compared: a part added to the component's schema does not compile until
 * it is here. Its id is how it is matched, its variables are compared by name.
 */
const componentParts: {
  [Key in Exclude<keyof Component, 'component_id' | 'variables'>]-?: (
    before: Component[Key],
    after: Component[Key],
  ) => ComponentField[]
} = {
  title: (before, after) => (before === after ? [] : ['title']),
  display: (before, after) => (before === after ? [] : ['display']),
  placement: (before, after) => (before === after ? [] : ['placement']),
  height: (before, after) => (before === after ? [] : ['height']),
  metabase: (before, after) =>
    before?.element_type === after?.element_type &&
    before?.element_id === after?.element_id &&
    before?.collection_id === after?.collection_id
      ? []
      : ['element'],
  query: (before, after) => [
    ...(before?.database_id === after?.database_id ? [] : (['database'] as const)),
    ...((before?.sql ?? '') === (after?.sql ?? '') ? [] : (['sql'] as const)),
  ],
  good_direction: (before, after) => ((before ?? 'up') === (after ?? 'up') ? [] : ['good_direction']),
}

function changedFields(before: Component, after: Component): ComponentField[] {
  const parts = Object.keys(componentParts) as (keyof typeof componentParts)[]
  const fields = new Set(
    parts.flatMap((part) =>
      (componentParts[part] as (a: unknown, b: unknown) => ComponentField[])(before[part], after[part]),
    ),
  )
  return fieldOrder.filter((field) => fields.has(field))
}

function ndaChange(before: Template['nda'], after: Template['nda']): NdaChange | null {
  if (before === null) return after === null ? null : { kind: 'added' }
  if (after === null) return { kind: 'removed' }
  const fields: NdaField[] = []
  if (before.title !== after.title) fields.push('title')
  if (before.content !== after.content) fields.push('content')
  const [was, will] = [before.attachment, after.attachment]
  if (was?.url !== will?.url || was?.file_name !== will?.file_name || was?.size !== will?.size)
    fields.push('attachment')
  return fields.length === 0 && before.nda_id === after.nda_id ? null : { kind: 'changed', fields }
}

/**
 * The published version against the draft that would replace it; components are matched by their id.
 * Linear in the number of components: a template of thousands is compared at once.
 */
export function templateDiff(published: Template, draft: Template) {
  const draftIds = new Set(draft.components.map(({ component_id }) => component_id))
  const publishedById = new Map(
    published.components.map((component, index) => [component.component_id, { component, index }]),
  )
  // The place of each component both versions have, among those only.
  const keptBefore = new Map(
    published.components
      .filter(({ component_id }) => draftIds.has(component_id))
      .map(({ component_id }, index) => [component_id, index]),
  )
  let keptAfter = 0

  const components: ComponentChange[] = []
  published.components.forEach((component, index) => {
    if (!draftIds.has(component.component_id))
      components.push({ kind: 'removed', title: component.title, position: index + 1 })
  })
  draft.components.forEach((component, index) => {
    const found = publishedById.get(component.component_id)
    if (!found) return components.push({ kind: 'added', title: component.title, position: index + 1 })
    const before = found.component
    const keptAt = keptAfter
    keptAfter += 1
    const fields = changedFields(before, component)
    const variables = variableChanges(before.variables, component.variables)
    const moved = keptBefore.get(component.component_id) === keptAt ? null : { from: found.index + 1, to: index + 1 }
    if (fields.length > 0 || variables || moved) {
      components.push({ kind: 'changed', title: component.title, position: index + 1, fields, variables, moved })
    }
  })

  // Each field of a version has its place here: a field added to the template's schema does not compile until it has.
  return {
    // Whose data the reports show, and so who reads them: staff, or each merchant's or shop's sellers.
    owner_scope: change(published.owner_scope, draft.owner_scope),
    // Which periods the reports cover.
    period_type: change(published.period_type, draft.period_type),
    template_name: change(published.template_name, draft.template_name),
    description: change(published.description, draft.description),
    components,
    nda: ndaChange(published.nda, draft.nda),
  } satisfies Record<Exclude<keyof Template, NotVersioned>, unknown>
}

export const isEmptyDiff = (diff: TemplateDiff) =>
  Object.values(diff).every((part) => part === null || (Array.isArray(part) && part.length === 0))
