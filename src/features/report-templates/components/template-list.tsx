import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react'
import { Box, Button, CloseButton, Group, Stack, TextInput, Title } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { getRouteApi, type ErrorComponentProps } from '@tanstack/react-router'
import { Pager, PastTheEnd } from '@/components/ui/pager'
import { RouteError } from '@/components/ui/route-error'
import { EmptyState, ErrorState, LoadingRows } from '@/components/ui/states'
import { pageCount } from '@/lib/paging'
import { SEARCH_DEBOUNCE_MS } from '@/lib/timing'
import { hasPermission } from '@/features/session/permissions'
import { useSessionState } from '@/features/session/session'
import { templatesQueryOptions } from '../api/get-templates'
import { useLast } from '@/lib/use-last'
import { MAX_NAME, type TemplateListSearch } from '../list-search'
import { CreateTemplateModal } from './create-template-modal'
import { TemplateActionDialogs, type TemplateAction } from './template-actions'
import { TemplateTable } from './template-table'
import classes from './template-list.module.css'

const routeApi = getRouteApi('/_signedIn/_admin/template/')

/** The list could not be loaded: say which, with a Retry. */
export function TemplateListError(props: ErrorComponentProps) {
  const { t } = useLingui()
  return <RouteError {...props} title={t`The report templates could not be loaded.`} />
}

/** `/template`: the templates staff manage, searched and paged through the URL. */
export function TemplateListScreen() {
  const { t } = useLingui()
  const search = routeApi.useSearch()
  const navigate = routeApi.useNavigate()
  const { user } = useSessionState()
  const canUpdate = hasPermission(user, 'template.update')
  const canCreate = hasPermission(user, 'template.create')
  const [creating, setCreating] = useState(false)
  const [pending, setPending] = useState<TemplateAction | null>(null)

  // The route's loader brings the first list; another search or page keeps the list shown until it comes, and if it
  // cannot, says so under the search box.
  const query = useQuery({
    ...templatesQueryOptions({ page: search.page, pageSize: search.page_size, name: search.name }),
    placeholderData: keepPreviousData,
    retryOnMount: true,
  })
  const data = useLast(query.data)
  const setSearch = (next: Partial<TemplateListSearch>, replace = false) =>
    navigate({ search: (previous) => ({ ...previous, ...next }), replace })
  const showAll = () => setSearch({ name: '', page: 1 })

  const lastPage = pageCount(data?.total ?? 0, search.page_size)
  let list: ReactNode
  // A refresh that failed keeps the rows it had, and says so above them.
  const refreshFailed = query.isError && query.data !== undefined
  if (query.isError && !refreshFailed) {
    list = (
      <ErrorState
        error={query.error}
        title={t`The report templates could not be loaded.`}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
        elsewhere={
          search.name ? (
            <Button variant="light" onClick={showAll}>
              <Trans>Show all templates</Trans>
            </Button>
          ) : undefined
        }
      />
    )
  } else if (!data || (data.list.length === 0 && query.isPlaceholderData)) {
    // Nothing to show while another search comes: not the last search's "nothing found".
    list = <LoadingRows label={t`Loading report templates`} />
  } else if (data.list.length === 0) {
    list =
      data.total > 0 ? (
        <PastTheEnd page={search.page} lastPage={lastPage} onLastPage={() => setSearch({ page: lastPage })} />
      ) : (
        <EmptyList name={search.name} onClearSearch={showAll} onCreate={canCreate ? () => setCreating(true) : null} />
      )
  } else {
    list = (
      <Box
        aria-busy={query.isPlaceholderData || undefined}
        className={query.isPlaceholderData ? classes.asking : undefined}
      >
        {refreshFailed ? (
          <Box mb="sm">
            <ErrorState
              compact
              error={query.error}
              title={t`The report templates could not be refreshed.`}
              retrying={query.isFetching}
              onRetry={() => void query.refetch()}
            />
          </Box>
        ) : null}
        <TemplateTable rows={data.list} canUpdate={canUpdate} onAsk={setPending} />
      </Box>
    )
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          <Trans>Report templates</Trans>
        </Title>
        {canCreate ? (
          <Button onClick={() => setCreating(true)}>
            <Trans>New template</Trans>
          </Button>
        ) : null}
      </Group>

      <NameSearch name={search.name} onSearch={(name) => setSearch({ name, page: 1 }, true)} />

      {list}

      {data && data.total > 0 ? (
        <Pager
          totalLabel={<Plural value={data.total} one="# template" other="# templates" />}
          total={data.total}
          page={search.page}
          pageSize={search.page_size}
          onPage={(page) => setSearch({ page })}
          onPageSize={(size) => setSearch({ page_size: size, page: 1 })}
        />
      ) : null}

      <TemplateActionDialogs pending={pending} setPending={setPending} />
      <CreateTemplateModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  )
}

/**
 * The name box: what is typed reaches the URL once typing settles; back/forward put the URL's name back. The URL's
 * name is the typed one trimmed: a space typed at the end stays in the box.
 */
function NameSearch({ name, onSearch }: { name: string; onSearch: (name: string) => void }) {
  const { t } = useLingui()
  const [value, setValue] = useState(name)
  const input = useRef<HTMLInputElement>(null)
  const [shownName, setShownName] = useState(name)
  if (name !== shownName) {
    setShownName(name)
    if (name !== value.trim()) setValue(name)
  }
  const [settled] = useDebouncedValue(value, SEARCH_DEBOUNCE_MS)
  // Only a settled change of the typed text searches; a URL change arrives through `name`.
  const searchSettled = useEffectEvent((text: string) => {
    if (text.trim() !== name.trim()) onSearch(text.trim())
  })
  useEffect(() => searchSettled(settled), [settled])
  return (
    <TextInput
      label={t`Search by name`}
      placeholder={t`Template name`}
      maw={320}
      mb={0}
      value={value}
      maxLength={MAX_NAME}
      onChange={(event) => setValue(event.currentTarget.value)}
      ref={input}
      rightSection={
        value ? (
          <CloseButton
            aria-label={t`Clear search`}
            onClick={() => {
              setValue('')
              // The button goes with the text: the keyboard focus stays in the box.
              input.current?.focus()
            }}
            size="sm"
          />
        ) : null
      }
    />
  )
}

function EmptyList({
  name,
  onClearSearch,
  onCreate,
}: {
  name: string
  onClearSearch: () => void
  onCreate: (() => void) | null
}) {
  return (
    <EmptyState
      title={
        name ? <Trans>No template name contains "{name}".</Trans> : <Trans>There are no report templates yet.</Trans>
      }
      action={
        name ? (
          <Button variant="light" onClick={onClearSearch}>
            <Trans>Show all templates</Trans>
          </Button>
        ) : onCreate ? (
          <Button variant="light" onClick={onCreate}>
            <Trans>New template</Trans>
          </Button>
        ) : undefined
      }
    />
  )
}
