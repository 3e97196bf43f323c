import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { pageTitles } from '@/lib/titles'
import { requirePermission } from '@/features/session/guards'
import { templatesQueryOptions } from '@/features/report-templates/api/get-templates'
import { templateListSearchDefaults, templateListSearchSchema } from '@/features/report-templates/list-search'
import { TemplateListError, TemplateListScreen } from '@/features/report-templates/components/template-list'

export const Route = createFileRoute('/_signedIn/_admin/template/')({
  validateSearch: templateListSearchSchema,
  // The loader comes with the screen: a seller's first load carries no template code.
  codeSplitGroupings: [
    ['loader', 'component'],
    ['errorComponent', 'notFoundComponent'],
  ],
  // Defaults stay out of the address: `/template` is page 1, 20 a page, no search.
  search: { middlewares: [stripSearchParams(templateListSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  beforeLoad: ({ context }) => requirePermission(context, 'template.read'),
  // The first list before the screen; another search or page is asked for by the screen, which keeps what it shows.
  loader: ({ context, deps, cause }) =>
    cause === 'stay'
      ? undefined
      : context.queryClient.ensureQueryData(
          templatesQueryOptions({ page: deps.page, pageSize: deps.page_size, name: deps.name }),
        ),
  errorComponent: TemplateListError,
  staticData: { title: pageTitles.templates },
  component: TemplateListScreen,
})
