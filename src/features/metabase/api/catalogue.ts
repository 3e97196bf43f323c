import { queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from '@/lib/zod'
import { apiRequest, type RequestOptions } from '@/lib/http'
import { listOf } from '@/lib/schemas'
import { collectionElementSchema, collectionSchema, databaseSchema, elementParamSchema, tableSchema } from '../schemas'

/** Metabase's catalogue (collections, elements, databases, tables) changes rarely: reuse it for 5 minutes. */
const METABASE_STALE_MS = 5 * 60 * 1000

/**
 * One list of the catalogue (`{ list }`); idle while `query` is null, i.e. until what it lists the parts of is picked.
 */
const catalogueList = <T extends z.core.SomeType>(path: string, item: T, query: RequestOptions['query'] | null = {}) =>
  // The path decides the item's schema.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: ['metabase', path, query],
    queryFn: ({ signal }) => apiRequest(listOf(item), path, { query: query ?? undefined, signal }),
    enabled: query !== null,
    staleTime: METABASE_STALE_MS,
  })

const collectionsQueryOptions = () => catalogueList('/metabase/collection/list', collectionSchema)

export const collectionElementsQueryOptions = (collectionId: number | null) =>
  catalogueList(
    '/metabase/collection/element',
    collectionElementSchema,
    collectionId === null ? null : { collection_id: collectionId },
  )

/** A dashboard or card, as the editor picks one. */
export type MetabaseElementRef = { element_type: 'dashboard' | 'card'; element_id: number }

/** The parameters (filters) of a dashboard or card. */
export const elementParamsQueryOptions = (element: MetabaseElementRef | null) =>
  catalogueList('/metabase/collection/element_params', elementParamSchema, element)

export const databasesQueryOptions = () => catalogueList('/metabase/databases', databaseSchema)

const tablesQueryOptions = (databaseId: number | null) =>
  catalogueList('/metabase/tables', tableSchema, databaseId === null ? null : { database: databaseId })

/**
 * A list with one entry per key: the server naming one thing twice would give a select the same option twice,
 * which it cannot show.
 */
function uniqueBy<T>(list: T[], key: (item: T) => string | number): T[] {
  const seen = new Set<string | number>()
  return list.filter((item) => !seen.has(key(item)) && Boolean(seen.add(key(item))))
}
const byId = <T extends { id: number }>(data: { list: T[] }) => uniqueBy(data.list, (item) => item.id)
const byElement = <T extends { id: number; type: string }>(data: { list: T[] }) =>
  uniqueBy(data.list, (item) => `${item.type}:${item.id}`)
const bySlug = <T extends { slug: string }>(data: { list: T[] }) => uniqueBy(data.list, (item) => item.slug)

export const useCollections = () => useQuery({ ...collectionsQueryOptions(), select: byId })
export const useCollectionElements = (collectionId: number | null) =>
  useQuery({ ...collectionElementsQueryOptions(collectionId), select: byElement })
export const useElementParams = (element: MetabaseElementRef | null) =>
  useQuery({ ...elementParamsQueryOptions(element), select: bySlug })
export const useDatabases = () => useQuery({ ...databasesQueryOptions(), select: byId })
export const useTables = (databaseId: number | null) => useQuery({ ...tablesQueryOptions(databaseId), select: byId })
