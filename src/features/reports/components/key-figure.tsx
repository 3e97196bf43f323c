import { Paper, Text } from '@mantine/core'
import { goodDirections, known } from '@/lib/vocabulary'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { reportInfoQueryOptions } from '../api/get-report-info'
import type { ReportScope } from '../api/keys'
import { figureChange, formatChange, previousValue, type FigureChange } from '../figure-change'
import { periodLabel } from '../period-label'
import type { ReportComponent, ReportView } from '../schemas'

/**
 * The previous period's report, for the changes: the very query the Previous link loads, so that link
 * then opens at once. The browser asks for it once the page has rendered (not in the loader), so it
 * never holds up the figures; a failure is silent, and the figures then show no change.
 */
export function usePreviousReport(view: ReportView, scope: ReportScope, filters: Record<string, string>) {
  const previous = useQuery({
    ...reportInfoQueryOptions(scope, view.prev_period ?? '', filters),
    enabled: view.prev_period !== null,
    meta: { silent: true },
    // Past figures do not change; the Previous page refreshes its own frame addresses.
    refetchInterval: false,
  })
  return { previous: previous.data, pending: view.prev_period !== null && previous.isPending }
}

/**
 * Direction is said by the arrow and the sign; colour says whether the change is good news, by the
 * figure's good direction (a rise in a refund rate is bad), in the reader's convention: good is red
 * and bad green in Chinese (where red stands for gain), good green and bad red in English. A figure
 * whose direction is neither good nor bad, and no change, are grey.
 */
export function changeColour(locale: string, tenths: number, goodDirection: string | undefined): string {
  const good = known(goodDirections, goodDirection ?? 'up') ?? 'none'
  if (tenths === 0 || good === 'none') return 'dimmed'
  const goodNews = tenths > 0 === (good === 'up')
  return goodNews === locale.startsWith('zh') ? 'red.9' : 'teal.9'
}

function ChangeLine({ change, goodDirection }: { change: FigureChange; goodDirection: string | undefined }) {
  const { i18n } = useLingui()
  const arrow = change.tenths > 0 ? '▲' : change.tenths < 0 ? '▼' : null
  return (
    <Text size="sm" fw={600} c={changeColour(i18n.locale, change.tenths, goodDirection)} data-testid="figure-change">
      {arrow ? <span aria-hidden="true">{arrow} </span> : null}
      {formatChange(i18n, change)}
    </Text>
  )
}

/** A key figure: its value and, when the previous period's reads as a comparable number, the change. */
export function KeyFigure({ component, previous }: { component: ReportComponent; previous: ReportView | undefined }) {
  const { i18n } = useLingui()
  const before = previousValue(component, previous)
  const change = component.value !== undefined && before !== undefined ? figureChange(component.value, before) : null
  const label = previous ? periodLabel(i18n, previous.period_type, previous.report_period) : ''
  return (
    <Paper withBorder radius="md" p="md" data-testid="key-figure">
      <Text size="sm" c="dimmed">
        {component.title}
      </Text>
      <Text fz={{ base: 22, xs: 28 }} fw={700} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
        {component.value ?? '—'}
      </Text>
      {change ? <ChangeLine change={change} goodDirection={component.good_direction} /> : null}
      {before !== undefined ? (
        <Text size="xs" c="dimmed">
          <Trans>
            vs. {label}: {before}
          </Trans>
        </Text>
      ) : null}
    </Paper>
  )
}
