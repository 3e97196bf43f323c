// The charts' stylesheet comes with this part, which loads after the page (docs/decisions.md, "Styles").
import '@mantine/charts/styles.layer.css'
import { useEffect, useId } from 'react'
import { LineChart } from '@mantine/charts'
import { Paper, Text, VisuallyHidden } from '@mantine/core'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { formatPeriod } from '@/lib/format-date'
import type { PeriodType } from '@/lib/vocabulary'
import type { ReportSeries } from '../api/get-report-series'
import { figureTrend, trendSummary, type TrendPoint } from '../figure-trend'
import classes from './trend-chart.module.css'

type Props = {
  series: ReportSeries
  componentId: string
  title: string
  periodType: PeriodType
  /** In px: a small line under the figure, as seller centres draw it. */
  height: number
  /** Told once the part is on the page (a line, or nothing to draw), so a print can wait for it. */
  onShown: () => void
}

function Span({ periodType, count }: { periodType: PeriodType; count: number }) {
  if (periodType === 'day') return <Plural value={count} one="Last # day:" other="Last # days:" />
  if (periodType === 'week') return <Plural value={count} one="Last # week:" other="Last # weeks:" />
  return <Plural value={count} one="Last # month:" other="Last # months:" />
}

/** The period and its value, on hover or while the keyboard moves along the line. */
function PointTip({ point, periodType }: { point: TrendPoint | undefined; periodType: PeriodType }) {
  const { i18n } = useLingui()
  // Always there while the chart is, so what it says as the keyboard moves is read out.
  return (
    <div role="status" aria-live="polite">
      {point ? (
        <Paper withBorder shadow="sm" px="xs" py={4} className={classes.tip} data-testid="trend-tip">
          <Text size="xs" c="dimmed">
            {formatPeriod(i18n, periodType, point.period)}
          </Text>
          <Text size="sm" fw={600}>
            {point.text ?? (point.published ? <Trans>Could not be loaded</Trans> : <Trans>No report</Trans>)}
          </Text>
        </Paper>
      ) : null}
    </div>
  )
}

/**
 * A key figure over its last periods: a small line with the current period marked, gaps where a
 * period has no value to draw (never joined across), each value on hover and on keyboard focus (the
 * arrow keys move along the line), and a summary for screen readers (lowest, highest, current).
 * Nothing when there are fewer than two values to draw.
 */
export function TrendChart({ series, componentId, title, periodType, height, onShown }: Props) {
  const { i18n, t } = useLingui()
  const summaryId = useId()
  useEffect(onShown, [onShown])
  const points = figureTrend(series, componentId)
  const summary = trendSummary(points)
  if (!summary) return null
  const word = (point: TrendPoint) => formatPeriod(i18n, periodType, point.period)
  const { lowest, highest, current, gaps } = summary
  const [low, lowPeriod, high, highPeriod, now, nowPeriod] = [lowest.text, word(lowest), highest.text, word(highest), current.text ?? '—', word(current)]
  const data = points.map((point, index) => ({ index, value: point.amount }))
  // The chart's keyboard surface is named by the figure and described by the summary (the chart passes ARIA attributes on, untyped).
  const chartName: Record<string, string> = { 'aria-label': t`Trend of ${title}`, 'aria-describedby': summaryId }
  // A value between two gaps has no line to sit on: it shows as a dot. The current period is marked.
  const alone = (index: number) => points[index - 1]?.amount == null && points[index + 1]?.amount == null
  const dot = ({ cx, cy, index }: { cx?: number; cy?: number; index?: number }) => {
    const point = index === undefined ? undefined : points[index]
    if (index === undefined || cx == null || cy == null || !point || point.amount === null || !(point.current || alone(index))) {
      return <g key={`dot-${index}`} />
    }
    return point.current ? (
      <circle key={`dot-${index}`} cx={cx} cy={cy} r={3.5} className={classes.current} data-testid="trend-current" />
    ) : (
      <circle key={`dot-${index}`} cx={cx} cy={cy} r={2} className={classes.alone} />
    )
  }
  return (
    <div className={classes.trend} data-testid="figure-trend">
      <LineChart
        h={height}
        data={data}
        dataKey="index"
        series={[{ name: 'value', color: 'blue.6' }]}
        curveType="linear"
        strokeWidth={1.5}
        connectNulls={false}
        withDots={false}
        withXAxis={false}
        withYAxis={false}
        gridAxis="none"
        yAxisProps={{ domain: ['dataMin', 'dataMax'] }}
        // The line is named by its figure: recharts' shared selectors keep every line id they have seen
        // (memoised under the store's initial empty item list, which lives as long as the page), so an
        // id made afresh for each mounted chart would be kept forever, one more on every visit.
        lineProps={{ id: `trend-${componentId}`, dot, activeDot: { r: 3 } }}
        lineChartProps={{ margin: { top: 5, right: 5, bottom: 5, left: 5 }, ...chartName }}
        tooltipProps={{
          content: ({ label }) => <PointTip point={points[Number(label)]} periodType={periodType} />,
          allowEscapeViewBox: { x: false, y: true },
          position: { y: height },
        }}
      />
      <VisuallyHidden id={summaryId} data-testid="trend-summary">
        <Trans>
          <Span periodType={periodType} count={points.length} /> lowest {low} ({lowPeriod}), highest {high} ({highPeriod}), this period {now} ({nowPeriod}).
        </Trans>
        {/* The sentences' space is the message's: Chinese puts none after 。 */}
        {gaps > 0 ? <Plural value={gaps} one=" # period has no value." other=" # periods have no value." /> : null}
      </VisuallyHidden>
    </div>
  )
}
