import { createFileRoute } from '@tanstack/react-router'
import { requirePermissions } from '@/app/guards'
import { templateIdParams } from '@/app/params'
import { pageTitles } from '@/app/titles'
import { TemplateEditorScreen } from '@/features/report-templates/components/template-editor'

export const Route = createFileRoute('/_signedIn/_admin/template/$templateId')({
  params: templateIdParams,
  beforeLoad: ({ context }) => requirePermissions(context, ['template.update']),
  staticData: { title: pageTitles.templateEditor },
  component: function TemplateEditorRoute() {
    const { templateId } = Route.useParams()
    return <TemplateEditorScreen key={templateId} templateId={templateId} />
  },
})
