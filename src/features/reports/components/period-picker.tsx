import { Badge, Button, CheckIcon, Combobox, Group, Loader } from '@mantine/core'
import '@mantine/core/styles/Combobox.layer.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { holdsTyped, useSearchCombobox } from '@/components/ui/use-search-combobox'
import { formatPeriod } from '@/lib/format-date'
import { known, periodExamples, periodTypes } from '@/lib/vocabulary'
import { periodsQueryOptions } from '../api/get-report-list'
import type { ReportScope } from '../api/keys'
import { PeriodButton, type PeriodShown } from './period-button'

export type PeriodPickerProps = PeriodShown & {
  /** Whose periods: the template's, under the owner its gate names. */
  scope: ReportScope
  onChange: (period: string | undefined) => void
  /** Only periods in this range are offered (either end may be open). */
  bounds?: { from?: string; to?: string }
  /** Open at once (the field was clicked before this code had loaded). */
  initiallyOpened?: boolean
}

/**
 * Picks one of a template's real periods, newest first, each in the words the report list uses, the chosen one checked
 * and marked "Current" as the owner picker marks its one: typing narrows the periods loaded so far by their words or
 * their codes (`W40`, `2026-10`, `Oct`; the list call cannot search), and older ones load on request, so every period
 * is reachable however many there are.
 */
export function PeriodPicker(props: PeriodPickerProps) {
  const { scope, onChange, bounds = {}, initiallyOpened = false, ...button } = props
  const { periodType, value, label } = button
  const { i18n, t } = useLingui()
  // A week's words (its code and two dates) need a wider list than a day's or a month's.
  const { combobox, comboboxProps, opened, search, setSearch } = useSearchCombobox(
    initiallyOpened,
    periodType === 'week' ? 330 : 250,
    onChange,
  )
  const periods = useInfiniteQuery({
    ...periodsQueryOptions(scope, bounds),
    enabled: opened,
  })
  const type = known(periodTypes, periodType)
  const all = (periods.data?.pages.flatMap((page) => page.list.map((row) => row.report_period)) ?? []).map(
    (period) => ({
      period,
      words: formatPeriod(i18n, type, period),
    }),
  )
  const shown = all.filter(({ period, words }) => holdsTyped(period, search) || holdsTyped(words, search))

  return (
    <Combobox {...comboboxProps}>
      <Combobox.Target>
        <PeriodButton {...button} onClick={() => combobox.toggleDropdown()} />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Search
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder={type ? t`Search, e.g. ${periodExamples[type]}` : t`Search`}
          aria-label={t`Search periods`}
        />
        <Combobox.Options mah={260} style={{ overflowY: 'auto' }} aria-label={label} tabIndex={0}>
          {shown.map(({ period, words }) => {
            const current = period === value
            return (
              <Combobox.Option value={period} key={period} active={current} aria-selected={current}>
                <Group gap="xs" wrap="nowrap">
                  {/* The check's place is kept on every row, so the periods line up. */}
                  <CheckIcon
                    size={10}
                    aria-hidden
                    style={{ flex: 'none', visibility: current ? 'visible' : 'hidden' }}
                  />
                  <span>{words}</span>
                  {current ? (
                    <Badge size="sm" variant="light" ms="auto" flex="none">
                      <Trans>Current</Trans>
                    </Badge>
                  ) : null}
                </Group>
              </Combobox.Option>
            )
          })}
          {shown.length === 0 ? (
            <Combobox.Empty>
              {periods.isFetching ? (
                <Loader size="xs" />
              ) : periods.isError ? (
                <Trans>The periods could not be loaded.</Trans>
              ) : (
                <Trans>No period matches</Trans>
              )}
            </Combobox.Empty>
          ) : null}
        </Combobox.Options>
        {periods.hasNextPage || periods.isError ? (
          <Combobox.Footer>
            {/* Retry asks again for the page that failed: the first one, or a page of older periods. */}
            <Button
              variant="subtle"
              size="compact-sm"
              fullWidth
              loading={periods.isFetchingNextPage || (periods.isError && periods.isFetching)}
              onClick={() =>
                void (periods.isError && !periods.isFetchNextPageError ? periods.refetch() : periods.fetchNextPage())
              }
            >
              {periods.isError ? <Trans>Retry</Trans> : <Trans>Show older periods</Trans>}
            </Button>
          </Combobox.Footer>
        ) : null}
      </Combobox.Dropdown>
    </Combobox>
  )
}
