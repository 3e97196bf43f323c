import { z } from '@/lib/zod'
import {
  componentHeightSchema,
  optionalField,
  optionalText,
  reportPeriodSchema,
  templateIdSchema,
  unixSecondsSchema,
} from '@/lib/schemas'

// What a seller's screens read. The vocabularies here (owner scope, period type, display and
// placement) are open: a value this version of the app does not know is kept as text and handled
// as "unknown" where the screens branch on it, never a reason to fail the whole answer. An optional
// field sent as null counts as left out.

export const templateNameSchema = z.object({ template_id: templateIdSchema, template_name: z.string() })
export type TemplateName = z.infer<typeof templateNameSchema>

export const reportRowSchema = z.object({
  report_period: reportPeriodSchema,
  title: z.string(),
  published_at: unixSecondsSchema,
})
export type ReportRow = z.infer<typeof reportRowSchema>

export const reportComponentSchema = z.object({
  component_id: z.string(),
  title: z.string(),
  display: z.string(),
  placement: z.string(),
  height: componentHeightSchema,
  embed_url: z.optional(optionalText()),
  /** Addition (docs/API.md): the Metabase parameters this iframe takes from the viewer's filters. */
  filter_params: optionalField(z.array(z.string())),
  /** A value that is empty, or only spaces, is no value: the page shows "—" as for one left out. */
  value: z.optional(
    z.pipe(
      z.nullish(z.string()),
      z.transform((text: string | null | undefined) => (text?.trim() ? text : undefined)),
    ),
  ),
  /** Addition (docs/API.md): which way a key figure moving is good (`up`, `down`, `none`); absent means up. */
  good_direction: z.optional(optionalText()),
})
export type ReportComponent = z.infer<typeof reportComponentSchema>

export const reportViewSchema = z.object({
  template_id: templateIdSchema,
  template_name: z.string(),
  report_period: reportPeriodSchema,
  title: z.string(),
  period_type: z.string(),
  published_at: unixSecondsSchema,
  prev_period: z.nullable(reportPeriodSchema),
  next_period: z.nullable(reportPeriodSchema),
  components: z.array(reportComponentSchema),
})
export type ReportView = z.infer<typeof reportViewSchema>

export const merchantSchema = z.object({ merchant_id: z.number().check(z.int()), merchant_name: z.string() })
export type Merchant = z.infer<typeof merchantSchema>
export const shopSchema = z.object({
  shop_id: z.number().check(z.int()),
  shop_name: z.string(),
  region: z.string(),
})
export type Shop = z.infer<typeof shopSchema>

export const basicInfoSchema = z.object({
  template_id: templateIdSchema,
  template_name: z.string(),
  owner_scope: z.string(),
  period_type: z.string(),
  nda_id: z.nullable(z.number().check(z.int())),
  nda_accepted: z.boolean(),
  merchant: z._default(z.nullable(merchantSchema), null),
  shop: z._default(z.nullable(shopSchema), null),
})
export type BasicInfo = z.infer<typeof basicInfoSchema>

type FilterAnswer = { name: string; label: string; options: { value: string; label: string }[]; default: string | null }

/** A default that is none of the options is offered as one, named as it is: the page shows what it reports. */
export const filterSchema = z.pipe(
  z.object({
    name: z.string(),
    label: z.string(),
    options: z.array(z.object({ value: z.string(), label: z.string() })),
    default: z.nullable(z.string()),
  }),
  z.transform(({ default: fallback, options, ...filter }: FilterAnswer): FilterAnswer => {
    const offered = fallback === null || options.some((option) => option.value === fallback)
    return {
      ...filter,
      default: fallback,
      options: offered ? options : [{ value: fallback, label: fallback }, ...options],
    }
  }),
)
export type Filter = z.infer<typeof filterSchema>
export const filtersSchema = z.object({ filters: z.array(filterSchema) })
