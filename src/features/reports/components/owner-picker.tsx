import { useState } from 'react'
import { Badge, Group, NavLink, Pagination, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core'
import '@mantine/core/styles/NavLink.layer.css'
import { useDebouncedValue } from '@mantine/hooks'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { usePaginationNames } from '@/components/ui/pagination-names'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { pageCount } from '@/lib/paging'
import { SEARCH_DEBOUNCE_MS } from '@/lib/timing'
import { OWNER_PAGE_SIZE, ownerListQueryOptions, type OwnerKind } from '../api/owners'
import { useSwitchOwner } from '../api/switch-owner'
import classes from './owner-picker.module.css'

type OwnerPickerProps = { kind: OwnerKind; templateId: number; currentId?: number | null; onPicked?: () => void }

/**
 * A searchable, paged list of the merchants or shops this viewer may pick, the current one marked; picking another
 * switches at once.
 */
export function OwnerPicker({ kind, templateId, currentId = null, onPicked }: OwnerPickerProps) {
  const { t } = useLingui()
  const [keyword, setKeyword] = useState('')
  const [page, setPage] = useState(1)
  const [debounced] = useDebouncedValue(keyword.trim(), SEARCH_DEBOUNCE_MS)
  const list = useQuery(ownerListQueryOptions(kind, templateId, { keyword: debounced, page }))
  const switchOwner = useSwitchOwner(kind, templateId)
  const paginationNames = usePaginationNames()

  return (
    <Stack gap="sm">
      <TextInput
        label={kind === 'merchant' ? t`Search merchants by name or ID` : t`Search shops by name, ID or region`}
        placeholder={t`Type to search`}
        value={keyword}
        onChange={(event) => {
          setKeyword(event.currentTarget.value)
          setPage(1)
        }}
        data-autofocus
        mb={0}
      />
      {list.isPending ? <Skeleton height={160} /> : null}
      {list.isError ? (
        <ErrorState
          error={list.error}
          title={
            kind === 'merchant'
              ? t`The merchants to choose from could not be loaded.`
              : t`The shops to choose from could not be loaded.`
          }
          onRetry={() => void list.refetch()}
        />
      ) : null}
      {list.data && list.data.list.length === 0 && debounced !== '' ? (
        <EmptyState title={<Trans>Nothing matches “{debounced}”</Trans>} />
      ) : null}
      {list.data && list.data.list.length === 0 && debounced === '' ? (
        <EmptyState
          title={
            kind === 'merchant' ? (
              <Trans>Your account has no merchant to choose</Trans>
            ) : (
              <Trans>Your account has no shop to choose</Trans>
            )
          }
          description={<Trans>Ask your administrator to give your account access to one.</Trans>}
        />
      ) : null}
      {list.data && list.data.list.length > 0 ? (
        <Paper withBorder radius="md" p={4} opacity={list.isPlaceholderData ? 0.6 : 1}>
          <ul
            className={classes.list}
            aria-label={kind === 'merchant' ? t`Merchants to choose from` : t`Shops to choose from`}
          >
            {list.data.list.map((option) => {
              const isCurrent = option.id === currentId
              return (
                <li key={option.id}>
                  <NavLink
                    component="button"
                    type="button"
                    label={option.name}
                    description={option.detail}
                    active={isCurrent}
                    aria-current={isCurrent ? 'true' : undefined}
                    rightSection={
                      <Group gap="xs" wrap="nowrap">
                        {isCurrent ? (
                          <Badge size="sm" variant="light">
                            <Trans>Current</Trans>
                          </Badge>
                        ) : null}
                        <Text size="xs" c="dimmed">
                          {option.id}
                        </Text>
                      </Group>
                    }
                    disabled={switchOwner.isPending}
                    // The current one needs no switch: picking it only closes the list.
                    onClick={() =>
                      isCurrent ? onPicked?.() : switchOwner.mutate(option.id, { onSuccess: () => onPicked?.() })
                    }
                  />
                </li>
              )
            })}
          </ul>
        </Paper>
      ) : null}
      {list.data && list.data.total > OWNER_PAGE_SIZE ? (
        <Pagination
          size="sm"
          total={pageCount(list.data.total, OWNER_PAGE_SIZE)}
          value={page}
          onChange={setPage}
          {...paginationNames}
        />
      ) : null}
    </Stack>
  )
}
