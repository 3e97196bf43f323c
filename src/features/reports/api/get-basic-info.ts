import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/http'
import { basicInfoSchema } from '../schemas'
import type { TemplateScope } from '@/lib/route-params'
import { templateKey } from './keys'

/**
 * Owner scope, the current merchant or shop, and whether an NDA waits: read before any report call, and beside each
 * (`forOwner`). Read again while an answer is shown (beside a report call, on coming back to the tab, after a gate
 * change), a failure says nothing: the page keeps the gate it has, and the next call that needs it says its own.
 */
export const basicInfoQueryOptions = ({ templateId, preview }: TemplateScope) =>
  queryOptions({
    queryKey: [...templateKey({ templateId, preview }), 'basic-info'],
    meta: { silentRefresh: true },
    queryFn: ({ signal }) =>
      apiRequest(basicInfoSchema, '/report_template/basic_info', {
        query: { template_id: templateId, preview: preview || undefined },
        signal,
      }),
  })
