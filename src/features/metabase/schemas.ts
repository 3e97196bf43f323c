import { z } from '@/lib/zod'

export const collectionSchema = z.object({ id: z.int(), name: z.string() })
export const collectionElementSchema = z.object({
  id: z.int(),
  name: z.string(),
  type: z.enum(['dashboard', 'card']),
})
export const elementParamSchema = z.object({ slug: z.string(), name: z.string(), type: z.string() })
export const databaseSchema = z.object({ id: z.int(), name: z.string(), engine: z.string() })
export const tableSchema = z.object({ id: z.int(), name: z.string(), schema: z.string() })
export const queryResultSchema = z.object({
  component_id: z.string(),
  sql: z.string(),
  value: z.nullable(z.string()),
  error: z.nullable(z.string()),
})
export type QueryResult = z.infer<typeof queryResultSchema>
