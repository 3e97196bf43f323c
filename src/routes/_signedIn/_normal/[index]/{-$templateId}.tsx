import { createFileRoute } from '@tanstack/react-router'
import { optionalTemplateIdParams } from '@/app/params'
import { pageTitles } from '@/app/titles'
import { ReportListPlaceholder } from '@/features/reports/components/placeholders'

export const Route = createFileRoute('/_signedIn/_normal/index/{-$templateId}')({
  params: optionalTemplateIdParams,
  staticData: { title: pageTitles.reportList },
  component: function ReportListRoute() {
    const { templateId } = Route.useParams()
    return <ReportListPlaceholder templateId={templateId} preview={false} />
  },
})
