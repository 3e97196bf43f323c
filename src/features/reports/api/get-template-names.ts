import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/http'
import { listOf } from '@/lib/schemas'
import { templateNameSchema } from '../schemas'

export const namesSchema = listOf(templateNameSchema)

/** The published templates this user may view. */
export const templateNamesQueryOptions = () =>
  queryOptions({
    queryKey: ['reports', 'names'],
    queryFn: ({ signal }) => apiRequest(namesSchema, '/report_template/names', { signal }),
  })
