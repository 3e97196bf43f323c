import { createFileRoute } from '@tanstack/react-router'
import { templateIdParams } from '@/lib/route-params'
import { pageTitles } from '@/lib/titles'
import { requirePermission } from '@/features/session/guards'
import { loadTemplateEditor } from '@/features/report-templates/loaders'
import {
  TemplateEditorError,
  TemplateEditorScreen,
  TemplateMissing,
} from '@/features/report-templates/components/template-editor'

export const Route = createFileRoute('/_signedIn/_admin/template/$templateId')({
  params: templateIdParams,
  // The loader comes with the screen: a seller's first load carries no template code.
  codeSplitGroupings: [
    ['loader', 'component'],
    ['errorComponent', 'notFoundComponent'],
  ],
  beforeLoad: ({ context }) => requirePermission(context, 'template.update'),
  // Each opening waits for the loader (no earlier opening's result shown meanwhile): the form is filled once.
  gcTime: 0,
  loader: ({ context, params }) => loadTemplateEditor(context.queryClient, params.templateId),
  errorComponent: TemplateEditorError,
  notFoundComponent: TemplateMissing,
  staticData: { title: pageTitles.templateEditor },
  component: function TemplateEditorRoute() {
    const { templateId } = Route.useParams()
    return <TemplateEditorScreen key={templateId} templateId={templateId} />
  },
})
