import { createFileRoute } from '@tanstack/react-router'
import { templateIdParams } from '@/lib/route-params'
import { pageTitles } from '@/lib/titles'
import { loadReportList } from '@/features/reports/loaders'
import { ReportListError, ReportListPage } from '@/features/reports/components/report-list-page'
import { ReportMissing } from '@/features/reports/components/report-missing'
import { reportListSearchSchema } from '@/features/reports/search'

export const Route = createFileRoute('/_signedIn/_preview/preview/$templateId')({
  params: templateIdParams,
  validateSearch: reportListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: loadReportList,
  staticData: { title: pageTitles.previewReportList },
  notFoundComponent: ReportMissing,
  errorComponent: ReportListError,
  component: function PreviewReportListRoute() {
    return <ReportListPage {...Route.useParams()} search={Route.useSearch()} />
  },
})
