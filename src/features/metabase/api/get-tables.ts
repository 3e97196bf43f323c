import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/http'
import { listOf } from '@/lib/schemas'
import { tableSchema } from '../schemas'
import { METABASE_STALE_MS } from './stale'

export const getTables = (databaseId: number, signal?: AbortSignal) =>
  apiRequest(listOf(tableSchema), '/metabase/tables', { query: { database: databaseId }, signal })

/** The tables of a database; idle until a database is picked. */
export const tablesQueryOptions = (databaseId: number | null) =>
  queryOptions({
    queryKey: ['metabase', 'tables', databaseId],
    queryFn: ({ signal }) => getTables(databaseId ?? 0, signal),
    enabled: databaseId !== null,
    staleTime: METABASE_STALE_MS,
    select: (data) => data.list,
  })

export const useTables = (databaseId: number | null) => useQuery(tablesQueryOptions(databaseId))
