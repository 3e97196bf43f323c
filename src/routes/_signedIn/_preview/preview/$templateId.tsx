import { createFileRoute } from '@tanstack/react-router'
import { templateIdParams } from '@/app/params'
import { pageTitles } from '@/app/titles'
import { ReportListPage } from '@/features/reports/components/report-list-page'
import { reportListSearchSchema } from '@/features/reports/search'

export const Route = createFileRoute('/_signedIn/_preview/preview/$templateId')({
  params: templateIdParams,
  validateSearch: reportListSearchSchema,
  staticData: { title: pageTitles.previewReportList },
  component: function PreviewReportListRoute() {
    const { templateId } = Route.useParams()
    const search = Route.useSearch()
    return <ReportListPage templateId={templateId} preview search={search} />
  },
})
