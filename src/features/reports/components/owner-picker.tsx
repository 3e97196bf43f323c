import { useState } from 'react'
import { Button, Group, Modal, NavLink, Pagination, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { pageCount } from '@/lib/paging'
import { firstOwnerPage, OWNER_PAGE_SIZE, ownerListQueryOptions, useSwitchOwner, type OwnerKind } from '../api/owners'
import classes from './owner-picker.module.css'

export const SEARCH_DEBOUNCE_MS = 300

/** A searchable, paged list of the merchants or shops this viewer may pick; picking switches at once. */
export function OwnerPicker({ kind, templateId, onPicked }: { kind: OwnerKind; templateId: number; onPicked?: () => void }) {
  const { t } = useLingui()
  const [keyword, setKeyword] = useState('')
  const [page, setPage] = useState(1)
  const [debounced] = useDebouncedValue(keyword.trim(), SEARCH_DEBOUNCE_MS)
  const list = useQuery(ownerListQueryOptions(kind, templateId, { keyword: debounced, page }))
  const switchOwner = useSwitchOwner(kind, templateId)
  const label = kind === 'merchant' ? t`Search merchants by name or id` : t`Search shops by name, id or region`
  const listLabel = kind === 'merchant' ? t`Merchants to choose from` : t`Shops to choose from`

  return (
    <Stack gap="sm">
      <TextInput
        label={label}
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
      {list.isError ? <ErrorState error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.data && list.data.list.length === 0 ? <EmptyState title={<Trans>Nothing matches “{debounced}”</Trans>} /> : null}
      {list.data && list.data.list.length > 0 ? (
        <Paper withBorder radius="md" p={4} opacity={list.isPlaceholderData ? 0.6 : 1}>
          <ul className={classes.list} aria-label={listLabel}>
            {list.data.list.map((option) => (
              <li key={option.id}>
                <NavLink
                  component="button"
                  type="button"
                  label={option.name}
                  description={option.detail}
                  rightSection={
                    <Text size="xs" c="dimmed">
                      {option.id}
                    </Text>
                  }
                  disabled={switchOwner.isPending}
                  onClick={() => switchOwner.mutate(option.id, { onSuccess: () => onPicked?.() })}
                  aria-label={option.detail ? `${option.name} (${option.detail}, ${option.id})` : `${option.name} (${option.id})`}
                />
              </li>
            ))}
          </ul>
        </Paper>
      ) : null}
      {list.data && list.data.total > OWNER_PAGE_SIZE ? (
        <Pagination size="sm" total={pageCount(list.data.total, OWNER_PAGE_SIZE)} value={page} onChange={setPage} />
      ) : null}
    </Stack>
  )
}

/**
 * The current merchant or shop, and a way to switch it when there is another to switch to (a shop
 * account bound to its one shop gets none).
 */
export function OwnerSwitcher({ kind, templateId, current }: { kind: OwnerKind; templateId: number; current: string }) {
  const { t } = useLingui()
  const [opened, setOpened] = useState(false)
  const choices = useQuery(ownerListQueryOptions(kind, templateId, firstOwnerPage))
  const canSwitch = (choices.data?.total ?? 0) > 1
  return (
    <Group gap="xs" wrap="wrap" justify="flex-end" className={classes.owner}>
      <Text size="sm" c="dimmed">
        {kind === 'merchant' ? <Trans>Merchant</Trans> : <Trans>Shop</Trans>}
      </Text>
      <Text size="sm" fw={600} data-testid="current-owner" className={classes.ownerName}>
        {current}
      </Text>
      {canSwitch ? (
        <Button size="compact-sm" variant="light" onClick={() => setOpened(true)}>
          {kind === 'merchant' ? <Trans>Switch merchant</Trans> : <Trans>Switch shop</Trans>}
        </Button>
      ) : null}
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={kind === 'merchant' ? t`Choose a merchant` : t`Choose a shop`}
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        {opened ? <OwnerPicker kind={kind} templateId={templateId} onPicked={() => setOpened(false)} /> : null}
      </Modal>
    </Group>
  )
}
