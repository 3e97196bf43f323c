import { queryOptions } from '@tanstack/react-query'
import { apiPaths } from '@/lib/api-paths'
import { apiRequest } from '@/lib/http'
import { listOf } from '@/lib/schemas'
import { templateNameSchema } from '@/features/report-templates/schemas'
import { FIRST_SCREEN_FRESH_MS } from './keys'

const namesSchema = listOf(templateNameSchema)

export const getTemplateNames = (signal?: AbortSignal) => apiRequest(namesSchema, apiPaths.templateNames, { signal })

/** The published templates this user may view. */
export const templateNamesQueryOptions = () =>
  queryOptions({
    queryKey: ['reports', 'names'],
    queryFn: ({ signal }) => getTemplateNames(signal),
    staleTime: FIRST_SCREEN_FRESH_MS,
  })
