import { useEffect, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useSessionState } from '@/app/session'
import { Button } from '@/components/ui/button'
import { NativeSelect, TextField } from '@/components/ui/fields'
import { AnchorLink } from '@/components/ui/links'
import { Pagination } from '@/components/ui/pagination'
import { Tabs } from '@/components/ui/tabs'
import { EmptyState, ErrorState, LoadingRows } from '@/components/ui/states'
import { templateNamesQueryOptions } from '../api/get-template-names'
import { reportListParams, reportListQueryOptions } from '../api/get-report-list'
import { formatPublishedAt } from '../format'
import { defaultTemplateId, rememberTemplate } from '../last-template'
import { reportLink } from '../links'
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type ReportListSearch } from '../search'
import { DraftTag } from './draft-tag'
import { TemplateGate } from './template-gate'

type ListProps = { templateId: number; preview: boolean; search: ReportListSearch }

/** `/index` when the route found no template to open: none offered, or the list failed. */
export function OpenDefaultTemplate() {
  // The loader already tried (and retried) once: a failure shows Retry at once instead of retrying again.
  const names = useQuery({ ...templateNamesQueryOptions(), retryOnMount: false })
  const navigate = useNavigate()
  const userId = useSessionState().user?.id
  // After a Retry that succeeds, open the template the loader would have opened.
  const templateId = names.data ? defaultTemplateId(names.data.list, userId) : undefined
  useEffect(() => {
    if (templateId !== undefined) void navigate({ to: '/index/{-$templateId}', params: { templateId }, replace: true })
  }, [navigate, templateId])
  if (names.isError) return <ErrorState error={names.error} onRetry={() => void names.refetch()} />
  if (names.data?.list.length === 0) {
    return (
      <EmptyState
        title={<Trans>No report templates yet</Trans>}
        description={<Trans>When a report template is published for you, its reports appear here.</Trans>}
      />
    )
  }
  return <LoadingRows label="…" rows={3} />
}

/** The templates this user may read, as tabs; each tab is the report list of one template. */
function TemplateTabs({ current }: { current: number }) {
  const { t } = useLingui()
  const names = useQuery(templateNamesQueryOptions())
  const navigate = useNavigate()
  if (names.isError && !names.data) {
    // The reports below still work; the tabs say they are missing and offer a retry.
    return (
      <ErrorState
        error={names.error}
        onRetry={() => void names.refetch()}
        title={<Trans>The list of report templates could not be loaded</Trans>}
      />
    )
  }
  if (!names.data || names.data.list.length === 0) return null
  return (
    <Tabs
      label={t`Report templates`}
      items={names.data.list.map((name) => ({ value: String(name.template_id), label: name.template_name }))}
      value={String(current)}
      onChange={(value) => {
        const templateId = Number(value)
        if (Number.isSafeInteger(templateId) && templateId > 0) void navigate({ to: '/index/{-$templateId}', params: { templateId } })
      }}
      className="no-print"
    />
  )
}

/** What a person types for a period: a day, an ISO week or a month (API.md). */
const periodShape = /^\d{4}-(?:\d{2}|W\d{2}|\d{2}-\d{2})$/

/** A period range applied on submit; a value that is not a period says so and keeps what was typed. */
function PeriodRange({ from, to, onApply }: { from?: string; to?: string; onApply: (range: { from?: string; to?: string }) => void }) {
  const { t } = useLingui()
  const [draft, setDraft] = useState({ from: from ?? '', to: to ?? '' })
  const invalid = (value: string) => value !== '' && !periodShape.test(value)
  const error = t`Use a period such as 2026-11, 2026-W47 or 2026-11-20`
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        if (invalid(draft.from) || invalid(draft.to)) return
        onApply({ from: draft.from || undefined, to: draft.to || undefined })
      }}
    >
      <div className="ui-group ui-gap-sm" style={{ alignItems: 'flex-start' }}>
        <TextField
          label={t`From period`}
          placeholder="2026-01"
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.currentTarget.value.trim() })}
          error={invalid(draft.from) ? error : null}
          width={180}
        />
        <TextField
          label={t`To period`}
          placeholder="2026-11"
          value={draft.to}
          onChange={(event) => setDraft({ ...draft, to: event.currentTarget.value.trim() })}
          error={invalid(draft.to) ? error : null}
          width={180}
        />
        <div className="ui-group ui-gap-xs" style={{ marginTop: 24 }}>
          <Button type="submit" variant="light">
            <Trans>Apply</Trans>
          </Button>
          {from || to ? (
            <Button variant="subtle" onClick={() => onApply({})}>
              <Trans>Clear</Trans>
            </Button>
          ) : null}
        </div>
      </div>
    </form>
  )
}

function ReportTable({ templateId, preview, search }: ListProps) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const { user } = useSessionState()
  const params = reportListParams(search)
  const { page, pageSize } = params
  const list = useQuery(reportListQueryOptions(templateId, preview, params))
  const update = (next: Partial<ReportListSearch>) =>
    void navigate({ to: '.', search: (prev: ReportListSearch) => ({ ...prev, ...next }) })

  useEffect(() => {
    if (user && !preview) rememberTemplate(user.id, templateId)
  }, [user, preview, templateId])

  const rows = list.data?.list ?? []
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / pageSize))
  return (
    <div className="ui-stack">
      <PeriodRange key={`${search.from}|${search.to}`} from={search.from} to={search.to} onApply={(range) => update({ ...range, page: undefined })} />
      {list.isPending ? <LoadingRows label={t`Loading reports`} /> : null}
      {list.isError ? <ErrorState error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.data && rows.length === 0 ? (
        search.from || search.to || page > 1 ? (
          <EmptyState
            title={<Trans>No reports match</Trans>}
            action={
              <Button variant="light" onClick={() => update({ from: undefined, to: undefined, page: undefined })}>
                <Trans>Show all reports</Trans>
              </Button>
            }
          />
        ) : (
          <EmptyState
            title={<Trans>No reports yet</Trans>}
            description={<Trans>Reports of this template appear here as soon as they are published.</Trans>}
          />
        )
      ) : null}
      {rows.length > 0 ? (
        <div className="ui-paper" style={{ overflowX: 'auto', opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          <table className="report-table">
            <thead>
              <tr>
                <th>
                  <Trans>Period</Trans>
                </th>
                <th className="report-table__wide">
                  <Trans>Report</Trans>
                </th>
                <th>
                  <Trans>Published</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.report_period}>
                  <td style={{ whiteSpace: 'nowrap' }}>
                    <AnchorLink {...reportLink(preview, templateId, row.report_period)}>
                      {row.report_period}
                    </AnchorLink>
                  </td>
                  <td className="report-table__wide">{row.title}</td>
                  <td className="ui-text--dimmed">{formatPublishedAt(row.published_at, i18n.locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {list.data && list.data.total > 0 ? (
        <div className="ui-group no-print" style={{ justifyContent: 'space-between' }}>
          <p className="ui-text ui-text--sm ui-text--dimmed">
            <Trans>{list.data.total} reports</Trans>
          </p>
          <div className="ui-group ui-gap-sm">
            <Pagination total={pages} value={Math.min(page, pages)} onChange={(next) => update({ page: next === 1 ? undefined : next })} />
            <NativeSelect
              aria-label={t`Reports per page`}
              width={110}
              options={PAGE_SIZES.map((size) => ({ value: String(size), label: t`${size} / page` }))}
              value={String(pageSize)}
              onChange={(event) => {
                const value = Number(event.currentTarget.value)
                update({ page_size: value === DEFAULT_PAGE_SIZE ? undefined : value, page: undefined })
              }}
            />
          </div>
        </div>
      ) : null}
    </div>
  )
}

/** `/index/:templateId` and `/preview/:templateId`: the reports of one template, newest first. */
export function ReportListPage({ templateId, preview, search }: ListProps) {
  return (
    <div className="ui-stack ui-gap-lg">
      <div className="ui-group ui-gap-sm">
        <h1 className="ui-title ui-title--h2">
          <Trans>Report list</Trans>
        </h1>
        <DraftTag preview={preview} />
      </div>
      {preview ? null : <TemplateTabs current={templateId} />}
      {/* A new template starts afresh below the tabs; the tabs stay, and keep the keyboard's focus. */}
      <TemplateGate key={templateId} templateId={templateId} preview={preview}>
        {(info) => (
          <div className="ui-stack">
            {preview ? <h2 className="ui-title ui-title--h3">{info.template_name}</h2> : null}
            <ReportTable templateId={templateId} preview={preview} search={search} />
          </div>
        )}
      </TemplateGate>
    </div>
  )
}
