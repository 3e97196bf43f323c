import { createFileRoute } from '@tanstack/react-router'
import { optionalTemplateIdParams } from '@/lib/route-params'
import { pageTitles } from '@/lib/titles'
import { loadReportList } from '@/features/reports/loaders'
import { NoTemplates, ReportListError, ReportListPage } from '@/features/reports/components/report-list-page'
import { ReportMissing } from '@/features/reports/components/report-missing'
import { reportListSearchSchema } from '@/features/reports/search'

export const Route = createFileRoute('/_signedIn/_normal/index/{-$templateId}')({
  params: optionalTemplateIdParams,
  validateSearch: reportListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: loadReportList,
  staticData: { title: pageTitles.reportList },
  notFoundComponent: ReportMissing,
  errorComponent: ReportListError,
  component: function ReportListRoute() {
    const { templateId } = Route.useParams()
    const search = Route.useSearch()
    if (templateId === undefined) return <NoTemplates />
    return <ReportListPage templateId={templateId} search={search} />
  },
})
