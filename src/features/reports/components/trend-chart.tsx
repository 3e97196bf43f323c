// uPlot's stylesheet comes with this part, which loads after the page (docs/decisions.md, "Styles").
import 'uplot/dist/uPlot.min.css'
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import uPlot from 'uplot'
import { Paper, Text, VisuallyHidden } from '@mantine/core'
import { clamp } from '@mantine/hooks'
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

/**
 * The period and its value, on hover or while the keyboard moves along the line: under the line, along it as far as the
 * point is.
 */
function PointTip({
  points,
  index,
  periodType,
  top,
}: {
  points: TrendPoint[]
  index: number | null
  periodType: PeriodType
  top: number
}) {
  const { i18n } = useLingui()
  const point = index === null ? undefined : points[index]
  const along = `${(100 * (index ?? 0)) / Math.max(1, points.length - 1)}%`
  // Always there while the chart is, so what it says as the keyboard moves is read out.
  return (
    <div role="status" aria-live="polite">
      {point ? (
        <Paper
          withBorder
          shadow="sm"
          px="xs"
          py={4}
          className={classes.tip}
          style={{ top, left: along, translate: `-${along}` }}
          data-testid="trend-tip"
        >
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

/** The current period's mark, and a dot for a value between two gaps, which has no line to sit on. */
function drawDots(u: uPlot, points: TrendPoint[], colour: (name: string) => string) {
  const { ctx } = u
  const ratio = ctx.canvas.width / u.width
  points.forEach((point, index) => {
    const alone = points[index - 1]?.amount == null && points[index + 1]?.amount == null
    if (point.amount === null || !(point.current || alone)) return
    ctx.beginPath()
    ctx.arc(
      u.valToPos(index, 'x', true),
      u.valToPos(point.amount, 'y', true),
      (point.current ? 3.5 : 2) * ratio,
      0,
      2 * Math.PI,
    )
    ctx.fillStyle = colour(point.current ? '--mantine-color-blue-8' : '--mantine-color-blue-6')
    ctx.fill()
    if (!point.current) return
    ctx.lineWidth = 1.5 * ratio
    ctx.strokeStyle = colour('--mantine-color-body')
    ctx.stroke()
  })
}

/**
 * A key figure over its last periods: a small line with the current period marked, gaps where a
 * period has no value to draw (never joined across), each value on hover and on keyboard focus (the
 * arrow keys move along the line), and a summary for screen readers (lowest, highest, current).
 * Nothing when there are fewer than two values to draw. Drawn by uPlot on a canvas, which its
 * destroy() lets go of entirely when the part unmounts.
 */
export function TrendChart({ series, componentId, title, periodType, height, onShown }: Props) {
  const { i18n, t } = useLingui()
  const summaryId = useId()
  const box = useRef<HTMLDivElement>(null)
  const plot = useRef<uPlot>(null)
  const [active, setActive] = useState<number | null>(null)
  const points = useMemo(() => figureTrend(series, componentId), [series, componentId])
  const summary = trendSummary(points)
  useEffect(() => {
    const element = box.current
    if (!element) return
    // The theme's colours, read as the line is drawn.
    const colour = (name: string) => getComputedStyle(element).getPropertyValue(name)
    const u = new uPlot(
      {
        width: element.clientWidth,
        height,
        padding: [5, 5, 5, 5],
        legend: { show: false },
        axes: [{ show: false }, { show: false }],
        scales: { x: { time: false }, y: { range: (_, min, max) => (min === max ? [min - 1, max + 1] : [min, max]) } },
        cursor: { y: false, drag: { x: false, y: false } },
        series: [
          {},
          {
            stroke: () => colour('--mantine-color-blue-6'),
            width: 1.5,
            spanGaps: false,
            points: { show: false, size: 6 },
          },
        ],
        hooks: { setCursor: [(u) => setActive(u.cursor.idx ?? null)], draw: [(u) => drawDots(u, points, colour)] },
      },
      [points.map((_, index) => index), points.map((point) => point.amount)],
      element,
    )
    plot.current = u
    const resize = new ResizeObserver(() => u.setSize({ width: element.clientWidth, height }))
    resize.observe(element)
    return () => {
      resize.disconnect()
      u.destroy()
    }
  }, [points, height])
  useEffect(onShown, [onShown])
  if (!summary) return null
  const word = (point: TrendPoint) => formatPeriod(i18n, periodType, point.period)
  const { lowest, highest, current, gaps } = summary
  const [low, lowPeriod, high, highPeriod, now, nowPeriod] = [
    lowest.text,
    word(lowest),
    highest.text,
    word(highest),
    current.text ?? '—',
    word(current),
  ]
  // The keyboard moves the chart's cursor, as the pointer does: the cursor is where the point is (its hook tells the
  // tip).
  const at = () => plot.current?.cursor.idx ?? null
  const show = (index: number | null) =>
    plot.current?.setCursor({ left: index === null ? -10 : plot.current.valToPos(index, 'x'), top: 0 })
  // uPlot follows a mouse; a finger on a phone moves the same cursor.
  const onPointerMove = (event: PointerEvent) => {
    const u = plot.current
    if (event.pointerType !== 'touch' || !u) return
    u.setCursor({ left: event.clientX - u.over.getBoundingClientRect().left, top: 0 })
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key]
    if (event.key === 'Escape') show(null)
    if (step === undefined) return
    event.preventDefault()
    show(clamp((at() ?? -1) + step, 0, points.length - 1))
  }
  return (
    <div className={classes.trend} data-testid="figure-trend">
      {/* An application: a screen reader passes the arrow keys on to it, and reads out the tip. */}
      <div
        ref={box}
        role="application"
        tabIndex={0}
        aria-label={t`Trend of ${title}`}
        aria-describedby={summaryId}
        className={classes.line}
        onFocus={() => at() === null && show(0)}
        onBlur={() => show(null)}
        onKeyDown={onKeyDown}
        onPointerMove={onPointerMove}
      />
      <PointTip points={points} index={active} periodType={periodType} top={height} />
      <VisuallyHidden id={summaryId} data-testid="trend-summary">
        <Trans>
          <Span periodType={periodType} count={points.length} /> lowest {low} ({lowPeriod}), highest {high} (
          {highPeriod}), this period {now} ({nowPeriod}).
        </Trans>
        {/* The sentences' space is the message's: Chinese puts none after 。 */}
        {gaps > 0 ? <Plural value={gaps} one=" # period has no value." other=" # periods have no value." /> : null}
      </VisuallyHidden>
    </div>
  )
}
