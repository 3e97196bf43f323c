import { z } from './zod'

/**
 * Schemas are `zod/mini` (functions instead of methods), so a seller's first load carries the small
 * build of zod. The helpers take any zod 4 schema, classic or mini: both share `zod/v4/core`.
 */

/** `template_id` is a positive integer (docs/API.md). */
export const templateIdSchema = z.number().check(z.int(), z.positive())

/** `report_period` is 1 to 32 characters from `[0-9A-Za-z_-]` (docs/API.md). */
export const reportPeriodSchema = z.string().check(z.regex(/^[0-9A-Za-z_-]{1,32}$/))

/** The last second of the year 9999: a later time (milliseconds sent for seconds, say) is no date a page can show. */
const LAST_SECOND = 253_402_300_799

export const unixSecondsSchema = z.number().check(z.int(), z.nonnegative(), z.maximum(LAST_SECOND))

/** A component's `height` in px is 100 to 4000 (docs/API.md). */
export const COMPONENT_HEIGHT = { min: 100, max: 4000 } as const

/** A height outside the contract's range is kept to it: one bad number must not make a page millions of pixels tall. */
export const componentHeightSchema = z.pipe(
  z.number().check(z.int()),
  z.transform((height: number) => Math.min(COMPONENT_HEIGHT.max, Math.max(COMPONENT_HEIGHT.min, height))),
)

export function paged<T extends z.core.SomeType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().check(z.int(), z.nonnegative()) })
}

/** `{ list }` without a total, as the names and metabase calls answer. */
export function listOf<T extends z.core.SomeType>(item: T) {
  return z.object({ list: z.array(item) })
}

/** A file the server keeps (an upload, an NDA's attachment): where it is, its name and size in bytes. */
export const storedFileSchema = z.object({
  url: z.string(),
  file_name: z.string(),
  size: z.number().check(z.int(), z.nonnegative()),
})
export type StoredFile = z.infer<typeof storedFileSchema>

/** A file that may go with something (an NDA's attachment): none when the server sends null or nothing. */
export const attachedFileSchema = z.pipe(
  z.nullish(storedFileSchema),
  z.transform((file: StoredFile | null | undefined) => file ?? null),
)

/**
 * Text the server may leave out or send as null: read as `fallback` (an optional field's absence by default).
 */
export const optionalText = <F extends string | undefined = undefined>(fallback?: F) =>
  z.pipe(
    z.nullish(z.string()),
    z.transform((text: string | null | undefined) => (text ?? fallback) as string | F),
  )

/** An optional field the server may send as null: read as left out. */
export const optionalField = <T extends z.core.SomeType>(schema: T) =>
  z.optional(
    z.pipe(
      z.nullish(schema),
      z.transform((value: z.output<T> | null | undefined) => value ?? undefined),
    ),
  )

export const nullSchema = z.pipe(
  z.union([z.null(), z.undefined()]),
  z.transform(() => null),
)
