import { z } from 'zod'

/** API.md: `template_id` is a positive integer. */
export const templateIdSchema = z.number().int().positive()

/** API.md: `report_period` is 1 to 32 characters from `[0-9A-Za-z_-]`. */
export const reportPeriodSchema = z.string().regex(/^[0-9A-Za-z_-]{1,32}$/)

export const unixSecondsSchema = z.number().int().nonnegative()

/** API.md paging payload: `{ list, total }`. */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int().nonnegative() })
}

/** `{ list }` without a total, as the names and metabase calls answer. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item) })
}

export const nullSchema = z.null().or(z.undefined()).transform(() => null)
