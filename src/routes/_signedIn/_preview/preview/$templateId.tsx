import { createFileRoute } from '@tanstack/react-router'
import { templateIdParams } from '@/app/params'
import { pageTitles } from '@/app/titles'
import { ReportListPlaceholder } from '@/features/reports/components/placeholders'

export const Route = createFileRoute('/_signedIn/_preview/preview/$templateId')({
  params: templateIdParams,
  staticData: { title: pageTitles.previewReportList },
  component: function PreviewReportListRoute() {
    const { templateId } = Route.useParams()
    return <ReportListPlaceholder templateId={templateId} preview />
  },
})
