import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/http'
import { userInfoSchema } from '../schemas'

/** The user info call is silent: its failure only takes the session offline. */
export const userInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'info'],
    queryFn: ({ signal }) => apiRequest(userInfoSchema, '/user/info', { signal }),
    meta: { silent: true },
    staleTime: Infinity,
  })
