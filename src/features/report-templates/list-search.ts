import { z } from '@/lib/zod'
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@/lib/paging'

const MAX_PAGE = 100_000
/** A search's longest name: a template's name is at most this long. */
export const MAX_NAME = 64

export const templateListSearchDefaults = { page: 1, page_size: DEFAULT_PAGE_SIZE, name: '' }

/**
 * `/template`'s search params. Every bad value falls back to its default: a hand-edited or stale URL
 * shows the list, never an error screen. A numeric name (`?name=123`) arrives as a number and is kept as text.
 */
export const templateListSearchSchema = z.object({
  page: z.catch(z._default(z.number().check(z.int(), z.minimum(1), z.maximum(MAX_PAGE)), 1), 1),
  page_size: z.catch(z._default(z.literal(PAGE_SIZES), DEFAULT_PAGE_SIZE), DEFAULT_PAGE_SIZE),
  name: z.catch(
    z._default(
      z.pipe(
        z.transform((value: unknown) => (typeof value === 'number' ? String(value) : value)),
        z.string().check(z.overwrite((value) => value.slice(0, MAX_NAME))),
      ),
      '',
    ),
    '',
  ),
})
export type TemplateListSearch = z.infer<typeof templateListSearchSchema>
