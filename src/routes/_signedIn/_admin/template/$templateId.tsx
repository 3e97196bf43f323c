import { createFileRoute } from '@tanstack/react-router'
import { requirePermissions } from '@/app/guards'
import { templateIdParams } from '@/app/params'
import { pageTitles } from '@/app/titles'
import { TemplateEditorPlaceholder } from '@/features/report-templates/components/placeholders'

export const Route = createFileRoute('/_signedIn/_admin/template/$templateId')({
  params: templateIdParams,
  beforeLoad: ({ context }) => requirePermissions(context, ['template.update']),
  staticData: { title: pageTitles.templateEditor },
  component: function TemplateEditorRoute() {
    const { templateId } = Route.useParams()
    return <TemplateEditorPlaceholder templateId={templateId} />
  },
})
