import { queryOptions } from '@tanstack/react-query'
import { z } from '@/lib/zod'
import { apiRequest } from '@/lib/http'
import { paged } from '@/lib/schemas'

const pages = {
  merchant: paged(z.object({ merchant_id: z.int(), merchant_name: z.string() })),
  shop: paged(z.object({ shop_id: z.int(), shop_name: z.string() })),
}

/**
 * The first merchant or shop of the template's selectable list, as its id and name: a real owner a
 * viewer of the template may pick, to test queries with.
 */
export const sampleOwnerQueryOptions = (kind: keyof typeof pages, templateId: number) =>
  queryOptions({
    queryKey: ['report-templates', 'sample-owner', kind, templateId],
    queryFn: async ({ signal }) => {
      const query = { template_id: templateId, page: 1, page_size: 1 }
      const first = (await apiRequest(pages[kind], `/user/${kind}/selectable_list`, { query, signal })).list[0]
      if (!first) return null
      return 'merchant_id' in first
        ? { id: first.merchant_id, name: first.merchant_name }
        : { id: first.shop_id, name: first.shop_name }
    },
  })
