import { z } from 'zod'

export const PAGE_SIZES = [10, 20, 50, 100] as const
const MAX_PAGE = 100_000
const MAX_NAME = 64

export const templateListSearchDefaults = { page: 1, page_size: 20 as (typeof PAGE_SIZES)[number], name: '' }

/**
 * `/template`'s search params. Every bad value falls back to its default: a hand-edited or stale URL
 * shows the list, never an error screen. A numeric name (`?name=123`) arrives as a number and is kept as text.
 */
export const templateListSearchSchema = z.object({
  page: z.number().int().min(1).max(MAX_PAGE).default(1).catch(1),
  page_size: z.literal(PAGE_SIZES).default(20).catch(20),
  name: z
    .preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string())
    .transform((value) => value.slice(0, MAX_NAME))
    .default('')
    .catch(''),
})
export type TemplateListSearch = z.infer<typeof templateListSearchSchema>
