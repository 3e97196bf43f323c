import { z } from '@/lib/zod'
import type { MetabaseElementRef } from '@/features/metabase/api/catalogue'
import { rules, toNumber, validationCodes } from './validation'
import type { TemplateChanges } from '../api/update-template'
import {
  displaySchema,
  goodDirectionSchema,
  ownerScopeSchema,
  periodTypeSchema,
  placementSchema,
  variableSources,
  type DisplayKind,
} from '@/lib/vocabulary'
import { COMPONENT_HEIGHT, storedFileSchema } from '@/lib/schemas'
import type { Component, Template, Variable } from '../schemas'
import { sqlPlaceholders } from './sql-placeholders'

/** The backend's limits on a template's texts and a frame's height; the form checks them before it saves. */
export const LIMITS = {
  templateName: 64,
  description: 500,
  componentTitle: 64,
  ndaTitle: 128,
  ndaContent: 20_000,
  heightMin: COMPONENT_HEIGHT.min,
  heightMax: COMPONENT_HEIGHT.max,
} as const

/**
 * The editor's form: the template as people edit it. Pickers hold their choice as text (Mantine's
 * Select speaks strings); a component keeps both its Metabase pick and its SQL, and sends the one its
 * display needs. `variables` maps a parameter or placeholder name to its source: a name without an
 * entry is unmapped.
 */
const variableFormSchema = z.object({ source: z.enum(variableSources), value: z.string() })
export type VariableForm = z.infer<typeof variableFormSchema>

const componentFormSchema = z.object({
  component_id: z.string(),
  title: z.string(),
  display: displaySchema,
  placement: placementSchema,
  height: z.union([z.number(), z.string()]),
  collection_id: z.nullable(z.string()),
  /** `dashboard:101` or `card:201`. */
  element: z.nullable(z.string()),
  database_id: z.nullable(z.string()),
  sql: z.string(),
  variables: z.record(z.string(), variableFormSchema),
  /** A key figure's good direction; absent in a browser copy kept before the field existed (then up). */
  good_direction: z.optional(goodDirectionSchema),
})
export type ComponentForm = z.infer<typeof componentFormSchema>

export const templateFormSchema = z.object({
  template_name: z.string(),
  description: z.string(),
  owner_scope: ownerScopeSchema,
  period_type: periodTypeSchema,
  nda_enabled: z.boolean(),
  nda: z.object({
    nda_id: z.nullable(z.int()),
    title: z.string(),
    content: z.string(),
    attachment: z.nullable(storedFileSchema),
  }),
  components: z.array(componentFormSchema),
})
export type TemplateFormValues = z.infer<typeof templateFormSchema>

/** The mapping of a parameter or placeholder, if it has one. */
export const variableOf = (component: Pick<ComponentForm, 'variables'>, name: string): VariableForm | undefined =>
  Object.hasOwn(component.variables, name) ? component.variables[name] : undefined

export const componentPath = <Field extends string>(index: number, field: Field) =>
  `components.${index}.${field}` as const

export function parseElement(value: string | null): MetabaseElementRef | null {
  const match = /^(dashboard|card):(\d+)$/.exec(value ?? '')
  if (!match) return null
  return { element_type: match[1] === 'dashboard' ? 'dashboard' : 'card', element_id: Number(match[2]) }
}

export const elementValue = (type: 'dashboard' | 'card', id: number) => `${type}:${id}`

export const toId = (value: string | null) => (value !== null && /^\d+$/.test(value) ? Number(value) : null)

export function toFormValues(template: Template): TemplateFormValues {
  return {
    template_name: template.template_name,
    description: template.description,
    owner_scope: template.owner_scope,
    period_type: template.period_type,
    nda_enabled: template.nda !== null,
    nda: template.nda ?? { nda_id: null, title: '', content: '', attachment: null },
    components: template.components.map(toComponentForm),
  }
}

function toComponentForm(component: Component): ComponentForm {
  return {
    component_id: component.component_id,
    title: component.title,
    display: component.display,
    placement: component.placement,
    height: component.height,
    collection_id: component.metabase ? String(component.metabase.collection_id) : null,
    element: component.metabase ? elementValue(component.metabase.element_type, component.metabase.element_id) : null,
    database_id: component.query ? String(component.query.database_id) : null,
    sql: component.query?.sql ?? '',
    variables: Object.fromEntries(
      component.variables.map(({ name, source, value }) => [name, { source, value: value ?? '' }]),
    ),
    good_direction: component.good_direction ?? 'up',
  }
}

/** A new component's id: unique within the template (the backend only asks for uniqueness). */
function newComponentId(): string {
  const random = crypto.getRandomValues(new Uint32Array(2))
  return `c-${Date.now().toString(36)}-${[...random].map((part) => part.toString(36)).join('')}`
}

export function newComponent(display: DisplayKind): ComponentForm {
  return {
    component_id: newComponentId(),
    title: '',
    display,
    placement: display === 'variable' ? 'card' : 'dashboard',
    height: display === 'variable' ? 120 : 600,
    collection_id: null,
    element: null,
    database_id: null,
    sql: '',
    variables: {},
    good_direction: 'up',
  }
}

/**
 * The values with each component id once, as the backend requires (it refuses a save with twins, and
 * nobody can see or edit an id). A later component under an id already used is dropped when it is the
 * same as the first, and keeps its fields under a new id otherwise. Values without twins come back as
 * they are.
 */
export function withUniqueComponentIds(values: TemplateFormValues): TemplateFormValues {
  const seen = new Map<string, ComponentForm>()
  let changed = false
  const components = values.components.flatMap((component) => {
    const first = seen.get(component.component_id)
    if (first === undefined) {
      seen.set(component.component_id, component)
      return [component]
    }
    changed = true
    if (sameData(first, component)) return []
    const renamed = { ...component, component_id: newComponentId() }
    seen.set(renamed.component_id, renamed)
    return [renamed]
  })
  return changed ? { ...values, components } : values
}

const toVariable = (name: string, { source, value }: VariableForm): Variable =>
  source === 'custom' ? { name, source, value } : { name, source }

/** The `update` body: what the form holds, in the API's shape. */
export function toChanges(values: TemplateFormValues, templateId: number, updatedAt: number): TemplateChanges {
  return {
    template_id: templateId,
    updated_at: updatedAt,
    template_name: values.template_name.trim(),
    description: values.description,
    owner_scope: values.owner_scope,
    period_type: values.period_type,
    nda: values.nda_enabled
      ? { ...values.nda, title: values.nda.title.trim(), content: values.nda.content.trim() }
      : null,
    components: values.components.map(toComponent),
  }
}

function toComponent(component: ComponentForm): Component {
  const base = {
    component_id: component.component_id,
    title: component.title.trim(),
    display: component.display,
    placement: component.placement,
    height: toNumber(component.height),
  }
  if (component.display === 'iframe') {
    const element = parseElement(component.element)
    const collectionId = toId(component.collection_id)
    return {
      ...base,
      metabase: element && collectionId !== null ? { ...element, collection_id: collectionId } : null,
      query: null,
      variables: Object.entries(component.variables).map(([name, variable]) => toVariable(name, variable)),
    }
  }
  const databaseId = toId(component.database_id)
  // In the SQL's order; a mapping whose placeholder left the SQL is dropped.
  return {
    ...base,
    metabase: null,
    query: databaseId === null ? null : { database_id: databaseId, sql: component.sql },
    good_direction: component.good_direction ?? 'up',
    variables: sqlPlaceholders(component.sql).flatMap((name) => {
      const variable = variableOf(component, name)
      return variable ? [toVariable(name, variable)] : []
    }),
  }
}

/** The create dialog's fields and the editor's share these rules. */
export const templateNameRule = rules.requiredText(LIMITS.templateName)
export const descriptionRule = rules.optionalText(LIMITS.description)

const componentRules = z
  .object({
    title: rules.requiredText(LIMITS.componentTitle),
    height: rules.integerInRange(LIMITS.heightMin, LIMITS.heightMax),
    display: displaySchema,
    sql: z.string(),
    database_id: z.nullable(z.string()),
  })
  .check(
    z.refine(
      (component) =>
        component.display !== 'variable' || component.sql.trim() === '' || toId(component.database_id) !== null,
      {
        path: ['database_id'],
        error: validationCodes.required,
      },
    ),
  )

const ndaRules = z.discriminatedUnion('nda_enabled', [
  z.object({
    nda_enabled: z.literal(true),
    nda: z.object({ title: rules.requiredText(LIMITS.ndaTitle), content: rules.requiredText(LIMITS.ndaContent) }),
  }),
  z.object({ nda_enabled: z.literal(false) }),
])

/**
 * What must hold before a save. Whether a component is complete enough to publish is the publish
 * checks' business: a draft may be saved half done.
 */
export const templateFormRules = z.intersection(
  z.object({ template_name: templateNameRule, description: descriptionRule, components: z.array(componentRules) }),
  ndaRules,
)

/** Equal as data (the form holds only plain objects, arrays, strings, numbers, booleans and null). */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keysA = Object.keys(a)
  const keysB = Object.keys(b)
  return (
    keysA.length === keysB.length &&
    keysA.every(
      (key) =>
        Object.hasOwn(b, key) && sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  )
}
