import { useEffect, type ReactNode } from 'react'
import { Button, Group, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatDateTime } from '@/lib/format-date'
import { useSessionState } from '@/features/session/session'
import { currentOwner, ownerKind } from '../gate'
import type { BasicInfo, Filter, ReportView } from '../schemas'
import { ReportTitle } from './report-title'
import classes from './print-part.module.css'

// What only printing shows: its code loads after the page has shown (print-control.ts).

export type PrintHeadingProps = {
  view: ReportView
  info: BasicInfo
  preview: boolean
  filters: readonly Filter[]
  chosen: Record<string, string>
  /** When the page was printed (ms since the epoch); null before anyone printed it. */
  printedAt: number | null
  /** Called once the heading is in the page, ready to print. */
  onShown: () => void
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
 * The printout's heading, in place of the page's own: the report, whose data it is (the merchant or
 * shop), each filter's value, and who printed it when, with the time zone. Shown on paper only.
 */
export function PrintHeading({ view, info, preview, filters, chosen, printedAt, onShown }: PrintHeadingProps) {
  const { i18n, t } = useLingui()
  const { user } = useSessionState()
  useEffect(() => onShown(), [onShown])
  const kind = ownerKind(info)
  const owner = currentOwner(info)
  const printed = printedAt === null ? null : formatDateTime(Math.floor(printedAt / 1000), i18n.locale)
  const who = user?.username ?? ''
  return (
    <header className={classes.heading} data-testid="print-heading" data-print-heading>
      <Stack gap={4}>
        <ReportTitle view={view} preview={preview} />
        {kind !== null && owner !== null ? <Row label={kind === 'merchant' ? <Trans>Merchant</Trans> : <Trans>Shop</Trans>}>{owner}</Row> : null}
        {filters.map((filter) => (
          <Row key={filter.name} label={filter.label}>
            {filter.options.find((option) => option.value === chosen[filter.name])?.label ?? t`All`}
          </Row>
        ))}
        {printed !== null ? (
          <Text size="sm">
            <Trans>
              Printed {printed} by {who}
            </Trans>
          </Text>
        ) : null}
      </Stack>
    </header>
  )
}

export type PrintProgressProps = { loaded: number; total: number; onPrintNow: () => void }

/** While the Print button waits for the dashboards: how many have loaded, and a way not to wait. */
export function PrintProgress({ loaded, total, onPrintNow }: PrintProgressProps) {
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
