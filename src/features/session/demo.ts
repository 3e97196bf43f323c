import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { apiRequest } from '@/lib/http'
import { userInfoSchema } from './schemas'

/** The embedded demo's sign-in personas (README: demo backend). */
export const demoPersonas = [
  {
    key: 'merchant-seller',
    label: msg`Seller of a merchant`,
    hint: msg`Picks the shop or merchant each report is for`,
  },
  { key: 'shop-seller', label: msg`Seller with a shop account`, hint: msg`Signed in as one shop` },
  { key: 'staff-reader', label: msg`Staff: template reader`, hint: msg`Reads templates and previews drafts` },
  { key: 'staff-admin', label: msg`Staff: template admin`, hint: msg`Also edits, creates and publishes templates` },
] as const satisfies readonly { key: string; label: MessageDescriptor; hint: MessageDescriptor }[]

export type DemoPersonaKey = (typeof demoPersonas)[number]['key']

/** Demo only: the embedded backend signs this browser in as a persona. */
export const demoSignIn = (persona: DemoPersonaKey) =>
  apiRequest(userInfoSchema, '/__demo/sign_in', { method: 'POST', body: { persona } })
