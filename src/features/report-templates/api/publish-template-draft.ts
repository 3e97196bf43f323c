import { apiRequest } from '@/lib/http'
import { nullSchema } from '@/lib/schemas'

/**
 * Sends the draft live as the server holds it; the checks before it are the editor's (`usePublishTemplateDraft`).
 * `updatedAt` is the draft's `updated_at` the person reviewed: the server answers 409 when the draft changed since (docs/API.md).
 */
export const publishTemplateDraft = (templateId: number, updatedAt: number) =>
  apiRequest(nullSchema, '/report_template/publish_draft', { method: 'POST', body: { template_id: templateId, updated_at: updatedAt } })
