import { Paper, Text } from '@mantine/core'
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
 * Direction is said by the arrow and the sign; colour follows the reader's convention on top: in
 * Chinese a rise is red and a fall green, in English the other way round.
 */
function changeColour(locale: string, tenths: number): string {
  if (tenths === 0) return 'dimmed'
  const rise = tenths > 0
  return rise === locale.startsWith('zh') ? 'red.9' : 'teal.9'
}

function ChangeLine({ change }: { change: FigureChange }) {
  const { i18n } = useLingui()
  const arrow = change.tenths > 0 ? '▲' : change.tenths < 0 ? '▼' : null
  return (
    <Text size="sm" fw={600} c={changeColour(i18n.locale, change.tenths)} data-testid="figure-change">
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
      {change ? <ChangeLine change={change} /> : null}
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
