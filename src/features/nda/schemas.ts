import { z } from 'zod'

export const ndaSchema = z.object({
  nda_id: z.number().int(),
  title: z.string(),
  content: z.string(),
  accepted: z.boolean(),
})
export type Nda = z.infer<typeof ndaSchema>
