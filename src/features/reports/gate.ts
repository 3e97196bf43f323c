import type { Session } from '@/features/session/session'
import type { TemplateScope } from '@/lib/route-params'
import type { OwnerKind } from './api/owners'
import type { BasicInfo } from './schemas'

/**
 * Whose reports a template keeps apart: a merchant's, a shop's, or nobody's in particular (staff, or a scope unknown
 * here).
 */
export function ownerKind(info: BasicInfo): OwnerKind | null {
  return info.owner_scope === 'merchant' || info.owner_scope === 'shop' ? info.owner_scope : null
}

/** The chosen merchant or shop as the page names it, or null when none is chosen. */
export function currentOwner(info: BasicInfo): string | null {
  const kind = ownerKind(info)
  if (kind === 'merchant' && info.merchant) return info.merchant.merchant_name || `#${info.merchant.merchant_id}`
  if (kind === 'shop' && info.shop) return `${info.shop.shop_name} (${info.shop.region})`
  return null
}

/** The id of the chosen merchant or shop, or null when none is chosen. */
export function currentOwnerId(info: BasicInfo): number | null {
  const kind = ownerKind(info)
  if (kind === 'merchant') return info.merchant?.merchant_id ?? null
  if (kind === 'shop') return info.shop?.shop_id ?? null
  return null
}

/** Whose report answers the page shows now: the template's, under the owner its gate names. */
export const reportScope = (info: BasicInfo, preview: TemplateScope['preview']) => ({
  templateId: info.template_id,
  preview,
  ownerId: currentOwnerId(info),
})

type Notes = Pick<Session, 'noted'>

/**
 * In a draft preview, staff read the draft's NDA and pass it without accepting it (nothing is
 * recorded for anyone); the pass is noted for this user in this tab.
 */
export const ndaPassKey = (info: BasicInfo) => `nda-passed:${info.template_id}:${info.nda_id}`

/** Whether an NDA of this template waits to be accepted (or, in a preview, passed). */
export function ndaPending(info: BasicInfo, preview: TemplateScope['preview'], notes: Notes): boolean {
  if (info.nda_id === null || info.nda_accepted) return false
  return !(preview && notes.noted(ndaPassKey(info)))
}

/** Whether report calls may be made: no NDA waits, and a merchant or shop is chosen where one is needed. */
export function reportsOpen(info: BasicInfo, preview: TemplateScope['preview'], notes: Notes): boolean {
  return !ndaPending(info, preview, notes) && (ownerKind(info) === null || currentOwner(info) !== null)
}
