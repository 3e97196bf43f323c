import { useState } from 'react'
import { Button, Combobox, Input, InputBase, Loader, useCombobox } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { Trans, useLingui } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { reportPeriodSchema } from '@/lib/schemas'
import { known, periodExamples, periodTypes } from '@/lib/vocabulary'
import { periodsQueryOptions } from '../api/get-report-list'
import { SEARCH_DEBOUNCE_MS } from './owner-picker'

/** The last period (as text) that starts with `prefix`: the prefix followed by the highest character a period may hold. */
function lastWithPrefix(prefix: string): string | undefined {
  if (!reportPeriodSchema.safeParse(prefix).success) return undefined
  return prefix.padEnd(32, 'z')
}

const earlier = (a: string | undefined, b: string | undefined) => (a === undefined ? b : b === undefined ? a : a < b ? a : b)

type PeriodPickerProps = {
  templateId: number
  preview: boolean
  /** The template's period type (`day`, `week`, `month`), for the search hint. */
  periodType: string
  value: string | undefined
  onChange: (period: string | undefined) => void
  /** Only periods in this range are offered (either end may be open). */
  bounds?: { from?: string; to?: string }
  label?: string
  'aria-label'?: string
  placeholder?: string
  clearable?: boolean
  w?: number
}

/**
 * Picks one of a template's real periods, newest first: typing narrows them (the server is asked for
 * the periods up to the last one that starts with what is typed), and older ones load on request,
 * so every period is reachable however many there are.
 */
export function PeriodPicker({ templateId, preview, periodType, value, onChange, bounds = {}, clearable = false, w = 180, ...input }: PeriodPickerProps) {
  const { t } = useLingui()
  const [opened, setOpened] = useState(false)
  const [search, setSearch] = useState('')
  const [typed] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS)
  const combobox = useCombobox({
    onDropdownOpen: () => {
      setOpened(true)
      combobox.focusSearchInput()
    },
    onDropdownClose: () => {
      setOpened(false)
      setSearch('')
      combobox.resetSelectedOption()
    },
  })
  const periods = useInfiniteQuery({
    ...periodsQueryOptions(templateId, preview, { from: bounds.from, to: earlier(bounds.to, lastWithPrefix(typed)) }),
    enabled: opened,
  })
  const all = periods.data?.pages.flatMap((page) => page.list.map((row) => row.report_period)) ?? []
  const shown = all.filter((period) => period.startsWith(search.trim()))
  const last = all.at(-1)
  const moreToLoad = periods.hasNextPage && (typed === '' || (last !== undefined && last.startsWith(typed)))
  const type = known(periodTypes, periodType)

  return (
    <Combobox
      store={combobox}
      withinPortal
      width={Math.max(w, 220)}
      position="bottom-start"
      onOptionSubmit={(period) => {
        onChange(period)
        combobox.closeDropdown()
      }}
    >
      <Combobox.Target>
        <InputBase
          {...input}
          component="button"
          type="button"
          pointer
          w={w}
          mb={0}
          rightSection={
            clearable && value !== undefined ? (
              <Combobox.ClearButton aria-label={t`Clear`} onClear={() => onChange(undefined)} />
            ) : (
              <Combobox.Chevron />
            )
          }
          rightSectionPointerEvents={clearable && value !== undefined ? 'all' : 'none'}
          onClick={() => combobox.toggleDropdown()}
        >
          {value ?? <Input.Placeholder>{input.placeholder ?? t`Any period`}</Input.Placeholder>}
        </InputBase>
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Search
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder={type ? t`Search, e.g. ${periodExamples[type]}` : t`Search`}
          aria-label={t`Search periods`}
        />
        <Combobox.Options mah={260} style={{ overflowY: 'auto' }} aria-label={input['aria-label'] ?? input.label}>
          {shown.map((period) => (
            <Combobox.Option value={period} key={period} active={period === value}>
              {period}
            </Combobox.Option>
          ))}
          {periods.isFetching && shown.length === 0 ? (
            <Combobox.Empty>
              <Loader size="xs" />
            </Combobox.Empty>
          ) : null}
          {!periods.isFetching && shown.length === 0 ? (
            <Combobox.Empty>{periods.isError ? <Trans>The periods could not be loaded</Trans> : <Trans>No period matches</Trans>}</Combobox.Empty>
          ) : null}
        </Combobox.Options>
        {moreToLoad || periods.isError ? (
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
