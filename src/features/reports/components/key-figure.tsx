import { useCallback, useLayoutEffect, useState } from 'react'
import { Box, Button, Paper, Text, VisuallyHidden } from '@mantine/core'
import { lazyPart, usePainted, WhenUsed } from '@/components/ui/lazy-part'
import { goodDirections, known, periodTypes } from '@/lib/vocabulary'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { reportSeriesQueryOptions, type ReportSeries } from '../api/get-report-series'
import type { ReportScope } from '../api/keys'
import { figureChange, formatChange, previousValue } from '../figure-change'
import { createFrameSet } from '../frames/frame-set'
import { periodLabel } from '../period-label'
import type { ReportComponent, ReportView } from '../schemas'
import type { KeyFiguresDownloadProps } from './key-figures-download-control'

const TrendChart = lazyPart(() => import('./trend-chart').then((module) => module.TrendChart))
const KeyFiguresDownloadControl = lazyPart(() =>
  import('./key-figures-download-control').then((module) => module.KeyFiguresDownloadControl),
)

/** The height kept for a key figure's trend line, in px. */
const TREND_HEIGHT = 48

/**
 * Whether a change is good news, by the figure's good direction (a rise in a refund rate is bad): none for a figure
 * whose direction is neither good nor bad, and for no change.
 */
function changeNews(tenths: number, goodDirection: string | undefined): 'good' | 'bad' | null {
  const good = known(goodDirections, goodDirection ?? 'up') ?? 'none'
  if (tenths === 0 || good === 'none') return null
  return tenths > 0 === (good === 'up') ? 'good' : 'bad'
}

/**
 * Direction is said by the arrow and the sign; colour says whether the change is good news, in the reader's
 * convention: good is red and bad green in Chinese (where red stands for gain), good green and bad red in English;
 * neither is grey. A screen reader hears it in words.
 */
function newsColour(locale: string, news: 'good' | 'bad' | null): string {
  if (news === null) return 'dimmed'
  return (news === 'good') === locale.startsWith('zh') ? 'red.9' : 'teal.9'
}

/**
 * Whether the figures' lines could not be read: the series failed, or too few of its periods could be
 * read to draw one (the server could not be reached). A period that could not be read among others
 * is a gap in the line, and says nothing.
 */
function lineUnread(series: ReportSeries | undefined, failed: boolean): boolean {
  if (failed) return true
  return (
    series !== undefined && !series.complete && series.periods.filter((period) => period.figures !== null).length < 2
  )
}

/**
 * The key figures' trends and the same period a year before (one query, get-report-series.ts). The
 * browser asks for them once the page has painted, never before, so they hold up no figure, and the
 * line's code (uPlot) only once they have come, so the dashboards' first loads have the network
 * first. A failure shows no notification: each figure says its trend could not be loaded (and shows
 * no year-ago change), and the key figures offer Retry.
 */
export function useKeyFigureTrends(view: ReportView, scope: ReportScope, filters: Record<string, string>) {
  const painted = usePainted()
  const periodType = known(periodTypes, view.period_type)
  // The figures may have a trend: the period type is known and an older period is published.
  const expected = periodType !== undefined && view.prev_period !== null
  const series = useQuery({
    ...reportSeriesQueryOptions(scope, periodType ?? 'month', view.report_period, filters),
    enabled: painted && expected,
  })
  // The trend lines on the page, for a print to wait for.
  const [parts] = useState(createFrameSet)
  return {
    periodType,
    expected,
    series: series.data,
    // Still to come: a download waits for it.
    pending: expected && series.isPending,
    // Each figure says its trend is missing, and the key figures offer Retry.
    failed: expected && lineUnread(series.data, series.isError),
    retrying: series.isFetching,
    retry: () => void series.refetch(),
    parts,
  }
}

type KeyFigureTrends = ReturnType<typeof useKeyFigureTrends>

/** The figure against an earlier period's value: the change when both read as comparable numbers, and that value. */
function Comparison({
  component,
  before,
  label,
  testId,
}: {
  component: ReportComponent
  before: string
  label: string
  testId: string
}) {
  const { i18n, t } = useLingui()
  const change = component.value !== undefined ? figureChange(component.value, before) : null
  const tenths = change?.tenths ?? 0
  const arrow = tenths > 0 ? '▲' : tenths < 0 ? '▼' : null
  const news = changeNews(tenths, component.good_direction)
  return (
    <>
      {change ? (
        <Text size="sm" fw={600} c={newsColour(i18n.locale, news)} data-testid={testId}>
          {arrow ? <span aria-hidden="true">{arrow} </span> : null}
          {formatChange(i18n, change)}
        </Text>
      ) : null}
      {change && news ? <VisuallyHidden>{news === 'good' ? t`Good news` : t`Bad news`}</VisuallyHidden> : null}
      <Text size="xs" c="dimmed">
        <Trans>
          vs. {label}: {before}
        </Trans>
      </Text>
    </>
  )
}

/**
 * The space of a figure's trend line, kept from the first render; the line comes into it once the series and its code
 * are there.
 */
function TrendSlot({ trends, component }: { trends: KeyFigureTrends; component: ReportComponent }) {
  const { parts, series, pending, periodType, failed: unread } = trends
  const [id] = useState(() => Symbol(component.component_id))
  const [shown, setShown] = useState(false)
  const onShown = useCallback(() => setShown(true), [])
  const status = shown ? 'loaded' : unread || (!pending && series === undefined) ? 'failed' : 'waiting'
  useLayoutEffect(() => parts.report(id, status), [parts, id, status])
  useLayoutEffect(() => () => parts.report(id, null), [parts, id])
  return (
    <Box h={TREND_HEIGHT} mt="xs">
      {unread ? (
        <Text size="xs" c="dimmed" data-testid="figure-trend-missing">
          <Trans>Trend could not be loaded</Trans>
        </Text>
      ) : null}
      <WhenUsed used={series !== undefined && !unread} failed={<Trans>Trend could not be loaded</Trans>}>
        {series && periodType && !unread ? (
          <TrendChart
            series={series}
            componentId={component.component_id}
            title={component.title}
            periodType={periodType}
            height={TREND_HEIGHT}
            onShown={onShown}
          />
        ) : null}
      </WhenUsed>
    </Box>
  )
}

type KeyFigureProps = {
  component: ReportComponent
  previous: ReportView | undefined
  /** The previous period's report could not be loaded: the figure says its change is missing. */
  previousFailed: boolean
  trends: KeyFigureTrends
}

/**
 * A key figure: its value; against the previous period and the same period a year before, each
 * value and, when both read as comparable numbers, the change; and its trend line.
 */
export function KeyFigure({ component, previous, previousFailed, trends }: KeyFigureProps) {
  const { i18n } = useLingui()
  const before = previousValue(component, previous)
  const yearAgo = trends.series?.yearAgo
  const yearAgoValue = yearAgo?.figures[component.component_id]
  return (
    <Paper withBorder radius="md" p="md" data-testid="key-figure">
      <Text size="sm" c="dimmed">
        {component.title}
      </Text>
      <Text fz={{ base: 22, xs: 28 }} fw={700} lh={1.3} style={{ overflowWrap: 'anywhere' }} data-figure-value>
        {component.value ?? '—'}
      </Text>
      {previous && before !== undefined ? (
        <Comparison
          component={component}
          before={before}
          label={periodLabel(i18n, previous.period_type, previous.report_period)}
          testId="figure-change"
        />
      ) : previousFailed ? (
        <Text size="xs" c="dimmed" data-testid="figure-change-missing">
          <Trans>Change could not be loaded</Trans>
        </Text>
      ) : null}
      {yearAgo && yearAgoValue !== undefined ? (
        <Comparison
          component={component}
          before={yearAgoValue}
          label={periodLabel(i18n, trends.periodType ?? '', yearAgo.period)}
          testId="figure-change-year"
        />
      ) : null}
      {trends.expected ? <TrendSlot trends={trends} component={component} /> : null}
    </Paper>
  )
}

/**
 * "Download key figures (CSV)": built in the browser from what the page shows, no call to the server.
 * The file's code loads when the button is first pointed at or focused; a press before it has come
 * downloads once it has.
 */
export function KeyFiguresDownload({ waiting, ...source }: KeyFiguresDownloadProps) {
  const standIn = (
    <Button variant="default" loading={waiting}>
      <Trans>Download key figures (CSV)</Trans>
    </Button>
  )
  return (
    <WhenUsed standIn={standIn} preload={KeyFiguresDownloadControl.preload}>
      {(pressed) => <KeyFiguresDownloadControl {...source} waiting={waiting} pressed={pressed} />}
    </WhenUsed>
  )
}
