import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/http'
import { userInfoSchema } from '../schemas'

export const getUserInfo = (signal?: AbortSignal) => apiRequest(userInfoSchema, '/user/info', { signal })

/** The user info call is silent: its failure only takes the session offline. */
export const userInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'info'],
    queryFn: ({ signal }) => getUserInfo(signal),
    meta: { silent: true },
    staleTime: Infinity,
  })
