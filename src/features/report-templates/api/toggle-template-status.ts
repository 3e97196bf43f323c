import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from '@/lib/zod'
import { apiRequest } from '@/lib/http'
import { publicationStatusSchema, type PublicationStatus } from '@/lib/vocabulary'
import type { TemplateRow } from '../schemas'
import { templateListKey } from './get-templates'
import { invalidateTemplate } from './get-template-draft'

export const statusAnswerSchema = z.object({ status: publicationStatusSchema })

type ListPage = { list: TemplateRow[]; total: number }

const flipped = (status: PublicationStatus): PublicationStatus => (status === 'published' ? 'unpublished' : 'published')

/**
 * Toggles published/unpublished. Every cached list page shows the new status at once; a failure puts
 * the pages back as they were (the global toast says why).
 */
export function useToggleTemplateStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (templateId: number) =>
      apiRequest(statusAnswerSchema, '/report_template/status', { method: 'POST', body: { template_id: templateId } }),
    onMutate: async (templateId) => {
      await queryClient.cancelQueries({ queryKey: templateListKey })
      const before = queryClient.getQueriesData<ListPage>({ queryKey: templateListKey })
      queryClient.setQueriesData<ListPage>({ queryKey: templateListKey }, (page) =>
        page && {
          ...page,
          list: page.list.map((row) => (row.template_id === templateId ? { ...row, status: flipped(row.status) } : row)),
        },
      )
      return { before }
    },
    onError: (_error, _templateId, context) => {
      context?.before.forEach(([key, data]) => queryClient.setQueryData(key, data))
    },
    onSettled: (_data, _error, templateId) => invalidateTemplate(queryClient, templateId),
  })
}
