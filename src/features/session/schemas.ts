import { z } from '@/lib/zod'
import { optionalText } from '@/lib/schemas'

export type Permission = 'template.read' | 'template.update' | 'template.create'

/**
 * `user_type` and `source` are open: a value the app does not know yet (a new sign-in source) is kept
 * as it came, never a reason to sign the user out. The app branches only on `user_type` being `staff`.
 * A name, picture or permission list sent as null counts as none: never a reason to keep the user out.
 */
export const userInfoSchema = z.object({
  id: z.number().check(z.int()),
  username: z.string(),
  alias: optionalText(''),
  avatar_url: optionalText(''),
  user_type: z.string(),
  source: z.string(),
  permission_list: z.pipe(
    z.nullish(z.array(z.string())),
    z.transform((permissions: string[] | null | undefined) => permissions ?? []),
  ),
})
export type UserInfo = z.infer<typeof userInfoSchema>
