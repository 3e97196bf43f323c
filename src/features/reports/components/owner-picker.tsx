import { lazy, Suspense, useState } from 'react'
import { Button, Group, Pagination, Paper, Skeleton, Stack, Text, TextInput, UnstyledButton } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { OWNER_PAGE_SIZE, ownerListQueryOptions, useSwitchOwner, type OwnerKind } from '../api/owners'

export const SEARCH_DEBOUNCE_MS = 300

/** A searchable, paged list of the merchants or shops this viewer may pick; picking switches at once. */
export function OwnerPicker({ kind, templateId, onPicked }: { kind: OwnerKind; templateId: number; onPicked?: () => void }) {
  const { t } = useLingui()
  const [keyword, setKeyword] = useState('')
  const [page, setPage] = useState(1)
  const [debounced] = useDebouncedValue(keyword.trim(), SEARCH_DEBOUNCE_MS)
  const list = useQuery(ownerListQueryOptions(kind, templateId, { keyword: debounced, page }))
  const switchOwner = useSwitchOwner(kind, templateId)
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / OWNER_PAGE_SIZE))
  const label = kind === 'merchant' ? t`Search merchants by name or id` : t`Search shops by name, id or region`

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
      />
      {list.isPending ? <Skeleton height={160} /> : null}
      {list.isError ? <ErrorState error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.data && list.data.list.length === 0 ? (
        <EmptyState title={<Trans>Nothing matches “{debounced}”</Trans>} />
      ) : null}
      {list.data && list.data.list.length > 0 ? (
        <Stack gap={4} role="list" aria-label={label} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          {list.data.list.map((option) => (
            <UnstyledButton
              key={option.id}
              role="listitem"
              disabled={switchOwner.isPending}
              onClick={() => switchOwner.mutate(option.id, { onSuccess: () => onPicked?.() })}
              aria-label={option.detail ? `${option.name} (${option.detail}, ${option.id})` : `${option.name} (${option.id})`}
            >
              <Paper withBorder px="sm" py={6} radius="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm" fw={500} truncate>
                    {option.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {option.detail ? `${option.detail} · ` : ''}
                    {option.id}
                  </Text>
                </Group>
              </Paper>
            </UnstyledButton>
          ))}
        </Stack>
      ) : null}
      {pages > 1 ? (
        <Pagination
          size="sm"
          total={pages}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({
            'aria-label': control === 'previous' ? t`Previous page` : control === 'next' ? t`Next page` : control,
          })}
        />
      ) : null}
    </Stack>
  )
}

const loadSwitcherDialog = () => import('./owner-switcher-dialog')
// The dialog's code (and the dialog library's) loads on the first hover, focus or click of "Switch".
const OwnerSwitcherDialog = lazy(() => loadSwitcherDialog().then((module) => ({ default: module.OwnerSwitcherDialog })))

/** The current merchant or shop, and a way to switch it. */
export function OwnerSwitcher({ kind, templateId, current }: { kind: OwnerKind; templateId: number; current: string }) {
  const [opened, setOpened] = useState(false)
  const [mounted, setMounted] = useState(false)
  const preload = () => void loadSwitcherDialog()
  return (
    <Group gap="xs" wrap="nowrap" className="no-print">
      <Text size="sm" c="dimmed">
        {kind === 'merchant' ? <Trans>Merchant</Trans> : <Trans>Shop</Trans>}
      </Text>
      <Text size="sm" fw={600} data-testid="current-owner" truncate maw={280}>
        {current}
      </Text>
      <Button
        size="compact-sm"
        variant="light"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setMounted(true)
          setOpened(true)
        }}
      >
        {kind === 'merchant' ? <Trans>Switch merchant</Trans> : <Trans>Switch shop</Trans>}
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <OwnerSwitcherDialog kind={kind} templateId={templateId} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      ) : null}
    </Group>
  )
}
