import { z } from '@/lib/zod'
import { attachedFileSchema } from '@/lib/schemas'

export const ndaSchema = z.object({
  nda_id: z.number().check(z.int()),
  title: z.string(),
  content: z.string(),
  accepted: z.boolean(),
  attachment: attachedFileSchema,
})
export type Nda = z.infer<typeof ndaSchema>
