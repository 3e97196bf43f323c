import { z } from '@/lib/zod'
import {
  attachedFileSchema,
  COMPONENT_HEIGHT,
  optionalField,
  optionalText,
  templateIdSchema,
  unixSecondsSchema,
} from '@/lib/schemas'
import {
  displaySchema,
  goodDirectionSchema,
  ownerScopeSchema,
  periodTypeSchema,
  placementSchema,
  publicationStatusSchema,
  variableSourceSchema,
} from '@/lib/vocabulary'

// What the staff screens read. An optional field, or the name of who saved, sent as null counts as left out.

export const templateRowSchema = z.object({
  template_id: templateIdSchema,
  template_name: z.string(),
  owner_scope: ownerScopeSchema,
  status: publicationStatusSchema,
  has_draft: z.boolean(),
  nda_id: z.nullable(z.number().check(z.int())),
  updated_at: unixSecondsSchema,
  updated_by: optionalText(''),
})
export type TemplateRow = z.infer<typeof templateRowSchema>

const variableFields = { name: z.string(), source: variableSourceSchema }
export const variableSchema = z.object({ ...variableFields, value: optionalField(z.string()) })
export type Variable = z.infer<typeof variableSchema>
/** A variable as the editor sends it: no null where an answer may have one. */
export const variableInput = z.object({ ...variableFields, value: z.optional(z.string()) })

const componentFields = {
  component_id: z.string(),
  title: z.string(),
  display: displaySchema,
  placement: placementSchema,
  height: z.number().check(z.int(), z.minimum(COMPONENT_HEIGHT.min), z.maximum(COMPONENT_HEIGHT.max)),
  metabase: z.nullable(
    z.object({
      element_type: z.enum(['dashboard', 'card']),
      element_id: z.number().check(z.int()),
      collection_id: z.number().check(z.int()),
    }),
  ),
  query: z.nullable(z.object({ database_id: z.number().check(z.int()), sql: z.string() })),
}
export const componentSchema = z.object({
  ...componentFields,
  variables: z.array(variableSchema),
  /** Addition (docs/API.md): which way a key figure (`variable`) moving is good; absent means up. */
  good_direction: optionalField(goodDirectionSchema),
})
export type Component = z.infer<typeof componentSchema>
/** A component as the editor sends it: no null where an answer may have one. */
export const componentInput = z.object({
  ...componentFields,
  variables: z.array(variableInput),
  good_direction: z.optional(goodDirectionSchema),
})

/** `attachment` is the NDA's uploaded file (docs/API.md). */
export const templateNdaSchema = z.object({
  nda_id: z.number().check(z.int()),
  title: z.string(),
  content: z.string(),
  attachment: attachedFileSchema,
})

/** A report filter as `detail` answers it: the shape `report/filter` answers a viewer. */
const templateFilterSchema = z.object({
  name: z.string(),
  label: z.string(),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
  default: z.nullable(z.string()),
})

export const templateSchema = z.object({
  template_id: templateIdSchema,
  template_name: z.string(),
  description: z.string(),
  owner_scope: ownerScopeSchema,
  period_type: periodTypeSchema,
  status: publicationStatusSchema,
  has_draft: z.boolean(),
  nda: z.nullable(templateNdaSchema),
  updated_at: unixSecondsSchema,
  /** Who saved this version (an addition, docs/API.md); absent from a server that does not send it. */
  updated_by: optionalField(z.string()),
  components: z.array(componentSchema),
  /**
   * The report filters with their defaults (an addition, docs/API.md): the query test starts from them. Absent: none
   * known.
   */
  filters: optionalField(z.array(templateFilterSchema)),
})
export type Template = z.infer<typeof templateSchema>
