import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { z } from '@/lib/zod'
import { apiRequest } from '@/lib/http'
import { paged } from '@/lib/schemas'
import { merchantSchema, shopSchema } from '../schemas'

/** The two owner scopes a viewer picks from (the merchant and shop selectable lists and switches). */
export type OwnerKind = 'merchant' | 'shop'
export type OwnerOption = { id: number; name: string; detail: string | null }
export type OwnerSearch = { keyword: string; page: number }
export const OWNER_PAGE_SIZE = 20
export const firstOwnerPage: OwnerSearch = { keyword: '', page: 1 }

/** A page of merchants or shops, each as the picker shows it. */
const ownerPage = <T extends z.core.SomeType>(item: T, option: (item: z.infer<T>) => OwnerOption) =>
  z.pipe(
    paged(item),
    z.transform(({ list, total }: { list: z.infer<T>[]; total: number }) => ({ total, list: list.map(option) })),
  )

export const ownerListSchemas = {
  merchant: ownerPage(merchantSchema, (m) => ({ id: m.merchant_id, name: m.merchant_name, detail: null })),
  shop: ownerPage(shopSchema, (s) => ({ id: s.shop_id, name: s.shop_name, detail: s.region })),
}

export const ownerListQueryOptions = (kind: OwnerKind, templateId: number, search: OwnerSearch) =>
  queryOptions({
    queryKey: ['owners', kind, templateId, search],
    // No abort signal: a switch remounts the switcher while its list is on its way, and a list
    // aborted then would be asked for a second time.
    queryFn: () =>
      apiRequest(ownerListSchemas[kind], `/user/${kind}/selectable_list`, {
        query: {
          template_id: templateId,
          keyword: search.keyword || undefined,
          page: search.page,
          page_size: OWNER_PAGE_SIZE,
        },
      }),
    placeholderData: keepPreviousData,
  })
