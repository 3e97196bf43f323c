import { useEffect, type CSSProperties } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { NativeSelect, SelectField } from '@/components/ui/fields'
import { ButtonLink } from '@/components/ui/links'
import { Skeleton } from '@/components/ui/skeleton'
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
  return <Skeleton height={320} />
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
    <div className="ui-group ui-gap-xs no-print">
      {view.prev_period ? (
        <ButtonLink {...reportLink(preview, view.template_id, view.prev_period)} search={(prev) => prev} variant="default">
          <Trans>← Previous</Trans>
        </ButtonLink>
      ) : (
        <Button variant="default" disabled>
          <Trans>← Previous</Trans>
        </Button>
      )}
      <NativeSelect
        aria-label={t`Report period`}
        options={options.map((period) => ({ value: period, label: period }))}
        value={view.report_period}
        width={150}
        onChange={(event) => {
          const value = event.currentTarget.value
          if (value && value !== view.report_period) void navigate({ ...reportLink(preview, view.template_id, value), search: (prev) => prev })
        }}
      />
      {view.next_period ? (
        <ButtonLink {...reportLink(preview, view.template_id, view.next_period)} search={(prev) => prev} variant="default">
          <Trans>Next →</Trans>
        </ButtonLink>
      ) : (
        <Button variant="default" disabled>
          <Trans>Next →</Trans>
        </Button>
      )}
      <Button variant="subtle" onClick={() => window.print()}>
        <Trans>Print</Trans>
      </Button>
    </div>
  )
}

function FilterBar({ filters, chosen }: { filters: readonly Filter[]; chosen: Record<string, string> }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  if (filters.length === 0) return null
  return (
    <div className="ui-group no-print" style={{ alignItems: 'flex-end' }}>
      {filters.map((filter) => (
        <SelectField
          key={filter.name}
          label={filter.label}
          // A filter without a default may be left open: "All".
          options={[...(filter.default === null ? [{ value: '', label: t`All` }] : []), ...filter.options]}
          value={chosen[filter.name] ?? ''}
          width={200}
          onChange={(event) => {
            const value = event.currentTarget.value
            void navigate({
              to: '.',
              search: (prev: Partial<ReportFiltersSearch>) => ({ ...prev, [filter.name]: value === '' ? undefined : value }),
            })
          }}
        />
      ))}
    </div>
  )
}

function ComponentBody({ component, chosen }: { component: ReportComponent; chosen: Record<string, string> }) {
  if (component.display === 'iframe' && component.embed_url) {
    const src = embedUrlWithFilters(component.embed_url, component.filter_params, chosen)
    return <EmbedFrame src={src} title={component.title} height={component.height} />
  }
  return (
    <p className={component.placement === 'card' ? 'key-figure__value' : 'key-figure__value key-figure__value--large'}>{component.value ?? '—'}</p>
  )
}

function ReportBody({ templateId, reportPeriod, preview, filters }: PageProps & { reportPeriod: string }) {
  const { i18n, t } = useLingui()
  const info = useQuery(reportInfoQueryOptions(templateId, reportPeriod, preview))
  const filterList = useQuery(reportFiltersQueryOptions(templateId, reportPeriod, preview))

  if (info.isPending) return <Skeleton height={420} />
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
    <div className="ui-stack ui-gap-lg">
      <div className="ui-stack" style={{ gap: 4 }}>
        <div className="ui-group ui-gap-sm">
          <h1 className="ui-title ui-title--h2">{view.template_name}</h1>
          <span className="ui-badge ui-badge--lg ui-badge--brand">{view.report_period}</span>
          <DraftTag preview={preview} />
        </div>
        <p className="ui-text ui-text--sm ui-text--dimmed">
          {view.title} · <Trans>Published {formatPublishedAt(view.published_at, i18n.locale)}</Trans>
        </p>
      </div>
      <PeriodNavigation view={view} preview={preview} />
      {filterList.isError ? <ErrorState error={filterList.error} onRetry={() => void filterList.refetch()} /> : null}
      <FilterBar filters={filterList.data?.filters ?? []} chosen={chosen} />
      {cards.length > 0 ? (
        <section
          className="key-figures"
          style={{ '--key-figures-md': Math.min(4, cards.length) } as CSSProperties}
          aria-label={t`Key figures`}
        >
          {cards.map((component) => (
            <div key={component.component_id} className="ui-paper key-figure" data-testid="key-figure">
              <p className="ui-text ui-text--sm ui-text--dimmed">{component.title}</p>
              <ComponentBody component={component} chosen={chosen} />
            </div>
          ))}
        </section>
      ) : null}
      {dashboards.map((component) => (
        <section key={component.component_id} className="ui-paper key-figure" aria-label={component.title}>
          <h2 className="ui-title ui-title--h4" style={{ marginBottom: 'var(--ui-space-sm)' }}>
            {component.title}
          </h2>
          <ComponentBody component={component} chosen={chosen} />
        </section>
      ))}
      {view.components.length === 0 ? <EmptyState title={<Trans>This report has no content yet</Trans>} /> : null}
    </div>
  )
}

/** `/report/:templateId/:reportPeriod?` and its draft preview. */
export function ReportPage(props: PageProps) {
  const navigate = useNavigate()
  const { templateId, preview, reportPeriod } = props
  return (
    <TemplateGate templateId={templateId} preview={preview} onDeclineNda={() => void navigate(reportListLink(preview, templateId))}>
      {() =>
        reportPeriod === undefined ? (
          <OpenNewestReport templateId={templateId} preview={preview} />
        ) : (
          <ReportBody {...props} reportPeriod={reportPeriod} />
        )
      }
    </TemplateGate>
  )
}
