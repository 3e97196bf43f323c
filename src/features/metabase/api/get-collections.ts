import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/http'
import { listOf } from '@/lib/schemas'
import { collectionSchema } from '../schemas'
import { METABASE_STALE_MS } from './stale'

export const getCollections = (signal?: AbortSignal) =>
  apiRequest(listOf(collectionSchema), '/metabase/collection/list', { signal })

export const collectionsQueryOptions = () =>
  queryOptions({
    queryKey: ['metabase', 'collections'],
    queryFn: ({ signal }) => getCollections(signal),
    staleTime: METABASE_STALE_MS,
    select: (data) => data.list,
  })

export const useCollections = () => useQuery(collectionsQueryOptions())
