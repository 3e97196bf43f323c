import { useEffect, useRef, type ReactNode } from 'react'
import { Button, CloseButton, DataList, Group, Paper, Stack, Title, useMatches } from '@mantine/core'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useParams, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { AfterPaint, lazyPart, usePainted, WhenUsed } from '@/components/ui/lazy-part'
import { AnchorLink, ButtonLink } from '@/components/ui/links'
import { Pager, PastTheEnd } from '@/components/ui/pager'
import { QueryBoundary } from '@/components/ui/query-boundary'
import { RouteError } from '@/components/ui/route-error'
import { EmptyState, ErrorState, LoadingRows } from '@/components/ui/states'
import { isApiError } from '@/lib/errors'
import { DEFAULT_PAGE_SIZE, pageCount } from '@/lib/paging'
import { useLast } from '@/lib/use-last'
import { reportListParams, reportListQueryOptions } from '../api/get-report-list'
import { templateNamesQueryOptions } from '../api/get-template-names'
import { useRefreshTemplate } from '../api/refresh-template'
import { formatPeriod } from '@/lib/format-date'
import { known, periodTypes, type PeriodType } from '@/lib/vocabulary'
import { ofScope, type ReportScope } from '../api/keys'
import { reportLink, reportListLink, usePreview } from '../report-links'
import type { BasicInfo } from '../schemas'
import type { ReportListSearch } from '../search'
import { MainTitle, Published } from './report-marks'
import { PeriodField } from './period-field'
import { PeriodPresets } from './period-presets'
import { TemplateGate } from './template-gate'
import classes from './report-list-page.module.css'

const TemplateLinks = lazyPart(() => import('./template-links').then((module) => module.TemplateLinks))

/** `/index` with no template to open: none is published for this user yet. */
export function NoTemplates() {
  return (
    <EmptyState
      title={<Trans>No report templates yet</Trans>}
      description={<Trans>When a report template is published for you, its reports appear here.</Trans>}
    />
  )
}

/** A range of the template's own periods: each end is one of its real periods, so a range is never empty by mistake. */
function PeriodRange({ scope, info, search }: { scope: ReportScope; info: BasicInfo; search: ReportListSearch }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const apply = (range: { from?: string; to?: string }) =>
    void navigate({ to: '.', search: (prev: ReportListSearch) => ({ ...prev, ...range, page: undefined }) })
  const ends = useRef<Partial<Record<'from' | 'to', HTMLDivElement | null>>>({})
  /** Clears ends of the range; the keyboard focus, on a button that goes with it, moves to that end's field. */
  const clear = (which: 'from' | 'to', range: { from?: undefined; to?: undefined }) => {
    ends.current[which]?.querySelector('button')?.focus()
    apply(range)
  }
  const end = (which: 'from' | 'to', label: string, placeholder: string, clearLabel: string) => (
    <Group gap={4} wrap="nowrap" miw={0} maw="100%" ref={(group) => void (ends.current[which] = group)}>
      <PeriodField
        scope={scope}
        periodType={info.period_type}
        label={label}
        placeholder={placeholder}
        value={search[which]}
        bounds={which === 'from' ? { to: search.to } : { from: search.from }}
        onChange={(period) => apply({ [which]: period })}
      />
      {search[which] ? (
        <CloseButton aria-label={clearLabel} onClick={() => clear(which, { [which]: undefined })} />
      ) : null}
    </Group>
  )
  return (
    <Group gap="sm" className={classes.range}>
      {end('from', t`From period`, t`Earliest`, t`Clear the start of the range`)}
      {end('to', t`To period`, t`Latest`, t`Clear the end of the range`)}
      <PeriodPresets periodType={info.period_type} range={search} onPick={apply} />
      {search.from || search.to ? (
        <Button variant="subtle" onClick={() => clear('from', { from: undefined, to: undefined })}>
          <Trans>Show all periods</Trans>
        </Button>
      ) : null}
    </Group>
  )
}

/**
 * The rows of the page the address asks for. The route brings the first page it opens on; another
 * page, size or range is asked for here, and the rest of the page stays meanwhile: the rows shown stay,
 * dimmed, until the new page comes or its first attempt fails; then, in their place, the new page is
 * asked for again, and if it cannot be loaded, what went wrong, with Retry and the pager to go back.
 */
function ReportRows({
  scope,
  search,
  periodType,
}: {
  scope: ReportScope
  search: ReportListSearch
  periodType: PeriodType | undefined
}) {
  const { templateId, preview } = scope
  const { i18n, t } = useLingui()
  const refresh = useRefreshTemplate(templateId)
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' })
  const navigate = useNavigate()
  const params = reportListParams(search)
  // A failed page is asked for again when the rows show anew (the route's Retry), as the route's loader would. The
  // rows kept while another page comes are the same merchant's or shop's: never one's rows under another's name.
  const query = useQuery({
    ...reportListQueryOptions(scope, params),
    placeholderData: (previous, previousQuery) =>
      previousQuery && ofScope(previousQuery.queryKey, scope) ? previous : undefined,
    retryOnMount: true,
  })
  const update = (next: Partial<ReportListSearch>) =>
    void navigate({ to: '.', search: (prev: ReportListSearch) => ({ ...prev, ...next }) })
  // The last list shown: its pager stays under a failure.
  const shown = useLast(query.data)
  const list = query.data
  const asking = query.isPlaceholderData
  // Once the new page's first attempt has failed, the rows shown give way to its being asked for again.
  const retrying = asking && query.failureCount > 0
  if (list && !query.isError && !retrying && list.list.length === 0) {
    const lastPage = pageCount(list.total, params.pageSize)
    if (list.total > 0)
      return <PastTheEnd page={params.page} lastPage={lastPage} onLastPage={() => update({ page: lastPage })} />
    if (search.from || search.to) {
      return (
        <EmptyState
          title={<Trans>No reports in this range</Trans>}
          action={
            <Button variant="light" onClick={() => update({ from: undefined, to: undefined, page: undefined })}>
              <Trans>Show all periods</Trans>
            </Button>
          }
        />
      )
    }
    return (
      <EmptyState
        title={<Trans>No reports yet</Trans>}
        description={<Trans>Reports of this template appear here as soon as they are published.</Trans>}
      />
    )
  }
  const paged = query.isError ? shown : list
  // A refusal met on another page (an agreement issued anew, access taken away) may mend once the template's gate is
  // read again: it is the way on, this page being the report list already.
  const readGateAgain =
    isApiError(query.error) && query.error.status === 403 ? (
      <Button variant="light" size="sm" onClick={() => void refresh()}>
        <Trans>Reload</Trans>
      </Button>
    ) : null
  const rows = query.isError ? (
    <ErrorState
      error={query.error}
      title={<Trans>The reports could not be loaded.</Trans>}
      elsewhere={readGateAgain}
      retrying={query.isFetching}
      onRetry={() => void query.refetch()}
    />
  ) : !list || retrying ? (
    <LoadingRows label={t`Loading reports`} />
  ) : (
    <Paper
      withBorder
      radius="md"
      px="md"
      py="sm"
      component="section"
      aria-label={t`Reports`}
      aria-busy={asking || undefined}
      className={asking ? classes.asking : undefined}
    >
      <DataList withDivider orientation={orientation} labelWidth={220} data-testid="report-list">
        {list.list.map((row) => (
          <DataList.Item key={row.report_period}>
            <DataList.ItemLabel>
              <AnchorLink
                {...reportLink(preview, templateId, row.report_period)}
                state={{ listSearch: search }}
                fw={600}
                className={classes.period}
              >
                {formatPeriod(i18n, periodType, row.report_period)}
              </AnchorLink>
            </DataList.ItemLabel>
            <DataList.ItemValue className={classes.value}>
              <Published periodType={periodType} period={row.report_period} at={row.published_at} />
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList>
    </Paper>
  )
  return (
    <Stack gap="md">
      {rows}
      {paged ? (
        <Pager
          totalLabel={<Plural value={paged.total} one="# report" other="# reports" />}
          total={paged.total}
          page={params.page}
          pageSize={params.pageSize}
          onPage={(page) => update({ page: page === 1 ? undefined : page })}
          onPageSize={(size) => update({ page_size: size === DEFAULT_PAGE_SIZE ? undefined : size, page: undefined })}
        />
      ) : null}
    </Stack>
  )
}

/**
 * The templates this user may read, as navigation: a link each (the current one marked), and a
 * searchable list for those that do not fit on one line. The links measure what fits, which lays out
 * the whole page, and their code is not needed for the first rows: they come after the page's first
 * paint, in a pass of their own (the line keeps its height).
 */
function TemplateSwitcher({ current }: { current: number | undefined }) {
  const { t } = useLingui()
  const names = useQuery(templateNamesQueryOptions())
  if (names.isError && !names.data) {
    // The reports below still work; the switcher says it is missing and offers a retry.
    return (
      <ErrorState
        compact
        error={names.error}
        onRetry={() => void names.refetch()}
        title={t`The list of report templates could not be loaded.`}
      />
    )
  }
  if (!names.data || names.data.list.length === 0) return null
  return (
    <nav aria-label={t`Report templates`} className={classes.nav}>
      <AfterPaint>
        <WhenUsed used>
          <TemplateLinks names={names.data.list} current={current} />
        </WhenUsed>
      </AfterPaint>
    </nav>
  )
}

/**
 * What every state of a report list shows: its heading and, outside a preview, the other templates (unless their
 * names are what could not be loaded).
 */
function ReportListFrame({
  templateId,
  switcher = true,
  children,
}: {
  templateId: number | undefined
  switcher?: boolean
  children: ReactNode
}) {
  const preview = usePreview()
  return (
    <Stack gap="lg">
      <MainTitle>
        <Trans>Report list</Trans>
      </MainTitle>
      {preview || !switcher ? null : <TemplateSwitcher current={templateId} />}
      {children}
    </Stack>
  )
}

/** `/index/:templateId` and `/preview/:templateId`: the reports of one template, newest first. */
export function ReportListPage({ templateId, search }: { templateId: number; search: ReportListSearch }) {
  const { t } = useLingui()
  const preview = usePreview()
  // The report page's code, a file of its own, comes once the list has painted: opening a report asks for no code.
  const router = useRouter()
  const painted = usePainted()
  useEffect(() => {
    if (!painted) return
    const report =
      router.routesById[
        preview
          ? '/_signedIn/_preview/preview/report/$templateId/{-$reportPeriod}'
          : '/_signedIn/_normal/report/$templateId/{-$reportPeriod}'
      ]
    void router.loadRouteChunk(report)
  }, [router, preview, painted])
  return (
    <ReportListFrame templateId={templateId}>
      <QueryBoundary fallback={<LoadingRows label={t`Loading reports`} />}>
        <TemplateGate key={templateId} templateId={templateId}>
          {(info, scope) => (
            <Stack gap="md">
              {preview ? (
                <Title order={2} size="h3">
                  {info.template_name}
                </Title>
              ) : null}
              <PeriodRange scope={scope} info={info} search={search} />
              <QueryBoundary fallback={<LoadingRows label={t`Loading reports`} />}>
                {/* Another merchant's or shop's rows start afresh, without the last one's count. */}
                <ReportRows
                  key={scope.ownerId}
                  scope={scope}
                  search={search}
                  periodType={known(periodTypes, info.period_type)}
                />
              </QueryBoundary>
            </Stack>
          )}
        </TemplateGate>
      </QueryBoundary>
    </ReportListFrame>
  )
}

/**
 * The list could not be loaded: the page's heading and the other templates stay, with what went wrong
 * in place of the reports. A server that could not be reached is not this template's doing: the page
 * says so without blaming the template, and offers no other template, which would fail the same way.
 */
export function ReportListError(props: ErrorComponentProps) {
  const { t } = useLingui()
  const preview = usePreview()
  const { templateId } = useParams({ strict: false })
  const unreachable = isApiError(props.error) && props.error.kind === 'network'
  // `/index` names no template: the templates' names, which pick one, are what could not be loaded.
  const names = templateId === undefined && !preview
  return (
    <ReportListFrame templateId={templateId} switcher={!names}>
      <RouteError
        {...props}
        title={
          names
            ? t`The list of report templates could not be loaded.`
            : unreachable
              ? t`The reports could not be loaded.`
              : t`The reports of this template could not be loaded.`
        }
        elsewhere={preview || unreachable || names ? undefined : <OtherTemplateLink current={templateId} />}
      />
    </ReportListFrame>
  )
}

/**
 * Where a seller refused one template's reports goes instead: the first other template offered, if any (this page is
 * the report list already).
 */
function OtherTemplateLink({ current }: { current: number | undefined }) {
  const names = useQuery(templateNamesQueryOptions())
  const other = names.data?.list.find((name) => name.template_id !== current)
  if (!other) return null
  const name = other.template_name
  return (
    <ButtonLink {...reportListLink(false, other.template_id)} variant="light">
      <Trans>Open {name}</Trans>
    </ButtonLink>
  )
}
