import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from '@/lib/zod'
import { isApiError } from '@/lib/errors'
import { useSession } from '@/features/session/session'
import { apiRequest } from '@/lib/http'
import { publicationStatusSchema, type PublicationStatus } from '@/lib/vocabulary'
import { templateListKey, type templateListSchema } from './get-templates'
import { invalidateTemplate } from './get-template'

export const statusAnswerSchema = z.object({ status: publicationStatusSchema })

/** The status a template should have: `to_status` lets a server refuse a toggle that is not wanted any more. */
export type StatusChange = { templateId: number; toStatus: PublicationStatus }

type ListPage = z.infer<typeof templateListSchema>

/**
 * Publishes or unpublishes. Every cached list page shows the asked status at once, then the one the
 * server answered, and the list loads again; a failure puts the pages back (the global toast says why).
 * It comes to the template's status now, which every screen shows, and `already` when the server
 * answered 409, the template being in that status before this call.
 */
export function useToggleTemplateStatus() {
  const queryClient = useQueryClient()
  const session = useSession()
  const showStatus = (templateId: number, status: PublicationStatus) =>
    queryClient.setQueriesData<ListPage>(
      { queryKey: templateListKey },
      (page) =>
        page && { ...page, list: page.list.map((row) => (row.template_id === templateId ? { ...row, status } : row)) },
    )
  return useMutation({
    mutationFn: async ({ templateId, toStatus }: StatusChange) => {
      try {
        const body = { template_id: templateId, to_status: toStatus }
        const answer = await apiRequest(statusAnswerSchema, '/report_template/status', { method: 'POST', body })
        return { status: answer.status, already: false }
      } catch (error) {
        // Someone else (or a re-sent request) got there first: the template is as the user wants it.
        if (isApiError(error) && error.status === 409) return { status: toStatus, already: true }
        throw error
      }
    },
    onMutate: async ({ templateId, toStatus }) => {
      await queryClient.cancelQueries({ queryKey: templateListKey })
      const before = queryClient.getQueriesData<ListPage>({ queryKey: templateListKey })
      showStatus(templateId, toStatus)
      return { before, user: session.getState().user?.id }
    },
    onSuccess: (outcome, { templateId }) => showStatus(templateId, outcome.status),
    // Only while the same user is signed in: a session that ended meanwhile (this call's 401, another tab's logout) has
    // emptied the cache for the next user, and nothing of this one goes back.
    onError: (_error, _change, context) => {
      const { status, user } = session.getState()
      if (status !== 'online' || user?.id !== context?.user) return
      context?.before.forEach(([key, data]) => queryClient.setQueryData(key, data))
    },
    onSettled: (_data, _error, { templateId }) => invalidateTemplate(queryClient, templateId),
  })
}
