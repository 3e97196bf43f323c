import { queryOptions } from '@tanstack/react-query'
import { apiPaths } from '@/lib/api-paths'
import { apiRequest } from '@/lib/http'
import { userInfoSchema } from '../schemas'

export const getUserInfo = (signal?: AbortSignal) => apiRequest(userInfoSchema, apiPaths.userInfo, { signal })

/** SPEC.md section 7: the user info call is silent; its failure only takes the session offline. */
export const userInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'info'],
    queryFn: ({ signal }) => getUserInfo(signal),
    meta: { silent: true },
    staleTime: Infinity,
  })
