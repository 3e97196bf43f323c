import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/http'
import { listOf } from '@/lib/schemas'
import { collectionElementSchema } from '../schemas'
import { METABASE_STALE_MS } from './stale'

export const getCollectionElements = (collectionId: number, signal?: AbortSignal) =>
  apiRequest(listOf(collectionElementSchema), '/metabase/collection/element', {
    query: { collection_id: collectionId },
    signal,
  })

/** The dashboards and cards of a collection; idle until a collection is picked. */
export const collectionElementsQueryOptions = (collectionId: number | null) =>
  queryOptions({
    queryKey: ['metabase', 'elements', collectionId],
    queryFn: ({ signal }) => getCollectionElements(collectionId ?? 0, signal),
    enabled: collectionId !== null,
    staleTime: METABASE_STALE_MS,
    select: (data) => data.list,
  })

export const useCollectionElements = (collectionId: number | null) =>
  useQuery(collectionElementsQueryOptions(collectionId))
