import { apiRequest } from '@/lib/http'
import { nullSchema } from '@/lib/schemas'

/** Sends the draft live as the server holds it; the checks before it are the editor's (`usePublishTemplateDraft`). */
export const publishTemplateDraft = (templateId: number) =>
  apiRequest(nullSchema, '/report_template/publish_draft', { method: 'POST', body: { template_id: templateId } })
