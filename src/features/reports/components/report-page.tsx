import { useEffect } from 'react'
import { Badge, Button, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import '@/app/styles/overlays'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { ButtonLink } from '@/components/ui/links'
import { EmptyState, ErrorState, isNotFoundError, MissingState } from '@/components/ui/states'
import { reportInfoQueryOptions } from '../api/get-report-info'
import { reportFiltersQueryOptions } from '../api/get-report-filters'
import { reportListQueryOptions } from '../api/get-report-list'
import { embedUrlWithFilters } from '../embed-url'
import { formatPublishedAt } from '../format'
import { reportLink, reportListLink } from '../links'
import type { Filter, ReportComponent, ReportView } from '../schemas'
import type { ReportFiltersSearch } from '../search'
import { EmbedFrame } from './embed-frame'
import { DraftTag } from './draft-tag'
import { TemplateGate } from './template-gate'
import { MantineScope } from '@/app/mantine-scope'

/** How many periods the period picker offers (the newest first). */
const PERIOD_PICKER_SIZE = 100

type PageProps = { templateId: number; reportPeriod?: string; preview: boolean; filters: ReportFiltersSearch }

/** Without a period: the newest report, replacing the URL. */
function OpenNewestReport({ templateId, preview }: { templateId: number; preview: boolean }) {
  const navigate = useNavigate()
  const newest = useQuery(reportListQueryOptions(templateId, preview, { page: 1, pageSize: 1 }))
  const period = newest.data?.list[0]?.report_period
  useEffect(() => {
    if (period) void navigate({ ...reportLink(preview, templateId, period), replace: true })
  }, [navigate, period, preview, templateId])
  if (newest.isError) return <ErrorState error={newest.error} onRetry={() => void newest.refetch()} />
  if (newest.data && !period) {
    return (
      <EmptyState
        title={<Trans>No reports yet</Trans>}
        description={<Trans>Reports of this template appear here as soon as they are published.</Trans>}
        action={
          <ButtonLink {...reportListLink(preview, templateId)} variant="light">
            <Trans>Back to the report list</Trans>
          </ButtonLink>
        }
      />
    )
  }
  return <Skeleton height={320} radius="md" />
}

/** The chosen value of each filter: the URL's when it is one of the options, else the filter's default. */
export function chosenFilters(filters: readonly Filter[], search: ReportFiltersSearch): Record<string, string> {
  const chosen: Record<string, string> = {}
  for (const filter of filters) {
    const raw = search[filter.name]
    const value = raw === undefined ? undefined : String(raw)
    const valid = value !== undefined && filter.options.some((option) => option.value === value)
    const picked = valid ? value : filter.default
    if (picked !== null && picked !== undefined) chosen[filter.name] = picked
  }
  return chosen
}

function PeriodNavigation({ view, preview }: { view: ReportView; preview: boolean }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const periods = useQuery(reportListQueryOptions(view.template_id, preview, { page: 1, pageSize: PERIOD_PICKER_SIZE }))
  const options = (periods.data?.list ?? []).map((row) => row.report_period)
  if (!options.includes(view.report_period)) options.unshift(view.report_period)
  return (
    <Group gap="xs" wrap="wrap" className="no-print">
      {view.prev_period ? (
        <ButtonLink {...reportLink(preview, view.template_id, view.prev_period)} search={(prev) => prev} variant="default" size="sm">
          <Trans>← Previous</Trans>
        </ButtonLink>
      ) : (
        <Button variant="default" size="sm" disabled>
          <Trans>← Previous</Trans>
        </Button>
      )}
      <Select
        aria-label={t`Report period`}
        data={options}
        value={view.report_period}
        searchable
        allowDeselect={false}
        w={150}
        mb={0}
        size="sm"
        nothingFoundMessage={t`No such period`}
        onChange={(value) => {
          if (value && value !== view.report_period) void navigate({ ...reportLink(preview, view.template_id, value), search: (prev) => prev })
        }}
      />
      {view.next_period ? (
        <ButtonLink {...reportLink(preview, view.template_id, view.next_period)} search={(prev) => prev} variant="default" size="sm">
          <Trans>Next →</Trans>
        </ButtonLink>
      ) : (
        <Button variant="default" size="sm" disabled>
          <Trans>Next →</Trans>
        </Button>
      )}
      <Button variant="subtle" size="sm" onClick={() => window.print()}>
        <Trans>Print</Trans>
      </Button>
    </Group>
  )
}

function FilterBar({ filters, chosen }: { filters: readonly Filter[]; chosen: Record<string, string> }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  if (filters.length === 0) return null
  return (
    <Group gap="md" align="flex-end" wrap="wrap" className="no-print">
      {filters.map((filter) => (
        <Select
          key={filter.name}
          label={filter.label}
          data={filter.options}
          placeholder={t`All`}
          value={chosen[filter.name] ?? null}
          clearable={filter.default === null}
          allowDeselect={filter.default === null}
          w={200}
          mb={0}
          onChange={(value) =>
            void navigate({
              to: '.',
              search: (prev: Partial<ReportFiltersSearch>) => ({ ...prev, [filter.name]: value ?? undefined }),
            })
          }
        />
      ))}
    </Group>
  )
}

function ComponentBody({ component, chosen }: { component: ReportComponent; chosen: Record<string, string> }) {
  if (component.display === 'iframe' && component.embed_url) {
    const src = embedUrlWithFilters(component.embed_url, component.filter_params, chosen)
    return <EmbedFrame src={src} title={component.title} height={component.height} />
  }
  return (
    <Text fz={component.placement === 'card' ? 28 : 40} fw={700} c="dark.8" style={{ fontVariantNumeric: 'tabular-nums' }}>
      {component.value ?? '—'}
    </Text>
  )
}

function ReportBody({ templateId, reportPeriod, preview, filters }: PageProps & { reportPeriod: string }) {
  const { i18n, t } = useLingui()
  const info = useQuery(reportInfoQueryOptions(templateId, reportPeriod, preview))
  const filterList = useQuery(reportFiltersQueryOptions(templateId, reportPeriod, preview))

  if (info.isPending) return <Skeleton height={420} radius="md" />
  if (info.isError) {
    return isNotFoundError(info.error) ? (
      <MissingState
        title={<Trans>There is no report for {reportPeriod}.</Trans>}
        action={
          <ButtonLink {...reportListLink(preview, templateId)}>
            <Trans>Back to the report list</Trans>
          </ButtonLink>
        }
      />
    ) : (
      <ErrorState error={info.error} onRetry={() => void info.refetch()} />
    )
  }
  const view = info.data
  const chosen = chosenFilters(filterList.data?.filters ?? [], filters)
  const cards = view.components.filter((component) => component.placement === 'card')
  const dashboards = view.components.filter((component) => component.placement === 'dashboard')
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group gap="sm" wrap="wrap">
          <Title order={1} size="h2">
            {view.template_name}
          </Title>
          <Badge size="lg" variant="light">
            {view.report_period}
          </Badge>
          <DraftTag preview={preview} />
        </Group>
        <Text c="dimmed" size="sm">
          {view.title} · <Trans>Published {formatPublishedAt(view.published_at, i18n.locale)}</Trans>
        </Text>
      </Stack>
      <PeriodNavigation view={view} preview={preview} />
      {filterList.isError ? <ErrorState error={filterList.error} onRetry={() => void filterList.refetch()} /> : null}
      <FilterBar filters={filterList.data?.filters ?? []} chosen={chosen} />
      {cards.length > 0 ? (
        <SimpleGrid cols={{ base: 2, md: Math.min(4, cards.length) }} spacing="md" aria-label={t`Key figures`}>
          {cards.map((component) => (
            <Paper key={component.component_id} withBorder radius="md" p="md" data-testid="key-figure">
              <Text size="sm" c="dimmed" mb={4}>
                {component.title}
              </Text>
              <ComponentBody component={component} chosen={chosen} />
            </Paper>
          ))}
        </SimpleGrid>
      ) : null}
      {dashboards.map((component) => (
        <Paper key={component.component_id} withBorder radius="md" p="md" component="section" aria-label={component.title}>
          <Title order={2} size="h4" mb="sm">
            {component.title}
          </Title>
          <ComponentBody component={component} chosen={chosen} />
        </Paper>
      ))}
      {view.components.length === 0 ? <EmptyState title={<Trans>This report has no content yet</Trans>} /> : null}
    </Stack>
  )
}

/** `/report/:templateId/:reportPeriod?` and its draft preview. */
export function ReportPage(props: PageProps) {
  const navigate = useNavigate()
  const { templateId, preview, reportPeriod } = props
  return (
    <MantineScope>
      <TemplateGate templateId={templateId} preview={preview} onDeclineNda={() => void navigate(reportListLink(preview, templateId))}>
        {() =>
          reportPeriod === undefined ? (
            <OpenNewestReport templateId={templateId} preview={preview} />
          ) : (
            <ReportBody {...props} reportPeriod={reportPeriod} />
          )
        }
      </TemplateGate>
    </MantineScope>
  )
}
