import { useState, type CSSProperties, type ReactNode } from 'react'
import { Alert, Box, Button, Group, NativeSelect, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate, useParams, useRouterState, type ErrorComponentProps } from '@tanstack/react-router'
import { AnchorLink, ButtonLink } from '@/components/ui/links'
import { PageSkeleton } from '@/components/ui/page-skeleton'
import { QueryBoundary } from '@/components/ui/query-boundary'
import { RouteError } from '@/components/ui/route-error'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { useLast } from '@/lib/use-last'
import type { Locale } from '@/i18n'
import { useLocale } from '@/i18n/use-locale'
import { reportFiltersQueryOptions } from '../api/get-report-filters'
import { reportInfoQueryOptions, usePreviousReport } from '../api/get-report-info'
import { dashboardAddress } from '../frames/embed-url'
import type { ReportScope } from '../api/keys'
import { reportLink, reportListLink, usePreview } from '../report-links'
import type { BasicInfo, Filter, ReportComponent, ReportView } from '../schemas'
import { filterValues, type ReportFiltersSearch } from '../search'
import { EmbedFrame } from '../frames/embed-frame'
import { createFrameSet, FrameSetContext } from '../frames/frame-set'
import { KeyFigure, KeyFiguresDownload, useKeyFigureTrends } from './key-figure'
import { PeriodField } from './period-field'
import { usePrintControl } from '../frames/print-control'
import { PrintProgress, ReportHeading } from './report-heading'
import { TemplateGate } from './template-gate'
import classes from './report-page.module.css'

type PageProps = { templateId: number; reportPeriod?: string; filters: ReportFiltersSearch }

/** The chosen value of each filter: the URL's when it is one of the options, else the filter's default. */
function chosenFilters(filters: readonly Filter[], search: ReportFiltersSearch): Record<string, string> {
  const chosen: Record<string, string> = {}
  for (const filter of filters) {
    const value = search[filter.name]?.toString()
    const picked = filter.options.find((option) => option.value === value)?.value ?? filter.default
    if (picked !== null) chosen[filter.name] = picked
  }
  return chosen
}

/** Back to the report list this report was opened from (its page and range), else the list's first page. */
function BackToList({ templateId }: { templateId: number }) {
  const preview = usePreview()
  const listSearch = useRouterState({ select: (state) => state.location.state.listSearch })
  return (
    <AnchorLink
      {...reportListLink(preview, templateId)}
      search={listSearch ?? {}}
      size="sm"
      className={classes.screenOnly}
    >
      <Trans>← Back to the report list</Trans>
    </AnchorLink>
  )
}

function PeriodNavigation({ view, info, scope }: { view: ReportView; info: BasicInfo; scope: ReportScope }) {
  const { t } = useLingui()
  const { preview } = scope
  const navigate = useNavigate()
  // Moving between periods keeps the filters and the list to go back to.
  const keep = { search: true, state: true } as const
  // The same look whether the step leads somewhere or not.
  const look = { variant: 'default', px: 'sm', classNames: { root: classes.step, label: classes.stepLabel } } as const
  const step = (period: string | null, label: ReactNode) =>
    period ? (
      <ButtonLink {...reportLink(preview, view.template_id, period)} {...keep} {...look}>
        {label}
      </ButtonLink>
    ) : (
      <Button disabled {...look}>
        {label}
      </Button>
    )
  return (
    // Previous, the period and Next stay on one line, a phone's too: there the steps are arrows.
    <Group gap="xs" wrap="nowrap" miw={0} className={classes.screenOnly}>
      {step(
        view.prev_period,
        <Trans>
          ← <span className={classes.stepWord}>Previous</span>
        </Trans>,
      )}
      <div className={classes.period}>
        <PeriodField
          scope={scope}
          periodType={info.period_type}
          label={t`Report period`}
          compact
          value={view.report_period}
          onChange={(period) => {
            if (period && period !== view.report_period)
              void navigate({ ...reportLink(preview, view.template_id, period), ...keep })
          }}
        />
      </div>
      {step(
        view.next_period,
        <Trans>
          <span className={classes.stepWord}>Next</span> →
        </Trans>,
      )}
    </Group>
  )
}

function FilterBar({ filters, chosen }: { filters: readonly Filter[]; chosen: Record<string, string> }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  if (filters.length === 0) return null
  return (
    <Group gap="md" align="flex-end" className={classes.screenOnly}>
      {filters.map((filter) => (
        <NativeSelect
          key={filter.name}
          label={filter.label}
          w={220}
          // A filter without a default may be left open: "All".
          data={[...(filter.default === null ? [{ value: '', label: t`All` }] : []), ...filter.options]}
          value={chosen[filter.name] ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value
            void navigate({
              to: '.',
              search: (prev: Partial<ReportFiltersSearch>) => ({
                ...prev,
                [filter.name]: value === '' ? undefined : value,
              }),
              state: true,
            })
          }}
        />
      ))}
    </Group>
  )
}

/** The frame's address, or null when the server's `embed_url` is no address at all: that one frame cannot be shown. */
function addressOf(
  embedUrl: string,
  component: ReportComponent,
  chosen: Record<string, string>,
  locale: Locale,
): string | null {
  try {
    return dashboardAddress(embedUrl, component.filter_params, chosen, locale)
  } catch {
    return null
  }
}

function ComponentBody({ component, chosen }: { component: ReportComponent; chosen: Record<string, string> }) {
  const { locale } = useLocale()
  if (component.display === 'iframe') {
    // No address at all reads as one that cannot be used: the portal knows the kind, the server left out its address.
    const src = component.embed_url ? addressOf(component.embed_url, component, chosen, locale) : null
    if (src) return <EmbedFrame src={src} title={component.title} height={component.height} />
    return (
      <Alert color="gray" variant="light">
        <Trans>“{component.title}” cannot be shown: the server gave it no valid address.</Trans>
      </Alert>
    )
  }
  if (component.display === 'variable') {
    return (
      <Text fz={32} fw={700} style={{ overflowWrap: 'anywhere' }}>
        {component.value ?? '—'}
      </Text>
    )
  }
  // A component of a kind this version of the portal does not know: said, not shown, never a crash.
  return (
    <Alert color="gray" variant="light" data-testid="unknown-component">
      <Trans>“{component.title}” cannot be shown by this version of the portal.</Trans>
    </Alert>
  )
}

function ReportBody({
  reportPeriod,
  filters,
  info,
  scope,
}: PageProps & { reportPeriod: string; info: BasicInfo; scope: ReportScope }) {
  const { t } = useLingui()
  // Other filters' report comes in the background: until it is here, or when it could not be loaded, the page shows
  // the last one that came, the new choice in the filter bar.
  // Refreshed on its interval by the report shown alone: a choice that failed is asked again by Retry, not every time.
  const wanted = useQuery({
    ...reportInfoQueryOptions(scope, reportPeriod, filterValues(filters)),
    refetchInterval: false,
  })
  const shownFilters = useLast(wanted.data === undefined ? null : filters) ?? filters
  const coming = shownFilters !== filters && wanted.isPending
  const dimmed = coming ? classes.coming : undefined
  const { data: view } = useSuspenseQuery(reportInfoQueryOptions(scope, reportPeriod, filterValues(shownFilters)))
  const filterList = useQuery(reportFiltersQueryOptions(scope, reportPeriod))
  const offered = filterList.data?.filters ?? []
  const chosen = chosenFilters(offered, shownFilters)
  const known = view.components.filter(
    (component) => component.display === 'iframe' || component.display === 'variable',
  )
  const cards = known.filter((component) => component.placement === 'card')
  const sections = known.filter((component) => component.placement !== 'card')
  const unknown = view.components.filter((component) => !known.includes(component))
  const [frames] = useState(createFrameSet)
  const trends = useKeyFigureTrends(view, scope, filterValues(shownFilters))
  const printing = usePrintControl(frames, trends.parts)
  const previousReport = usePreviousReport(view, scope, filterValues(shownFilters))
  const { previous, pending } = previousReport
  return (
    <FrameSetContext value={frames}>
      <Stack gap="lg">
        <ReportHeading view={view} info={info} filters={offered} chosen={chosen} printedAt={printing.printedAt} />
        <PeriodNavigation view={view} info={info} scope={scope} />
        {filterList.isError ? (
          <ErrorState
            compact
            error={filterList.error}
            title={t`The filters could not be loaded.`}
            onRetry={() => void filterList.refetch()}
          />
        ) : filterList.isPending && filterList.failureCount > 0 ? (
          // The filters' place while they are asked for again after a failed first attempt.
          <Group gap="sm" role="status" aria-label={t`Loading filters`} className={classes.screenOnly}>
            <Skeleton height={36} width={220} radius="sm" />
            <Text size="sm" c="dimmed">
              <Trans>The first attempt failed. Trying again…</Trans>
            </Text>
          </Group>
        ) : null}
        <FilterBar filters={offered} chosen={chosenFilters(offered, filters)} />
        {wanted.isError ? (
          <ErrorState
            compact
            error={wanted.error}
            title={
              shownFilters === filters
                ? t`The report could not be refreshed.`
                : t`The report for these filters could not be loaded; the one shown is for the previous filters.`
            }
            retrying={wanted.isFetching}
            onRetry={() => void wanted.refetch()}
          />
        ) : null}
        {/* What takes the report away: on paper, and its key figures as a file. */}
        <Group justify="flex-end" gap="sm" className={classes.screenOnly}>
          <Button variant="default" loading={printing.preparing} onClick={() => void printing.print()}>
            <Trans>Print</Trans>
          </Button>
          {cards.some((component) => component.display === 'variable') ? (
            <KeyFiguresDownload
              view={view}
              previous={previous}
              series={trends.series}
              waiting={pending || trends.pending}
              info={info}
              filters={offered}
              chosen={chosen}
            />
          ) : null}
        </Group>
        {printing.preparing ? <PrintProgress onPrintNow={printing.printNow} /> : null}
        {cards.length > 0 ? (
          <section aria-label={t`Key figures`} aria-busy={coming || undefined} className={dimmed}>
            {previousReport.failed || trends.failed ? (
              // One Retry for what the figures are compared with; each figure says what it misses.
              <Box mb="sm" className={classes.screenOnly}>
                <ErrorState
                  compact
                  error={previousReport.failed ? previousReport.error : null}
                  title={t`The figures to compare with could not be loaded.`}
                  elsewhere={null}
                  retrying={previousReport.retrying || trends.retrying}
                  onRetry={() => {
                    if (previousReport.failed) previousReport.retry()
                    if (trends.failed) trends.retry()
                  }}
                />
              </Box>
            ) : null}
            <SimpleGrid
              cols={{ base: 2, md: Math.min(4, cards.length) }}
              spacing={{ base: 'xs', xs: 'md' }}
              className={classes.figures}
              style={{ '--figures-per-row': Math.min(4, cards.length) } as CSSProperties}
            >
              {cards.map((component) =>
                component.display === 'variable' ? (
                  <KeyFigure
                    key={component.component_id}
                    component={component}
                    previous={previous}
                    previousFailed={previousReport.failed}
                    trends={trends}
                  />
                ) : (
                  <Paper key={component.component_id} withBorder radius="md" p="md">
                    <ComponentBody component={component} chosen={chosen} />
                  </Paper>
                ),
              )}
            </SimpleGrid>
          </section>
        ) : null}
        {sections.map((component) => (
          <Paper
            key={component.component_id}
            withBorder
            radius="md"
            p="md"
            component="section"
            aria-label={component.title}
            aria-busy={coming || undefined}
            className={`${classes.section} ${dimmed ?? ''}`}
          >
            <Title order={2} size="h4" mb="sm">
              {component.title}
            </Title>
            <ComponentBody component={component} chosen={chosen} />
          </Paper>
        ))}
        {unknown.map((component) => (
          <ComponentBody key={component.component_id} component={component} chosen={chosen} />
        ))}
        {view.components.length === 0 ? <EmptyState title={<Trans>This report has no content yet</Trans>} /> : null}
      </Stack>
    </FrameSetContext>
  )
}

/** `/report/:templateId/:reportPeriod?` and its draft preview. */
export function ReportPage(props: PageProps) {
  const navigate = useNavigate()
  const preview = usePreview()
  const { templateId, reportPeriod } = props
  return (
    <Stack gap="md">
      <BackToList templateId={templateId} />
      <QueryBoundary fallback={<PageSkeleton />}>
        <TemplateGate
          templateId={templateId}
          onDeclineNda={() => void navigate(reportListLink(preview, templateId))}
          mainHeading
        >
          {(info, scope) =>
            reportPeriod === undefined ? (
              // A template whose list has no report yet, opened without a period.
              <EmptyState
                title={<Trans>No reports yet</Trans>}
                description={<Trans>Reports of this template appear here as soon as they are published.</Trans>}
                action={
                  <ButtonLink {...reportListLink(preview, templateId)} variant="light">
                    <Trans>Back to the report list</Trans>
                  </ButtonLink>
                }
              />
            ) : (
              <QueryBoundary fallback={<PageSkeleton />}>
                <ReportBody {...props} reportPeriod={reportPeriod} info={info} scope={scope} />
              </QueryBoundary>
            )
          }
        </TemplateGate>
      </QueryBoundary>
    </Stack>
  )
}

/** The report could not be loaded: the way back to the list stays, with what went wrong in place of the report. */
export function ReportError(props: ErrorComponentProps) {
  const { t } = useLingui()
  const { templateId } = useParams({ strict: false })
  return (
    <Stack gap="md">
      {templateId === undefined ? null : <BackToList templateId={templateId} />}
      <RouteError {...props} title={t`This report could not be loaded.`} />
    </Stack>
  )
}
