import type { Permission, UserInfo } from '@/features/session/schemas'

import type { DemoPersonaKey } from '@/features/session/demo'

/** The login page's demo personas; `personas` below must define each of them. */
export type PersonaKey = DemoPersonaKey
export const personaKeys = [
  'merchant-seller',
  'shop-seller',
  'staff-reader',
  'staff-admin',
] as const satisfies readonly PersonaKey[]

/** Which merchants and shops a user may pick; a bound one is picked from the start. */
export interface Access {
  merchants: 'all' | readonly number[]
  shops: 'all' | readonly number[]
  /** A shop_account sign-in is bound to one shop (and so to its merchant). */
  boundMerchantId: number | null
  boundShopId: number | null
}

export interface Persona {
  user: UserInfo
  access: Access
}

/** A user of the demo, with a round avatar of their alias's first character in `color` (an SVG data: URI). */
function user(
  id: number,
  username: string,
  alias: string,
  color: string,
  kind: Pick<UserInfo, 'user_type' | 'source' | 'permission_list'>,
): UserInfo {
  const initial = alias.slice(0, 1)
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="32" fill="${color}"/>` +
    `<text x="32" y="42" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">` +
    `${initial}</text></svg>`
  const avatar_url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
  return { id, username, alias, avatar_url, ...kind }
}

const seller = (source: string) => ({ user_type: 'seller', source, permission_list: [] })
const staff = (...permission_list: Permission[]) => ({ user_type: 'staff', source: 'google', permission_list })
const everyOwner: Access = { merchants: 'all', shops: 'all', boundMerchantId: null, boundShopId: null }

export const personas: Readonly<Record<PersonaKey, Persona>> = {
  'merchant-seller': {
    user: user(10001, 'lumi_ops', '林晓雯', '#ee4d2d', seller('subaccount')),
    // An operations sub-account that runs four merchants and all their shops.
    access: {
      merchants: [1001, 1002, 1003, 1004],
      shops: Array.from({ length: 21 }, (_, i) => 2001 + i),
      boundMerchantId: null,
      boundShopId: null,
    },
  },
  'shop-seller': {
    user: user(10002, 'lumihome.sg', '陈嘉欣', '#f59f00', seller('shop_account')),
    access: { merchants: [1001], shops: [2001], boundMerchantId: 1001, boundShopId: 2001 },
  },
  'staff-reader': {
    user: user(20001, 'wei.zhang', '张伟', '#228be6', staff('template.read')),
    access: everyOwner,
  },
  'staff-admin': {
    user: user(20002, 'lin.li', '李琳', '#2f9e44', staff('template.read', 'template.update', 'template.create')),
    access: everyOwner,
  },
}

export function isPersonaKey(value: unknown): value is PersonaKey {
  return typeof value === 'string' && (personaKeys as readonly string[]).includes(value)
}
