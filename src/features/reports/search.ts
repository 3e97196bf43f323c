import { z } from '@/lib/zod'
import { isPageSize } from '@/lib/paging'
import { reportPeriodSchema } from '@/lib/schemas'

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

/** The filters of a report address as the API takes them: one text value per filter name. */
export function filterValues(search: ReportFiltersSearch): Record<string, string> {
  return Object.fromEntries(Object.entries(search).map(([name, value]) => [name, String(value)]))
}
