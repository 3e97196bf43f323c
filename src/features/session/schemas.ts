import { z } from 'zod/mini'

export const userTypes = ['seller', 'staff'] as const
export const signInSources = ['wecom', 'subaccount', 'shop_account', 'google'] as const
export const permissions = ['template.read', 'template.update', 'template.create'] as const
export type Permission = (typeof permissions)[number]

export const userInfoSchema = z.object({
  id: z.number().check(z.int()),
  username: z.string(),
  alias: z.string(),
  avatar_url: z.string(),
  user_type: z.enum(userTypes),
  source: z.enum(signInSources),
  permission_list: z.array(z.string()),
})
export type UserInfo = z.infer<typeof userInfoSchema>
