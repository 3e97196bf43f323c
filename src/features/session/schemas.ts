import { z } from '@/lib/zod'

export type Permission = 'template.read' | 'template.update' | 'template.create'

/**
 * `user_type` and `source` are open: a value the app does not know yet (a new sign-in source) is kept
 * as it came, never a reason to sign the user out. The app branches only on `user_type` being `staff`.
 */
export const userInfoSchema = z.object({
  id: z.number().check(z.int()),
  username: z.string(),
  alias: z.string(),
  avatar_url: z.string(),
  user_type: z.string(),
  source: z.string(),
  permission_list: z.array(z.string()),
})
export type UserInfo = z.infer<typeof userInfoSchema>
