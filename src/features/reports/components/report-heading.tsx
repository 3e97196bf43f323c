import type { ReactNode } from 'react'
import { Button, Group, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatDateTime, formatPeriod } from '@/lib/format-date'
import { known, periodTypes } from '@/lib/vocabulary'
import { useSessionState } from '@/features/session/session'
import { currentOwner, ownerKind } from '../gate'
import type { BasicInfo, Filter, ReportView } from '../schemas'
import { useFrameProgress } from '../frames/frame-set'
import { MainTitle, Published } from './report-marks'
import classes from './report-heading.module.css'

type ReportHeadingProps = {
  view: ReportView
  info: BasicInfo
  filters: readonly Filter[]
  chosen: Record<string, string>
  /** When the page was printed (ms since the epoch). */
  printedAt: number
}

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Group gap="md" wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" w={120} flex="none">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Group>
  )
}

/**
 * The report's heading, on screen and on paper: the template once, its period in words (a draft is
 * marked) and when it was published; on paper only, whose data it is (the merchant or shop), each
 * filter's value, and who printed it when, with the time zone. It is there from the page's first
 * render, so a print at any moment has all of it.
 */
export function ReportHeading({ view, info, filters, chosen, printedAt }: ReportHeadingProps) {
  const { i18n, t } = useLingui()
  const { user } = useSessionState()
  const kind = ownerKind(info)
  const owner = currentOwner(info)
  const printed = formatDateTime(i18n, Math.floor(printedAt / 1000))
  const who = user?.username ?? ''
  const type = known(periodTypes, view.period_type)
  return (
    <div className={classes.heading} data-testid="print-heading">
      <Stack gap={4}>
        <MainTitle>{view.template_name}</MainTitle>
        <Text size="lg" fw={500} data-testid="report-period">
          {formatPeriod(i18n, type, view.report_period)}
        </Text>
        <Published periodType={type} period={view.report_period} at={view.published_at} />
      </Stack>
      <Stack gap={4} className={classes.paperOnly}>
        {kind !== null && owner !== null ? (
          <Row label={kind === 'merchant' ? <Trans>Merchant</Trans> : <Trans>Shop</Trans>}>{owner}</Row>
        ) : null}
        {filters.map((filter) => (
          <Row key={filter.name} label={filter.label}>
            {filter.options.find((option) => option.value === chosen[filter.name])?.label ?? t`All`}
          </Row>
        ))}
        <Text size="sm">
          <Trans>
            Printed {printed} by {who}
          </Trans>
        </Text>
      </Stack>
    </div>
  )
}

/** While the Print button waits for the dashboards: how many have loaded, and a way not to wait. */
export function PrintProgress({ onPrintNow }: { onPrintNow: () => void }) {
  const { settled: loaded, total } = useFrameProgress()
  return (
    <Group gap="sm" className={classes.progress} role="status">
      <Text size="sm">
        <Trans>
          Loading the dashboards to print: {loaded} of {total}
        </Trans>
      </Text>
      <Button size="compact-sm" variant="default" onClick={onPrintNow}>
        <Trans>Print now</Trans>
      </Button>
    </Group>
  )
}
