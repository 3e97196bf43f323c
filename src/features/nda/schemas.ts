import { z } from 'zod/mini'

export const ndaSchema = z.object({
  nda_id: z.number().check(z.int()),
  title: z.string(),
  content: z.string(),
  accepted: z.boolean(),
})
export type Nda = z.infer<typeof ndaSchema>
