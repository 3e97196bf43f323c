import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/http'
import { listOf } from '@/lib/schemas'
import { elementParamSchema } from '../schemas'
import { METABASE_STALE_MS } from './stale'

export type MetabaseElementRef = { element_type: 'dashboard' | 'card'; element_id: number }

export const getElementParams = ({ element_type, element_id }: MetabaseElementRef, signal?: AbortSignal) =>
  apiRequest(listOf(elementParamSchema), '/metabase/collection/element_params', {
    query: { element_type, element_id },
    signal,
  })

/** The parameters (filters) of a dashboard or card; idle until one is picked. */
export const elementParamsQueryOptions = (element: MetabaseElementRef | null) =>
  queryOptions({
    queryKey: ['metabase', 'element-params', element],
    queryFn: ({ signal }) => getElementParams(element ?? { element_type: 'card', element_id: 0 }, signal),
    enabled: element !== null,
    staleTime: METABASE_STALE_MS,
  })

export const useElementParams = (element: MetabaseElementRef | null) =>
  useQuery({ ...elementParamsQueryOptions(element), select: (data) => data.list })
