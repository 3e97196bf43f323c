import { z } from 'zod/mini'
import { storedFileSchema } from '@/lib/schemas'

export const ndaSchema = z.object({
  nda_id: z.number().check(z.int()),
  title: z.string(),
  content: z.string(),
  accepted: z.boolean(),
  /** A file that goes with the agreement; a server that does not send it means none. */
  attachment: z.optional(z.nullable(storedFileSchema)),
})
export type Nda = z.infer<typeof ndaSchema>
