import { createFileRoute } from '@tanstack/react-router'
import { reportParams } from '@/lib/route-params'
import { pageTitles } from '@/lib/titles'
import { loadReport } from '@/features/reports/loaders'
import { ReportMissing } from '@/features/reports/components/report-missing'
import { ReportError, ReportPage } from '@/features/reports/components/report-page'
import { reportFiltersSearchSchema } from '@/features/reports/search'

export const Route = createFileRoute('/_signedIn/_normal/report/$templateId/{-$reportPeriod}')({
  params: reportParams,
  validateSearch: reportFiltersSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: loadReport,
  staticData: { title: pageTitles.report },
  notFoundComponent: ReportMissing,
  errorComponent: ReportError,
  component: function ReportRoute() {
    return <ReportPage {...Route.useParams()} filters={Route.useSearch()} />
  },
})
