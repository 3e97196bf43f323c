import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from '@/lib/zod'
import { apiRequest } from '@/lib/http'
import { templateIdSchema } from '@/lib/schemas'
import type { OwnerScope, PeriodType } from '@/lib/vocabulary'
import { mayHaveHappened } from '@/lib/errors'
import { fetchTemplates, templateListKey } from './get-templates'

export type NewTemplate = {
  template_name: string
  description: string
  owner_scope: OwnerScope
  period_type: PeriodType
}

export const createdSchema = z.object({ template_id: templateIdSchema })

/** How long the look for namesakes before a create may take: past it, the create goes on without that check. */
const NAMESAKES_WAIT_MS = 5000

/** The templates of exactly this name and owner scope (at most 100), whoever touched them last. */
async function namesakes(body: NewTemplate, signal?: AbortSignal) {
  const { list } = await fetchTemplates({ name: body.template_name, page: 1, pageSize: 100 }, signal)
  return list.filter((row) => row.template_name === body.template_name && row.owner_scope === body.owner_scope)
}

/**
 * Creates an unpublished template whose draft has no components yet, unless one of its name and owner scope exists
 * (null: none is made, a press before whose answer was lost having made it, say). A create whose answer was lost (no
 * answer, a 5xx, an answer that cannot be read) may have been made: a template of its name and scope by this user that
 * was not there before it was sent is the one it made. The list is asked again either way.
 */
export function useCreateTemplate(username: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: NewTemplate): Promise<{ template_id: number } | null> => {
      const before =
        username === null
          ? null
          : await namesakes(body, AbortSignal.timeout(NAMESAKES_WAIT_MS)).then(
              (rows) => new Set(rows.map((row) => row.template_id)),
              () => null,
            )
      if (before !== null && before.size > 0) return null
      try {
        return await apiRequest(createdSchema, '/report_template/create', { method: 'POST', body })
      } catch (error) {
        if (!mayHaveHappened(error) || before === null) throw error
        const after = await namesakes(body).catch(() => [])
        const made = after.find((row) => !before.has(row.template_id) && row.updated_by === username)
        if (made === undefined) throw error
        return { template_id: made.template_id }
      }
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: templateListKey }),
  })
}
