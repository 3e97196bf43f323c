import { useMutation } from '@tanstack/react-query'
import { mayHaveHappened } from '@/lib/errors'
import { apiRequest } from '@/lib/http'
import { nullSchema } from '@/lib/schemas'
import type { OwnerKind } from './owners'
import { useRefreshTemplate } from './refresh-template'

/**
 * Switches the merchant or shop, then refreshes every view of that template; after a failure that may have switched it
 * all the same (its answer lost), too, so the page shows the one the server now names.
 */
export function useSwitchOwner(kind: OwnerKind, templateId: number) {
  const refresh = useRefreshTemplate(templateId)
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(nullSchema, `/user/${kind}/switch`, {
        method: 'POST',
        body:
          kind === 'merchant' ? { template_id: templateId, merchant_id: id } : { template_id: templateId, shop_id: id },
      }),
    // The user's other tabs refresh the template's views too (src/app/query-client.ts).
    meta: { gateChange: templateId },
    onSuccess: refresh,
    onError: (error) => (mayHaveHappened(error) ? refresh() : undefined),
  })
}
