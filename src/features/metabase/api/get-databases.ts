import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/http'
import { listOf } from '@/lib/schemas'
import { databaseSchema } from '../schemas'
import { METABASE_STALE_MS } from './stale'

export const getDatabases = (signal?: AbortSignal) =>
  apiRequest(listOf(databaseSchema), '/metabase/databases', { signal })

export const databasesQueryOptions = () =>
  queryOptions({
    queryKey: ['metabase', 'databases'],
    queryFn: ({ signal }) => getDatabases(signal),
    staleTime: METABASE_STALE_MS,
    select: (data) => data.list,
  })

export const useDatabases = () => useQuery(databasesQueryOptions())
