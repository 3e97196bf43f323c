import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/http'
import { filtersSchema } from '../schemas'
import { forOwner } from './for-owner'
import { reportsKey, type ReportScope } from './keys'

export const reportFiltersQueryOptions = (scope: ReportScope, reportPeriod: string) =>
  queryOptions({
    queryKey: [...reportsKey(scope), 'filters', reportPeriod],
    queryFn: ({ signal, client }) =>
      forOwner(client, scope, () =>
        apiRequest(filtersSchema, '/report_template/report/filter', {
          query: { template_id: scope.templateId, report_period: reportPeriod, preview: scope.preview || undefined },
          signal,
        }),
      ),
  })
