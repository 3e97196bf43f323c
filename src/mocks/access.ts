import type { Permission } from '@/features/session/schemas'
import type { OwnerScope } from '@/lib/vocabulary'
import type { Merchant, Shop } from '@/features/reports/schemas'
import { merchants, shops, toShop, type ShopRecord } from './fixtures'
import type { DemoDb, StoredTemplate, TemplateVersion } from './db'
import { ApiError, flagParam, intParam } from './http'
import type { Persona } from './personas'
import { currentPersona } from './session'

export function requireSession(): Persona {
  const persona = currentPersona()
  if (!persona) throw new ApiError(401, 'Please sign in first.')
  return persona
}

export function requirePermission(persona: Persona, permission: Permission): void {
  if (!persona.user.permission_list.includes(permission)) {
    throw new ApiError(403, `You need the ${permission} permission to do this.`)
  }
}

export function findTemplate(db: DemoDb, templateId: number): StoredTemplate {
  const template = db.templates.find((t) => t.template_id === templateId)
  if (!template) throw new ApiError(404, `Report template ${templateId} does not exist.`)
  return template
}

/** The version an editor works on: the draft, else the published one. */
export function editableVersion(template: StoredTemplate): TemplateVersion {
  const version = template.draft ?? template.published
  if (!version) throw new Error(`template ${template.template_id} has no version`)
  return version
}

/** Staff-scoped report data is internal. */
function requireScopeAccess(persona: Persona, scope: OwnerScope): void {
  if (scope === 'staff' && persona.user.user_type !== 'staff') {
    throw new ApiError(403, 'This report is for staff only.')
  }
}

export interface ViewedTemplate {
  template: StoredTemplate
  version: TemplateVersion
  preview: boolean
}

/**
 * The template of a report call (`template_id`, `preview?`): the published version of a published
 * template, or with `preview=true` (template.read) the draft, else the published version.
 */
export function viewedTemplate(db: DemoDb, persona: Persona, query: URLSearchParams): ViewedTemplate {
  const templateId = intParam(query, 'template_id')
  const preview = flagParam(query, 'preview')
  const template = findTemplate(db, templateId)
  if (preview) requirePermission(persona, 'template.read')
  const version = preview ? editableVersion(template) : template.status === 'published' ? template.published : null
  if (!version) throw new ApiError(404, `Report template ${templateId} is not published.`)
  requireScopeAccess(persona, version.owner_scope)
  return { template, version, preview }
}

/** A template the user may pick a merchant or shop for. */
export function scopedTemplate(db: DemoDb, templateId: number, scope: 'merchant' | 'shop'): StoredTemplate {
  const template = findTemplate(db, templateId)
  const versions = [template.published, template.draft]
  if (!versions.some((version) => version?.owner_scope === scope)) {
    throw new ApiError(400, `Report template ${templateId} is not a ${scope} report.`)
  }
  return template
}

export function selectableMerchants({ access }: Persona): Merchant[] {
  const allowed = access.merchants
  return allowed === 'all' ? [...merchants] : merchants.filter((m) => allowed.includes(m.merchant_id))
}

export function selectableShops({ access }: Persona): ShopRecord[] {
  const allowed = access.shops
  return allowed === 'all' ? [...shops] : shops.filter((s) => allowed.includes(s.shop_id))
}

export const choiceKey = (persona: Persona, templateId: number) => `${persona.user.id}:${templateId}`

export function chosenMerchant(db: DemoDb, persona: Persona, templateId: number): Merchant | null {
  const id = db.choices[choiceKey(persona, templateId)]?.merchant_id ?? persona.access.boundMerchantId
  return selectableMerchants(persona).find((m) => m.merchant_id === id) ?? null
}

export function chosenShop(db: DemoDb, persona: Persona, templateId: number): Shop | null {
  const id = db.choices[choiceKey(persona, templateId)]?.shop_id ?? persona.access.boundShopId
  const shop = selectableShops(persona).find((s) => s.shop_id === id)
  return shop ? toShop(shop) : null
}

export function ndaAccepted(db: DemoDb, persona: Persona, version: TemplateVersion): boolean {
  return version.nda === null || db.acceptedNdas.includes(`${persona.user.id}:${version.nda.nda_id}`)
}

export interface ReportOwner {
  merchant: Merchant | null
  shop: Shop | null
}

/** Whose data a report call shows; 403 until the NDA is accepted, 400 until a merchant or shop is chosen. */
export function requireReportAccess(db: DemoDb, persona: Persona, viewed: ViewedTemplate): ReportOwner {
  const { template, version } = viewed
  if (!ndaAccepted(db, persona, version)) {
    throw new ApiError(403, 'Please read and accept the NDA of this report first.')
  }
  const owner = reportOwner(db, persona, viewed)
  if (version.owner_scope === 'merchant' && !owner.merchant) {
    throw new ApiError(400, `Choose a merchant before viewing report template ${template.template_id}.`)
  }
  if (version.owner_scope === 'shop' && !owner.shop) {
    throw new ApiError(400, `Choose a shop before viewing report template ${template.template_id}.`)
  }
  return owner
}

export function reportOwner(db: DemoDb, persona: Persona, { template, version }: ViewedTemplate): ReportOwner {
  return {
    merchant: version.owner_scope === 'merchant' ? chosenMerchant(db, persona, template.template_id) : null,
    shop: version.owner_scope === 'shop' ? chosenShop(db, persona, template.template_id) : null,
  }
}
