import { z } from '@/lib/zod'
import { templateIdSchema } from '@/lib/schemas'
import { choiceKey, requireSession, scopedTemplate, selectableMerchants, selectableShops } from '../access'
import { getDb, updateDb } from '../db'
import { toShop } from '../fixtures'
import { ApiError, api, intParam, ok, paginate, pagingParams, readBody, textParam, said } from '../http'
import { signOut } from '../session'

/** Case-insensitive on the name; also matches the id and, for shops, the region. */
function matches(keyword: string | null, ...fields: (string | number)[]): boolean {
  if (keyword === null) return true
  const needle = keyword.toLowerCase()
  return fields.some((field) => String(field).toLowerCase().includes(needle))
}

const merchantSwitchBody = z.object({ template_id: templateIdSchema, merchant_id: z.int() })
const shopSwitchBody = z.object({ template_id: templateIdSchema, shop_id: z.int() })

export const userHandlers = [
  api.get('/user/info', () => ok(requireSession().user)),

  api.post('/user/logout', () => {
    signOut()
    return ok(null)
  }),

  api.get('/user/merchant/selectable_list', ({ query }) => {
    const persona = requireSession()
    const paging = pagingParams(query)
    scopedTemplate(getDb(), intParam(query, 'template_id'), 'merchant')
    const keyword = textParam(query, 'keyword')
    const found = selectableMerchants(persona).filter((m) => matches(keyword, m.merchant_name, m.merchant_id))
    return ok(paginate(found, paging))
  }),

  api.post('/user/merchant/switch', async ({ request }) => {
    const persona = requireSession()
    const body = await readBody(request, merchantSwitchBody)
    scopedTemplate(getDb(), body.template_id, 'merchant')
    if (!selectableMerchants(persona).some((m) => m.merchant_id === body.merchant_id)) {
      throw new ApiError(400, said(`Merchant ${body.merchant_id} is not one you can choose.`, `商户 ${body.merchant_id} 不在您可选择的范围内。`))
    }
    updateDb((db) => {
      const key = choiceKey(persona, body.template_id)
      db.choices[key] = { ...db.choices[key], merchant_id: body.merchant_id }
    })
    return ok(null)
  }),

  api.get('/user/shop/selectable_list', ({ query }) => {
    const persona = requireSession()
    const paging = pagingParams(query)
    scopedTemplate(getDb(), intParam(query, 'template_id'), 'shop')
    const keyword = textParam(query, 'keyword')
    const found = selectableShops(persona).filter((s) => matches(keyword, s.shop_name, s.shop_id, s.region))
    return ok(paginate(found.map(toShop), paging))
  }),

  api.post('/user/shop/switch', async ({ request }) => {
    const persona = requireSession()
    const body = await readBody(request, shopSwitchBody)
    scopedTemplate(getDb(), body.template_id, 'shop')
    if (!selectableShops(persona).some((s) => s.shop_id === body.shop_id)) {
      throw new ApiError(400, said(`Shop ${body.shop_id} is not one you can choose.`, `店铺 ${body.shop_id} 不在您可选择的范围内。`))
    }
    updateDb((db) => {
      const key = choiceKey(persona, body.template_id)
      db.choices[key] = { ...db.choices[key], shop_id: body.shop_id }
    })
    return ok(null)
  }),
]
