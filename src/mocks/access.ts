import type { Permission } from '@/features/session/schemas'
import type { Merchant } from '@/features/reports/schemas'
import { merchants, shops, toShop, type ShopRecord } from './fixtures/organisations'
import { getDb, type DemoDb, type StoredTemplate, type TemplateVersion } from './db'
import { ApiError, flagParam, intParam, said } from './http'
import type { Persona } from './personas'
import { currentPersona } from './session'

export function requireSession(): Persona {
  const persona = currentPersona()
  if (!persona) throw new ApiError(401, said('Please sign in first.', '请先登录。'))
  return persona
}

/** The signed-in persona, who must hold `permission`. */
export function requirePermission(permission: Permission, persona: Persona = requireSession()): Persona {
  if (!persona.user.permission_list.includes(permission)) {
    throw new ApiError(
      403,
      said(`You need the ${permission} permission to do this.`, `需要 ${permission} 权限才能进行此操作。`),
    )
  }
  return persona
}

export function findTemplate(db: DemoDb, templateId: number): StoredTemplate {
  const template = db.templates.find((t) => t.template_id === templateId)
  if (!template)
    throw new ApiError(404, said(`Report template ${templateId} does not exist.`, `报告模板 ${templateId} 不存在。`))
  return template
}

/** The version an editor works on: the draft, else the published one. */
export function editableVersion(template: StoredTemplate): TemplateVersion {
  const version = template.draft ?? template.published
  if (!version) throw new Error(`template ${template.template_id} has no version`)
  return version
}

/**
 * The template of a report call (`template_id`, `preview?`): the published version of a published
 * template, or with `preview=true` (template.read) the draft, else the published version.
 */
export function viewedTemplate(db: DemoDb, persona: Persona, query: URLSearchParams) {
  const templateId = intParam(query, 'template_id')
  const preview = flagParam(query, 'preview')
  const template = findTemplate(db, templateId)
  if (preview) requirePermission('template.read', persona)
  const version = preview ? editableVersion(template) : template.status === 'published' ? template.published : null
  if (!version)
    throw new ApiError(
      404,
      said(`Report template ${templateId} is not published.`, `报告模板 ${templateId} 尚未发布。`),
    )
  // Staff-scoped report data is internal.
  if (version.owner_scope === 'staff' && persona.user.user_type !== 'staff') {
    throw new ApiError(403, said('This report is for staff only.', '此报告仅供内部员工查看。'))
  }
  return { template, version, preview }
}

export type ViewedTemplate = ReturnType<typeof viewedTemplate>

/** The owners a user picks, in Chinese. */
export const ownerZh = { merchant: '商户', shop: '店铺' } as const

/** A template the user may pick a merchant or shop for. */
export function scopedTemplate(db: DemoDb, templateId: number, scope: 'merchant' | 'shop'): void {
  const template = findTemplate(db, templateId)
  const versions = [template.published, template.draft]
  if (!versions.some((version) => version?.owner_scope === scope)) {
    throw new ApiError(
      400,
      said(
        `Report template ${templateId} is not a ${scope} report.`,
        `报告模板 ${templateId} 不是按${ownerZh[scope]}查看的报告。`,
      ),
    )
  }
}

/** What the user may pick among `all`: everything, or the listed ids. */
const allowedOf = <T>(all: readonly T[], allowed: 'all' | readonly number[], id: (item: T) => number): T[] =>
  allowed === 'all' ? [...all] : all.filter((item) => allowed.includes(id(item)))

export const selectableMerchants = ({ access }: Persona): Merchant[] =>
  allowedOf(merchants, access.merchants, (m) => m.merchant_id)
export const selectableShops = ({ access }: Persona): ShopRecord[] => allowedOf(shops, access.shops, (s) => s.shop_id)

export const choiceKey = (persona: Persona, templateId: number) => `${persona.user.id}:${templateId}`

export function ndaAccepted(db: DemoDb, persona: Persona, version: TemplateVersion): boolean {
  return version.nda === null || db.acceptedNdas.includes(`${persona.user.id}:${version.nda.nda_id}`)
}

/**
 * The template a report call views, and whose data it shows (`owner`); 403 until the NDA is accepted
 * (a draft preview does not ask: staff read the draft's NDA and pass it, and nothing is recorded),
 * 400 until a merchant or shop is chosen.
 */
export function requireReportAccess(persona: Persona, query: URLSearchParams) {
  const db = getDb()
  const viewed = viewedTemplate(db, persona, query)
  const { template, version } = viewed
  if (!viewed.preview && !ndaAccepted(db, persona, version)) {
    throw new ApiError(
      403,
      said('Please read and accept the NDA of this report first.', '请先阅读并接受此报告的保密协议。'),
    )
  }
  const owner = reportOwner(db, persona, viewed)
  const scope = version.owner_scope
  if ((scope === 'merchant' && !owner.merchant) || (scope === 'shop' && !owner.shop)) {
    const id = template.template_id
    throw new ApiError(
      400,
      said(
        `Choose a ${scope} before viewing report template ${id}.`,
        `查看报告模板 ${id} 前请先选择${ownerZh[scope]}。`,
      ),
    )
  }
  return { ...viewed, owner }
}

/**
 * The merchant or shop the user picked for the template, else the one their sign-in is bound to, while they may still
 * pick it.
 */
export function reportOwner(db: DemoDb, persona: Persona, { template, version }: ViewedTemplate) {
  const choice = db.choices[choiceKey(persona, template.template_id)]
  const merchantId = choice?.merchant_id ?? persona.access.boundMerchantId
  const shopId = choice?.shop_id ?? persona.access.boundShopId
  const merchant =
    version.owner_scope === 'merchant'
      ? selectableMerchants(persona).find((m) => m.merchant_id === merchantId)
      : undefined
  const shop = version.owner_scope === 'shop' ? selectableShops(persona).find((s) => s.shop_id === shopId) : undefined
  return { merchant: merchant ?? null, shop: shop ? toShop(shop) : null }
}

export type ReportOwner = ReturnType<typeof reportOwner>
