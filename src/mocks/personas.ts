import type { UserInfo } from '@/features/session/schemas'

import type { DemoPersonaKey } from '@/features/session/demo'

/** The login page's demo personas; `personas` below must define each of them. */
export type PersonaKey = DemoPersonaKey
export const personaKeys = ['merchant-seller', 'shop-seller', 'staff-reader', 'staff-admin'] as const satisfies readonly PersonaKey[]

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

/** A round avatar with the first character of the alias, as a data: URI. */
function avatar(alias: string, color: string): string {
  const initial = alias.slice(0, 1)
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="32" fill="${color}"/>` +
    `<text x="32" y="42" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">${initial}</text></svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

export const personas: Readonly<Record<PersonaKey, Persona>> = {
  'merchant-seller': {
    user: {
      id: 10001,
      username: 'lumi_ops',
      alias: '林晓雯',
      avatar_url: avatar('林晓雯', '#ee4d2d'),
      user_type: 'seller',
      source: 'subaccount',
      permission_list: [],
    },
    // An operations sub-account that runs four merchants and all their shops.
    access: { merchants: [1001, 1002, 1003, 1004], shops: Array.from({ length: 21 }, (_, i) => 2001 + i), boundMerchantId: null, boundShopId: null },
  },
  'shop-seller': {
    user: {
      id: 10002,
      username: 'lumihome.sg',
      alias: '陈嘉欣',
      avatar_url: avatar('陈嘉欣', '#f59f00'),
      user_type: 'seller',
      source: 'shop_account',
      permission_list: [],
    },
    access: { merchants: [1001], shops: [2001], boundMerchantId: 1001, boundShopId: 2001 },
  },
  'staff-reader': {
    user: {
      id: 20001,
      username: 'wei.zhang',
      alias: '张伟',
      avatar_url: avatar('张伟', '#228be6'),
      user_type: 'staff',
      source: 'google',
      permission_list: ['template.read'],
    },
    access: { merchants: 'all', shops: 'all', boundMerchantId: null, boundShopId: null },
  },
  'staff-admin': {
    user: {
      id: 20002,
      username: 'lin.li',
      alias: '李琳',
      avatar_url: avatar('李琳', '#2f9e44'),
      user_type: 'staff',
      source: 'google',
      permission_list: ['template.read', 'template.update', 'template.create'],
    },
    access: { merchants: 'all', shops: 'all', boundMerchantId: null, boundShopId: null },
  },
}

export function isPersonaKey(value: unknown): value is PersonaKey {
  return typeof value === 'string' && (personaKeys as readonly string[]).includes(value)
}
