import { z } from 'zod'
import { msg } from '@lingui/core/macro'
import { i18n } from '@lingui/core'
import { toNumber, validationMessages } from '@/lib/validation'
import type { TemplateChanges } from '../api/update-template'
import {
  displaySchema,
  ownerScopeSchema,
  periodTypeSchema,
  placementSchema,
  variableSources,
  type DisplayKind,
} from '@/lib/vocabulary'
import { uploadedFileSchema, type Component, type Template, type Variable } from '../schemas'
import { sqlPlaceholders } from './sql-placeholders'

/** API.md and the backend's limits. */
export const LIMITS = {
  templateName: 64,
  description: 500,
  componentTitle: 64,
  ndaTitle: 128,
  ndaContent: 20_000,
  heightMin: 100,
  heightMax: 4000,
} as const

/**
 * The editor's form: the template as people edit it. Pickers hold their choice as text (Mantine's
 * Select speaks strings); a component keeps both its Metabase pick and its SQL, and sends the one its
 * display needs. A variable entry means "mapped": a parameter or placeholder without one is unmapped.
 */
export const variableFormSchema = z.object({ name: z.string(), source: z.enum(variableSources), value: z.string() })
export type VariableForm = z.infer<typeof variableFormSchema>

export const componentFormSchema = z.object({
  component_id: z.string(),
  title: z.string(),
  display: displaySchema,
  placement: placementSchema,
  height: z.union([z.number(), z.string()]),
  collection_id: z.string().nullable(),
  /** `dashboard:101` or `card:201`. */
  element: z.string().nullable(),
  database_id: z.string().nullable(),
  sql: z.string(),
  variables: z.array(variableFormSchema),
})
export type ComponentForm = z.infer<typeof componentFormSchema>

export const templateFormSchema = z.object({
  template_name: z.string(),
  description: z.string(),
  owner_scope: ownerScopeSchema,
  period_type: periodTypeSchema,
  nda_enabled: z.boolean(),
  nda: z.object({
    nda_id: z.number().int().nullable(),
    title: z.string(),
    content: z.string(),
    attachment: z.nullable(uploadedFileSchema),
  }),
  components: z.array(componentFormSchema),
})
export type TemplateFormValues = z.infer<typeof templateFormSchema>

export type ElementRef = { element_type: 'dashboard' | 'card'; element_id: number }

export function parseElement(value: string | null): ElementRef | null {
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
    nda: {
      nda_id: template.nda?.nda_id ?? null,
      title: template.nda?.title ?? '',
      content: template.nda?.content ?? '',
      attachment: template.nda?.attachment ?? null,
    },
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
    variables: component.variables.map(({ name, source, value }) => ({ name, source, value: value ?? '' })),
  }
}

let idCounter = 0
/** A component id unique within the template (the backend only asks for uniqueness). */
export function newComponentId(): string {
  idCounter += 1
  return `c-${Date.now().toString(36)}-${idCounter.toString(36)}${Math.random().toString(36).slice(2, 6)}`
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
    variables: [],
  }
}

const toVariable = ({ name, source, value }: VariableForm): Variable =>
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
      ? {
          nda_id: values.nda.nda_id,
          title: values.nda.title.trim(),
          content: values.nda.content.trim(),
          attachment: values.nda.attachment,
        }
      : null,
    components: values.components.map((component) => toComponent(component)),
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
      variables: component.variables.map(toVariable),
    }
  }
  const databaseId = toId(component.database_id)
  // A mapping whose placeholder left the SQL is dropped; the rest keep their order.
  const names = sqlPlaceholders(component.sql)
  return {
    ...base,
    metabase: null,
    query: databaseId === null ? null : { database_id: databaseId, sql: component.sql },
    variables: component.variables.filter((variable) => names.includes(variable.name)).map(toVariable),
  }
}

const blank = (text: string) => text.trim() === ''

/**
 * What must hold before a save (messages in the current language). Whether a component is complete
 * enough to publish is the publish checks' business: a draft may be saved half done.
 */
export const templateFormRules = templateFormSchema.superRefine((values, ctx) => {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message })
  const text = (path: (string | number)[], value: string, max: number, required: boolean) => {
    if (required && blank(value)) issue(path, validationMessages.required())
    else if (value.length > max) issue(path, validationMessages.maxLength(max))
  }
  text(['template_name'], values.template_name, LIMITS.templateName, true)
  text(['description'], values.description, LIMITS.description, false)
  if (values.nda_enabled) {
    text(['nda', 'title'], values.nda.title, LIMITS.ndaTitle, true)
    text(['nda', 'content'], values.nda.content, LIMITS.ndaContent, true)
  }
  values.components.forEach((component, index) => {
    text(['components', index, 'title'], component.title, LIMITS.componentTitle, true)
    const height = toNumber(component.height)
    if (!Number.isInteger(height) || height < LIMITS.heightMin || height > LIMITS.heightMax) {
      issue(['components', index, 'height'], validationMessages.range(LIMITS.heightMin, LIMITS.heightMax))
    }
    if (component.display === 'variable' && !blank(component.sql) && toId(component.database_id) === null) {
      issue(['components', index, 'database_id'], i18n._(msg`Choose the database this SQL runs on`))
    }
  })
})

/** Same content, compared as the JSON it is stored and sent as. */
export const sameValues = (a: TemplateFormValues, b: TemplateFormValues) => JSON.stringify(a) === JSON.stringify(b)
