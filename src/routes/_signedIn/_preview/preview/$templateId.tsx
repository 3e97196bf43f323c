import { createFileRoute } from '@tanstack/react-router'
import { templateIdParams } from '@/lib/route-params'
import { pageTitles } from '@/lib/titles'
import { dropIgnoredListSearch, loadReportList } from '@/features/reports/loaders'
import { ReportListError, ReportListPage } from '@/features/reports/components/report-list-page'
import { ReportMissing } from '@/features/reports/components/report-missing'
import { reportListSearchSchema } from '@/features/reports/search'

export const Route = createFileRoute('/_signedIn/_preview/preview/$templateId')({
  params: templateIdParams,
  validateSearch: reportListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps, location, cause }) => {
    dropIgnoredListSearch(location.search, params.templateId, true)
    return loadReportList(context, params.templateId, true, deps, cause)
  },
  staticData: { title: pageTitles.previewReportList },
  notFoundComponent: (props) => <ReportMissing {...props} preview />,
  errorComponent: (props) => <ReportListError {...props} preview />,
  component: function PreviewReportListRoute() {
    const { templateId } = Route.useParams()
    const search = Route.useSearch()
    return <ReportListPage templateId={templateId} preview search={search} />
  },
})
