import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/http'
import { filtersSchema } from '../schemas'
import { templateKey } from './keys'

export const reportFiltersQueryOptions = (templateId: number, reportPeriod: string, preview: boolean) =>
  queryOptions({
    queryKey: [...templateKey(templateId, preview), 'filters', reportPeriod],
    queryFn: ({ signal }) =>
      apiRequest(filtersSchema, '/report_template/report/filter', {
        query: { template_id: templateId, report_period: reportPeriod, preview: preview || undefined },
        signal,
      }),
  })
