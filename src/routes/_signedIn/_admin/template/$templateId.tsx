import { createFileRoute } from '@tanstack/react-router'
import { notFoundOn404 } from '@/lib/errors'
import { templateIdParams } from '@/lib/route-params'
import { pageTitles } from '@/lib/titles'
import { requirePermissions } from '@/features/session/guards'
import { templateDraftQueryOptions } from '@/features/report-templates/api/get-template-detail'
import { TemplateEditorError, TemplateEditorScreen, TemplateMissing } from '@/features/report-templates/components/template-editor'

export const Route = createFileRoute('/_signedIn/_admin/template/$templateId')({
  params: templateIdParams,
  beforeLoad: ({ context }) => requirePermissions(context, ['template.update']),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(templateDraftQueryOptions(params.templateId)).catch(notFoundOn404()),
  errorComponent: TemplateEditorError,
  notFoundComponent: TemplateMissing,
  staticData: { title: pageTitles.templateEditor },
  component: function TemplateEditorRoute() {
    const { templateId } = Route.useParams()
    return <TemplateEditorScreen key={templateId} templateId={templateId} />
  },
})
