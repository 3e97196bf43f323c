import { z } from './zod'

// The backend's vocabularies (docs/API.md), shared by the seller and staff screens.

export const ownerScopes = ['staff', 'merchant', 'shop'] as const
export const publicationStatuses = ['published', 'unpublished'] as const
export const displayKinds = ['iframe', 'variable'] as const
export const placementKinds = ['dashboard', 'card'] as const
export const periodTypes = ['day', 'week', 'month'] as const
export const variableSources = [
  'merchant_id',
  'merchant_name',
  'shop_id',
  'filter_value',
  'report_period',
  'custom',
  'nullable',
  'none',
] as const
/** Which way a key figure moving is good news: it rising, it falling, or neither. */
export const goodDirections = ['up', 'down', 'none'] as const

export const ownerScopeSchema = z.enum(ownerScopes)
export const publicationStatusSchema = z.enum(publicationStatuses)
export const displaySchema = z.enum(displayKinds)
export const placementSchema = z.enum(placementKinds)
export const periodTypeSchema = z.enum(periodTypes)
export const variableSourceSchema = z.enum(variableSources)
export const goodDirectionSchema = z.enum(goodDirections)

export type OwnerScope = z.infer<typeof ownerScopeSchema>
export type PublicationStatus = z.infer<typeof publicationStatusSchema>
export type PeriodType = z.infer<typeof periodTypeSchema>
export type DisplayKind = z.infer<typeof displaySchema>
export type PlacementKind = z.infer<typeof placementSchema>
export type VariableSource = (typeof variableSources)[number]
export type GoodDirection = z.infer<typeof goodDirectionSchema>

/** A known value of a vocabulary, or undefined for one this version of the app does not know. */
export function known<T extends string>(values: readonly T[], value: string): T | undefined {
  return values.find((candidate) => candidate === value)
}

/** What a period of each type looks like (`2026-11-20`, `2026-W47`, `2026-11`). */
export const periodExamples: Record<PeriodType, string> = { day: '2026-11-20', week: '2026-W47', month: '2026-11' }

/** The shape of a period of each type; a period of another shape has no report. */
export const periodPatterns: Record<PeriodType, RegExp> = {
  day: /^\d{4}-\d{2}-\d{2}$/,
  week: /^\d{4}-W\d{2}$/,
  month: /^\d{4}-\d{2}$/,
}
