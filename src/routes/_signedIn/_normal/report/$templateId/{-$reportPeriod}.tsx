import { createFileRoute } from '@tanstack/react-router'
import { reportParams } from '@/app/params'
import { pageTitles } from '@/app/titles'
import { ReportPlaceholder } from '@/features/reports/components/placeholders'

export const Route = createFileRoute('/_signedIn/_normal/report/$templateId/{-$reportPeriod}')({
  params: reportParams,
  staticData: { title: pageTitles.report },
  component: function ReportRoute() {
    const { templateId, reportPeriod } = Route.useParams()
    return <ReportPlaceholder templateId={templateId} reportPeriod={reportPeriod} preview={false} />
  },
})
