import { createFileRoute } from '@tanstack/react-router'
import { requirePermissions } from '@/app/guards'
import { pageTitles } from '@/app/titles'
import { TemplateListPlaceholder } from '@/features/report-templates/components/placeholders'

export const Route = createFileRoute('/_signedIn/_admin/template/')({
  beforeLoad: ({ context }) => requirePermissions(context, ['template.read']),
  staticData: { title: pageTitles.templates },
  component: TemplateListPlaceholder,
})
