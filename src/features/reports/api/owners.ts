import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { apiRequest } from '@/lib/http'
import { nullSchema, paged } from '@/lib/schemas'
import { merchantSchema, shopSchema, type Merchant, type Shop } from '../schemas'
import { useRefreshTemplate } from './refresh-template'

/** The two owner scopes a viewer picks from (the merchant and shop selectable lists and switches). */
export type OwnerKind = 'merchant' | 'shop'
export type OwnerOption = { id: number; name: string; detail: string | null }
export type OwnerSearch = { keyword: string; page: number }
export const OWNER_PAGE_SIZE = 20
/** What the picker shows first: no search, page 1. */
export const firstOwnerPage: OwnerSearch = { keyword: '', page: 1 }

const schemas = {
  merchant: z.pipe(
    paged(merchantSchema),
    z.transform(({ list, total }: { list: Merchant[]; total: number }) => ({
      total,
      list: list.map((m): OwnerOption => ({ id: m.merchant_id, name: m.merchant_name, detail: null })),
    })),
  ),
  shop: z.pipe(
    paged(shopSchema),
    z.transform(({ list, total }: { list: Shop[]; total: number }) => ({
      total,
      list: list.map((s): OwnerOption => ({ id: s.shop_id, name: s.shop_name, detail: s.region })),
    })),
  ),
}

export const getOwnerList = (kind: OwnerKind, templateId: number, search: OwnerSearch, signal?: AbortSignal) =>
  apiRequest(schemas[kind], `/user/${kind}/selectable_list`, {
    query: { template_id: templateId, keyword: search.keyword || undefined, page: search.page, page_size: OWNER_PAGE_SIZE },
    signal,
  })

export const ownerListQueryOptions = (kind: OwnerKind, templateId: number, search: OwnerSearch) =>
  queryOptions({
    queryKey: ['owners', kind, templateId, search],
    queryFn: ({ signal }) => getOwnerList(kind, templateId, search, signal),
    placeholderData: keepPreviousData,
  })

export const switchOwner = (kind: OwnerKind, templateId: number, id: number) =>
  apiRequest(nullSchema, `/user/${kind}/switch`, {
    method: 'POST',
    body: kind === 'merchant' ? { template_id: templateId, merchant_id: id } : { template_id: templateId, shop_id: id },
  })

/** Switches the merchant or shop, then refreshes every view of that template. */
export function useSwitchOwner(kind: OwnerKind, templateId: number) {
  const refresh = useRefreshTemplate(templateId)
  return useMutation({
    mutationFn: (id: number) => switchOwner(kind, templateId, id),
    onSuccess: refresh,
  })
}
