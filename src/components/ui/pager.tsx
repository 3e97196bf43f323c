import type { ReactNode } from 'react'
import { Button, Group, Pagination, Text } from '@mantine/core'
import { Plural, Trans } from '@lingui/react/macro'
import { pageCount, type PageSize } from '@/lib/paging'
import { lazyPart, WhenUsed } from './lazy-part'
import { usePaginationNames } from './pagination-names'
import { PageSizeButton } from './page-size-button'
import { EmptyState } from './states'

const PageSizeMenu = lazyPart(() => import('./page-size-menu').then((module) => module.PageSizeMenu))

type PagerProps = {
  /** How many rows there are, as people read it ("1,104 reports"): a Lingui plural of `total`. */
  totalLabel: ReactNode
  total: number
  page: number
  pageSize: number
  onPage: (page: number) => void
  onPageSize: (pageSize: PageSize) => void
}

/** Below a paged list: how many rows there are, the pages, and how many rows a page shows. */
export function Pager({ totalLabel, total, page, pageSize, onPage, onPageSize }: PagerProps) {
  const names = usePaginationNames()
  const pages = pageCount(total, pageSize)
  return (
    <Group justify="space-between" gap="sm">
      {/* A status: a new search's count is read out. */}
      <Text size="sm" c="dimmed" role="status">
        {totalLabel}
      </Text>
      <Group gap="sm">
        <Pagination total={pages} value={Math.min(page, pages)} onChange={onPage} siblings={1} {...names} />
        <WhenUsed standIn={<PageSizeButton pageSize={pageSize} />} preload={PageSizeMenu.preload}>
          {(opened) => <PageSizeMenu pageSize={pageSize} onPageSize={onPageSize} defaultOpened={opened} />}
        </WhenUsed>
      </Group>
    </Group>
  )
}

/** A page number past the last page (a stale or edited address): say so, and offer the last page. */
export function PastTheEnd({ page, lastPage, onLastPage }: { page: number; lastPage: number; onLastPage: () => void }) {
  return (
    <EmptyState
      title={<Trans>Page {page} is past the end</Trans>}
      description={<Plural value={lastPage} one="The list has # page." other="The list has # pages." />}
      action={
        <Button variant="light" onClick={onLastPage}>
          <Trans>Go to the last page</Trans>
        </Button>
      }
    />
  )
}
