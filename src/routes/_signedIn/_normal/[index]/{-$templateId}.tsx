import { createFileRoute } from '@tanstack/react-router'
import { optionalTemplateIdParams } from '@/app/params'
import { pageTitles } from '@/app/titles'
import { OpenDefaultTemplate, ReportListPage } from '@/features/reports/components/report-list-page'
import { reportListSearchSchema } from '@/features/reports/search'

export const Route = createFileRoute('/_signedIn/_normal/index/{-$templateId}')({
  params: optionalTemplateIdParams,
  validateSearch: reportListSearchSchema,
  staticData: { title: pageTitles.reportList },
  component: function ReportListRoute() {
    const { templateId } = Route.useParams()
    const search = Route.useSearch()
    if (templateId === undefined) return <OpenDefaultTemplate />
    return <ReportListPage key={templateId} templateId={templateId} preview={false} search={search} />
  },
})
