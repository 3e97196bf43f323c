import { createFileRoute } from '@tanstack/react-router'
import { reportParams } from '@/app/params'
import { pageTitles } from '@/app/titles'
import { ReportPage } from '@/features/reports/components/report-page'
import { reportFiltersSearchSchema } from '@/features/reports/search'

export const Route = createFileRoute('/_signedIn/_preview/preview/report/$templateId/{-$reportPeriod}')({
  params: reportParams,
  validateSearch: reportFiltersSearchSchema,
  staticData: { title: pageTitles.previewReport },
  component: function PreviewReportRoute() {
    const { templateId, reportPeriod } = Route.useParams()
    const filters = Route.useSearch()
    return <ReportPage templateId={templateId} reportPeriod={reportPeriod} preview filters={filters} />
  },
})
