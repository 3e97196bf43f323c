import { z } from 'zod/mini'

export const PAGE_SIZES = [10, 20, 50, 100] as const
const MAX_PAGE = 100_000
const MAX_NAME = 64

export const templateListSearchDefaults = { page: 1, page_size: 20 as (typeof PAGE_SIZES)[number], name: '' }

/**
 * `/template`'s search params. Every bad value falls back to its default: a hand-edited or stale URL
 * shows the list, never an error screen. A numeric name (`?name=123`) arrives as a number and is kept as text.
 * `zod/mini`: a route's `validateSearch` sits in the route tree every page loads, seller pages included.
 */
export const templateListSearchSchema = z.object({
  page: z.catch(z._default(z.number().check(z.int(), z.minimum(1), z.maximum(MAX_PAGE)), 1), 1),
  page_size: z.catch(z._default(z.literal(PAGE_SIZES), 20), 20),
  name: z.catch(
    z._default(
      z.pipe(
        z.pipe(
          z.transform((value: unknown) => (typeof value === 'number' ? String(value) : value)),
          z.string(),
        ),
        z.transform((value: string) => value.slice(0, MAX_NAME)),
      ),
      '',
    ),
    '',
  ),
})
export type TemplateListSearch = z.infer<typeof templateListSearchSchema>
