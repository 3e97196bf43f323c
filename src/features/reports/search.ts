import { z } from '@/lib/zod'
import { isPageSize } from '@/lib/paging'
import { reportPeriodSchema } from '@/lib/schemas'
import type { Filter } from './schemas'

/** `/index/:templateId` search: page, page size and a period range; a bad value falls back, never an error. */
export const reportListSearchSchema = z.object({
  page: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000))), undefined),
  page_size: z.catch(z.optional(z.coerce.number().check(z.refine(isPageSize))), undefined),
  from: z.catch(z.optional(reportPeriodSchema), undefined),
  to: z.catch(z.optional(reportPeriodSchema), undefined),
})
export type ReportListSearch = z.infer<typeof reportListSearchSchema>

const filterName = /^[A-Za-z0-9_-]{1,64}$/
const MAX_FILTER_VALUE = 200

/**
 * `/report/...` search: one entry per filter, `?site=SG`. Names and values are checked here; whether a
 * value is one of the filter's options is the server's filter list's business. A value keeps the
 * type the URL parser gave it (`?x=1` is the number 1), so the URL is written back exactly as it came.
 */
export const reportFiltersSearchSchema = z.pipe(
  z.catch(z.record(z.string(), z.unknown()), {}),
  z.transform((raw: Record<string, unknown>) => {
    const filters: Record<string, string | number | boolean> = {}
    for (const [name, value] of Object.entries(raw)) {
      if (!filterName.test(name)) continue
      if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') continue
      const text = String(value)
      if (text.length > 0 && text.length <= MAX_FILTER_VALUE) filters[name] = value
    }
    return filters
  }),
)
export type ReportFiltersSearch = z.infer<typeof reportFiltersSearchSchema>

/**
 * What an address should say instead of `raw` when some of it is not read (a key the page does not
 * take, or a value that falls back to its default): `read` without those, else null.
 */
export function searchWithoutIgnored<T extends Record<string, unknown>>(
  raw: Record<string, unknown>,
  read: T,
): Partial<T> | null {
  if (Object.keys(raw).every((key) => read[key] !== undefined)) return null
  return Object.fromEntries(Object.entries(read).filter(([, value]) => value !== undefined)) as Partial<T>
}

/** The filters of an address that the report has, each with one of its options: what the page shows. */
export function knownFilters(filters: readonly Filter[], search: ReportFiltersSearch): ReportFiltersSearch {
  return Object.fromEntries(
    Object.entries(search).filter(([name, value]) =>
      filters.some((filter) => filter.name === name && filter.options.some((option) => option.value === String(value))),
    ),
  )
}

/** The filters of a report address as the API takes them: one text value per filter name. */
export function filterValues(search: ReportFiltersSearch): Record<string, string> {
  return Object.fromEntries(Object.entries(search).map(([name, value]) => [name, String(value)]))
}
