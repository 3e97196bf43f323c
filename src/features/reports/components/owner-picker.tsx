import { lazy, Suspense, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/fields'
import { Pagination } from '@/components/ui/pagination'
import { Skeleton } from '@/components/ui/skeleton'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { OWNER_PAGE_SIZE, ownerListQueryOptions, useSwitchOwner, type OwnerKind } from '../api/owners'

export const SEARCH_DEBOUNCE_MS = 300

/** A searchable, paged list of the merchants or shops this viewer may pick; picking switches at once. */
export function OwnerPicker({ kind, templateId, onPicked }: { kind: OwnerKind; templateId: number; onPicked?: () => void }) {
  const { t } = useLingui()
  const [keyword, setKeyword] = useState('')
  const [page, setPage] = useState(1)
  const debounced = useDebouncedValue(keyword.trim(), SEARCH_DEBOUNCE_MS)
  const list = useQuery(ownerListQueryOptions(kind, templateId, { keyword: debounced, page }))
  const switchOwner = useSwitchOwner(kind, templateId)
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / OWNER_PAGE_SIZE))
  const label = kind === 'merchant' ? t`Search merchants by name or id` : t`Search shops by name, id or region`

  return (
    <div className="ui-stack ui-gap-sm">
      <TextField
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
        <div className="ui-stack" role="list" aria-label={label} style={{ gap: 4, opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          {list.data.list.map((option) => (
            <button
              key={option.id}
              type="button"
              role="listitem"
              className="owner-option"
              disabled={switchOwner.isPending}
              onClick={() => switchOwner.mutate(option.id, { onSuccess: () => onPicked?.() })}
              aria-label={option.detail ? `${option.name} (${option.detail}, ${option.id})` : `${option.name} (${option.id})`}
            >
              <span className="ui-text--sm ui-truncate" style={{ fontWeight: 500 }}>
                {option.name}
              </span>
              <span className="ui-text--xs ui-text--dimmed" style={{ flex: 'none' }}>
                {option.detail ? `${option.detail} · ` : ''}
                {option.id}
              </span>
            </button>
          ))}
        </div>
      ) : null}
      {pages > 1 ? (
        <Pagination size="sm" total={pages} value={page} onChange={setPage} />
      ) : null}
    </div>
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
    <div className="ui-group ui-group--nowrap ui-gap-xs no-print">
      <span className="ui-text--sm ui-text--dimmed">{kind === 'merchant' ? <Trans>Merchant</Trans> : <Trans>Shop</Trans>}</span>
      <span className="ui-text--sm ui-text--strong ui-truncate" data-testid="current-owner" style={{ maxWidth: 280 }}>
        {current}
      </span>
      <Button
        size="compact"
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
    </div>
  )
}
