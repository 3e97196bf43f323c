import type { Permission, UserInfo } from './schemas'

/** A route with permission keys needs any one of them; none means any signed-in user. */
export function hasAnyPermission(user: UserInfo | null, keys: readonly Permission[]): boolean {
  if (keys.length === 0) return true
  return !!user && keys.some((key) => user.permission_list.includes(key))
}
