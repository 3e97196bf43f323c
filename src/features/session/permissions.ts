import type { Permission, UserInfo } from './schemas'

export const hasPermission = (user: UserInfo | null, key: Permission): boolean => !!user?.permission_list.includes(key)
