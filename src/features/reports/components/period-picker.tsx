import { Button, Combobox, Loader } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { holdsTyped, useSearchCombobox } from '@/components/ui/use-search-combobox'
import { known, periodExamples, periodTypes } from '@/lib/vocabulary'
import { periodsQueryOptions } from '../api/get-report-list'
import type { ReportScope } from '../api/keys'
import { PeriodButton } from './period-button'

export type PeriodPickerProps = {
  /** Whose periods: the template's, under the owner its gate names. */
  scope: ReportScope
  /** The template's period type (`day`, `week`, `month`), for the search hint. */
  periodType: string
  value: string | undefined
  onChange: (period: string | undefined) => void
  /** Only periods in this range are offered (either end may be open). */
  bounds?: { from?: string; to?: string }
  /** What the period is for ("From period", "Report period"). */
  label: string
  placeholder?: string
  /** Open at once (the field was clicked before this code had loaded). */
  initiallyOpened?: boolean
}

/**
 * Picks one of a template's real periods, newest first: typing narrows the periods loaded so far (the
 * list call cannot search), and older ones load on request, so every period is reachable however many
 * there are.
 */
export function PeriodPicker({ scope, periodType, value, onChange, bounds = {}, label, placeholder, initiallyOpened = false }: PeriodPickerProps) {
  const { t } = useLingui()
  const { combobox, comboboxProps, opened, search, setSearch } = useSearchCombobox(initiallyOpened, 240, onChange)
  const periods = useInfiniteQuery({
    ...periodsQueryOptions(scope, { from: bounds.from, to: bounds.to }),
    enabled: opened,
  })
  const all = periods.data?.pages.flatMap((page) => page.list.map((row) => row.report_period)) ?? []
  const shown = all.filter((period) => holdsTyped(period, search))
  const type = known(periodTypes, periodType)

  return (
    <Combobox {...comboboxProps}>
      <Combobox.Target>
        <PeriodButton value={value} label={label} placeholder={placeholder} onClick={() => combobox.toggleDropdown()} />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Search
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder={type ? t`Search, e.g. ${periodExamples[type]}` : t`Search`}
          aria-label={t`Search periods`}
        />
        <Combobox.Options mah={260} style={{ overflowY: 'auto' }} aria-label={label} tabIndex={0}>
          {shown.map((period) => (
            <Combobox.Option value={period} key={period} active={period === value}>
              {period}
            </Combobox.Option>
          ))}
          {shown.length === 0 ? (
            <Combobox.Empty>
              {periods.isFetching ? <Loader size="xs" /> : periods.isError ? <Trans>The periods could not be loaded</Trans> : <Trans>No period matches</Trans>}
            </Combobox.Empty>
          ) : null}
        </Combobox.Options>
        {periods.hasNextPage || periods.isError ? (
          <Combobox.Footer>
            <Button
              variant="subtle"
              size="compact-sm"
              fullWidth
              loading={periods.isFetchingNextPage}
              onClick={() => void (periods.isError ? periods.refetch() : periods.fetchNextPage())}
            >
              {periods.isError ? <Trans>Retry</Trans> : <Trans>Show older periods</Trans>}
            </Button>
          </Combobox.Footer>
        ) : null}
      </Combobox.Dropdown>
    </Combobox>
  )
}
