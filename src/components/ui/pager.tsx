import { useState, type ReactNode } from 'react'
import { Button, Group, Pagination, Text } from '@mantine/core'
import { Select, Trans, useLingui } from '@lingui/react/macro'
import { formatCount, pluralForm } from '@/lib/format-count'
import { pageCount, type PageSize } from '@/lib/paging'
import { LazyBoundary, lazyPart } from './lazy-part'
import { PageSizeButton } from './page-size-button'
import { EmptyState } from './states'

// The page sizes' menu loads when the button is first used.
const loadMenu = () => import('./page-size-menu')
const PageSizeMenu = lazyPart(() => loadMenu().then((module) => module.PageSizeMenu))

type PagerProps = {
  /** How many rows there are, as people read it ("1,104 reports"), from the written count and its plural form. */
  totalLabel: (count: string, form: 'one' | 'other') => ReactNode
  total: number
  page: number
  pageSize: number
  onPage: (page: number) => void
  onPageSize: (pageSize: PageSize) => void
}

/** Below a paged list: how many rows there are, the pages, and how many rows a page shows. */
export function Pager({ totalLabel, total, page, pageSize, onPage, onPageSize }: PagerProps) {
  const { i18n, t } = useLingui()
  const pages = pageCount(total, pageSize)
  const [choosing, setChoosing] = useState(0)
  const standIn = <PageSizeButton pageSize={pageSize} onPointerEnter={() => void loadMenu()} onFocus={() => void loadMenu()} onClick={() => setChoosing((attempt) => attempt + 1)} />
  const controlLabels = { first: t`First page`, previous: t`Previous page`, next: t`Next page`, last: t`Last page` }
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed">
        {totalLabel(formatCount(total), pluralForm(i18n.locale, total))}
      </Text>
      <Group gap="sm">
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPage}
          siblings={1}
          getItemProps={(item) => ({ 'aria-label': t`Page ${item}` })}
          getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
        />
        {choosing === 0 ? (
          standIn
        ) : (
          <LazyBoundary fallback={standIn} attempt={choosing}>
            <PageSizeMenu pageSize={pageSize} onPageSize={onPageSize} />
          </LazyBoundary>
        )}
      </Group>
    </Group>
  )
}

/** A page number past the last page (a stale or edited address): say so, and offer the last page. */
export function PastTheEnd({ page, lastPage, onLastPage }: { page: number; lastPage: number; onLastPage: () => void }) {
  const { i18n } = useLingui()
  const pages = formatCount(lastPage)
  const form = pluralForm(i18n.locale, lastPage)
  return (
    <EmptyState
      title={<Trans>Page {page} is past the end</Trans>}
      description={<Select value={form} _one={`The list has ${pages} page.`} other={`The list has ${pages} pages.`} />}
      action={
        <Button variant="light" onClick={onLastPage}>
          <Trans>Go to the last page</Trans>
        </Button>
      }
    />
  )
}
