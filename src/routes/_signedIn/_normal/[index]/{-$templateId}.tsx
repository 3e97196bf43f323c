import { createFileRoute } from '@tanstack/react-router'
import { optionalTemplateIdParams } from '@/lib/route-params'
import { pageTitles } from '@/lib/titles'
import { dropIgnoredListSearch, loadReportList, openDefaultTemplate } from '@/features/reports/loaders'
import { NoTemplates, ReportListError, ReportListPage } from '@/features/reports/components/report-list-page'
import { ReportMissing } from '@/features/reports/components/report-missing'
import { reportListSearchSchema } from '@/features/reports/search'

export const Route = createFileRoute('/_signedIn/_normal/index/{-$templateId}')({
  params: optionalTemplateIdParams,
  validateSearch: reportListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps, location, cause }) => {
    if (params.templateId === undefined) return openDefaultTemplate(context)
    dropIgnoredListSearch(location.search, params.templateId, false)
    return loadReportList(context, params.templateId, false, deps, cause)
  },
  staticData: { title: pageTitles.reportList },
  notFoundComponent: (props) => <ReportMissing {...props} preview={false} />,
  errorComponent: (props) => <ReportListError {...props} preview={false} />,
  component: function ReportListRoute() {
    const { templateId } = Route.useParams()
    const search = Route.useSearch()
    if (templateId === undefined) return <NoTemplates />
    return <ReportListPage templateId={templateId} preview={false} search={search} />
  },
})
