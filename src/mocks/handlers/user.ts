import { z } from '@/lib/zod'
import { templateIdSchema } from '@/lib/schemas'
import { choiceKey, ownerZh, requireSession, scopedTemplate, selectableMerchants, selectableShops } from '../access'
import { getDb, updateDb } from '../db'
import { toShop } from '../fixtures/organisations'
import { ApiError, api, intParam, ok, paginate, pagingParams, readBody, textParam, said } from '../http'
import type { Persona } from '../personas'
import { signOut } from '../session'

type Owner = { id: number; searched: (string | number)[]; answer: object }

/** What a user may pick of each kind of owner: its id, what a keyword searches, and its wire shape. */
const selectable: Record<'merchant' | 'shop', (persona: Persona) => Owner[]> = {
  merchant: (persona) =>
    selectableMerchants(persona).map((m) => ({
      id: m.merchant_id,
      searched: [m.merchant_name, m.merchant_id],
      answer: m,
    })),
  shop: (persona) =>
    selectableShops(persona).map((s) => ({
      id: s.shop_id,
      searched: [s.shop_name, s.shop_id, s.region],
      answer: toShop(s),
    })),
}

const switchBodies = {
  merchant: z.object({ template_id: templateIdSchema, merchant_id: z.int() }),
  shop: z.object({ template_id: templateIdSchema, shop_id: z.int() }),
}

export const userHandlers = [
  api.get('/user/info', () => ok(requireSession().user)),

  api.post('/user/logout', () => {
    signOut()
    return ok(null)
  }),

  ...(['merchant', 'shop'] as const).flatMap((kind) => [
    api.get(`/user/${kind}/selectable_list`, ({ query }) => {
      const persona = requireSession()
      const paging = pagingParams(query)
      scopedTemplate(getDb(), intParam(query, 'template_id'), kind)
      // Case-insensitive on the name; also matches the id and, for shops, the region.
      const keyword = textParam(query, 'keyword')?.toLowerCase()
      const hit = (field: string | number) => keyword === undefined || String(field).toLowerCase().includes(keyword)
      const found = selectable[kind](persona)
        .filter((owner) => owner.searched.some(hit))
        .map((owner) => owner.answer)
      return ok(paginate(found, paging))
    }),

    api.post(`/user/${kind}/switch`, async ({ request }) => {
      const persona = requireSession()
      const body = await readBody(request, switchBodies[kind])
      const id = 'merchant_id' in body ? body.merchant_id : body.shop_id
      scopedTemplate(getDb(), body.template_id, kind)
      if (!selectable[kind](persona).some((owner) => owner.id === id)) {
        const Kind = kind === 'merchant' ? 'Merchant' : 'Shop'
        throw new ApiError(
          400,
          said(`${Kind} ${id} is not one you can choose.`, `${ownerZh[kind]} ${id} 不在您可选择的范围内。`),
        )
      }
      updateDb((db) => {
        const key = choiceKey(persona, body.template_id)
        db.choices[key] = { ...db.choices[key], [`${kind}_id`]: id }
      })
      return ok(null)
    }),
  ]),
]
