import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { requirePermissions } from '@/app/guards'
import { pageTitles } from '@/app/titles'
import { templateListSearchDefaults, templateListSearchSchema } from '@/features/report-templates/list-search'
import { TemplateListScreen } from '@/features/report-templates/components/template-list'

export const Route = createFileRoute('/_signedIn/_admin/template/')({
  validateSearch: templateListSearchSchema,
  // Defaults stay out of the address: `/template` is page 1, 20 a page, no search.
  search: { middlewares: [stripSearchParams(templateListSearchDefaults)] },
  beforeLoad: ({ context }) => requirePermissions(context, ['template.read']),
  staticData: { title: pageTitles.templates },
  component: TemplateListScreen,
})
