import { createFileRoute, redirect } from '@tanstack/react-router'
import { optionalTemplateIdParams } from '@/app/params'
import { pageTitles } from '@/app/titles'
import { templateNamesQueryOptions } from '@/features/reports/api/get-template-names'
import { OpenDefaultTemplate, ReportListPage } from '@/features/reports/components/report-list-page'
import { defaultTemplateId } from '@/features/reports/last-template'
import { reportListSearchSchema } from '@/features/reports/search'

export const Route = createFileRoute('/_signedIn/_normal/index/{-$templateId}')({
  params: optionalTemplateIdParams,
  validateSearch: reportListSearchSchema,
  staticData: { title: pageTitles.reportList },
  // `/index` alone opens the template chosen last, else the first: one redirect, not a second page.
  loader: async ({ params, context }) => {
    if (params.templateId !== undefined) return
    const names = await context.queryClient.ensureQueryData(templateNamesQueryOptions()).catch(() => null)
    const templateId = defaultTemplateId(names?.list ?? [], context.session.getState().user?.id)
    if (templateId !== undefined) throw redirect({ to: '/index/{-$templateId}', params: { templateId }, replace: true })
  },
  component: function ReportListRoute() {
    const { templateId } = Route.useParams()
    const search = Route.useSearch()
    if (templateId === undefined) return <OpenDefaultTemplate />
    return <ReportListPage templateId={templateId} preview={false} search={search} />
  },
})
