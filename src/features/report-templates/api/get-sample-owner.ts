import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { apiRequest } from '@/lib/http'
import { paged } from '@/lib/schemas'

/** A merchant or shop a viewer of the template may pick: its id and name. */
export type SampleOwner = { id: number; name: string }
type SampleOwnerKind = 'merchant' | 'shop'

const pages = {
  merchant: paged(z.object({ merchant_id: z.int(), merchant_name: z.string() })),
  shop: paged(z.object({ shop_id: z.int(), shop_name: z.string() })),
}

async function getSampleOwner(kind: SampleOwnerKind, templateId: number, signal?: AbortSignal): Promise<SampleOwner | null> {
  const query = { template_id: templateId, page: 1, page_size: 1 }
  if (kind === 'merchant') {
    const first = (await apiRequest(pages.merchant, '/user/merchant/selectable_list', { query, signal })).list[0]
    return first ? { id: first.merchant_id, name: first.merchant_name } : null
  }
  const first = (await apiRequest(pages.shop, '/user/shop/selectable_list', { query, signal })).list[0]
  return first ? { id: first.shop_id, name: first.shop_name } : null
}

/** The first merchant or shop of the template's selectable list: a real owner to test queries with. */
export const sampleOwnerQueryOptions = (kind: SampleOwnerKind, templateId: number) =>
  queryOptions({
    queryKey: ['report-templates', 'sample-owner', kind, templateId],
    queryFn: ({ signal }) => getSampleOwner(kind, templateId, signal),
  })
