import { useEffect, useEffectEvent, useState } from 'react'
import { Badge, Button, CloseButton, Group, List, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, type ErrorComponentProps } from '@tanstack/react-router'
import { useBusy } from '@/components/ui/action-button'
import { showActionToast } from '@/components/ui/action-toast'
import { Dialog } from '@/components/ui/dialog'
import { ButtonLink } from '@/components/ui/links'
import { Pager, PastTheEnd } from '@/components/ui/pager'
import { RouteError } from '@/components/ui/route-error'
import { EmptyState } from '@/components/ui/states'
import { formatDateTime } from '@/lib/format-date'
import { pageCount } from '@/lib/paging'
import { SEARCH_DEBOUNCE_MS } from '@/lib/timing'
import { showSuccessToast } from '@/lib/toast'
import type { OwnerScope, PublicationStatus } from '@/lib/vocabulary'
import { hasAnyPermission } from '@/features/session/permissions'
import { useSessionState } from '@/features/session/session'
import { templatesQueryOptions } from '../api/get-templates'
import { useToggleTemplateStatus } from '../api/toggle-template-status'
import { usePublishTemplateDraft } from '../model/publish-draft'
import { ownerScopeLabels, statusLabels } from '../labels'
import type { TemplateListSearch } from '../list-search'
import type { MessageDescriptor } from '@lingui/core'
import type { TemplateRow } from '../schemas'
import { ConfirmModal } from './confirm-modal'
import { CreateTemplateModal } from './create-template-modal'
import { usePublishReview } from '../model/publish-review'
import { DraftChangedNotice, PublishDiff } from './publish-diff'
import classes from './template-list.module.css'

const routeApi = getRouteApi('/_signedIn/_admin/template/')

/** Who saved a draft after its publish confirmation showed it, and when. */
type DraftChanged = { by: string | null; at: number }

type PendingAction =
  | { kind: 'status'; row: TemplateRow }
  | { kind: 'publish-draft'; row: TemplateRow; changed: DraftChanged | null }
  | { kind: 'blocked'; row: TemplateRow; problems: MessageDescriptor[] }
  | null

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
  const canUpdate = hasAnyPermission(user, ['template.update'])
  const canCreate = hasAnyPermission(user, ['template.create'])
  const [creating, setCreating] = useState(false)
  const [pending, setPending] = useState<PendingAction>(null)

  const { data } = useSuspenseQuery(templatesQueryOptions({ page: search.page, pageSize: search.page_size, name: search.name }))
  const toggleStatus = useToggleTemplateStatus()
  const publishDraft = usePublishTemplateDraft()

  const setSearch = (next: Partial<TemplateListSearch>, replace = false) => navigate({ search: (previous) => ({ ...previous, ...next }), replace })

  /** Asks for `toStatus`, then says what the server made of it, which may not be what was asked. */
  const setStatus = async (row: TemplateRow, toStatus: PublicationStatus) => {
    setPending(null)
    const name = row.template_name
    const { status, already } = await toggleStatus.mutateAsync({ templateId: row.template_id, toStatus })
    if (already) showSuccessToast(status === 'published' ? t`"${name}" was already published.` : t`"${name}" was already unpublished.`)
    else if (status === toStatus) showSuccessToast(status === 'published' ? t`"${name}" is published.` : t`"${name}" is unpublished.`)
    else {
      // A server that only flips found it already as asked (someone else was first): it is now the opposite.
      // A failure of the way back shows its own notification.
      const setBack = () => void setStatus(row, toStatus).catch(() => undefined)
      if (toStatus === 'unpublished')
        showActionToast(t`"${name}" was already unpublished; it is published again.`, { label: t`Unpublish it`, onClick: setBack })
      else showActionToast(t`"${name}" was already published; it is unpublished again.`, { label: t`Publish it`, onClick: setBack })
    }
  }

  /** Publishes the draft the confirmation showed (`reviewedAt`), or says who saved another since, showing theirs. */
  const publish = async (row: TemplateRow, reviewedAt: number) => {
    const outcome = await publishDraft.mutateAsync({ templateId: row.template_id, reviewedAt })
    if (outcome.kind === 'changed') return setPending({ kind: 'publish-draft', row, changed: { by: outcome.by, at: outcome.at } })
    if (outcome.kind === 'blocked') return setPending({ kind: 'blocked', row, problems: outcome.problems })
    setPending(null)
    showSuccessToast(t`The draft of "${row.template_name}" is published.`)
  }

  const lastPage = pageCount(data.total, search.page_size)

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

      {data.list.length === 0 ? (
        data.total > 0 ? (
          <PastTheEnd page={search.page} lastPage={lastPage} onLastPage={() => setSearch({ page: lastPage })} />
        ) : (
          <EmptyList name={search.name} onClearSearch={() => setSearch({ name: '', page: 1 })} onCreate={canCreate ? () => setCreating(true) : null} />
        )
      ) : (
        <Paper withBorder radius="md" className={classes.frame}>
          <Table verticalSpacing="sm" highlightOnHover className={classes.table}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={64}>
                  <Trans>ID</Trans>
                </Table.Th>
                {[t`Name`, t`Owner scope`, t`Status`, t`Draft`, t`Last update`, t`Actions`].map((heading) => (
                  <Table.Th key={heading}>{heading}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.list.map((row) => (
                <TemplateListRow
                  key={row.template_id}
                  row={row}
                  canUpdate={canUpdate}
                  onToggleStatus={() => setPending({ kind: 'status', row })}
                  onPublishDraft={() => setPending({ kind: 'publish-draft', row, changed: null })}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}

      {data.total > 0 ? (
        <Pager
          totalLabel={<Plural value={data.total} one="# template" other="# templates" />}
          total={data.total}
          page={search.page}
          pageSize={search.page_size}
          onPage={(page) => setSearch({ page })}
          onPageSize={(size) => setSearch({ page_size: size, page: 1 })}
        />
      ) : null}

      <ConfirmModal
        opened={pending?.kind === 'status'}
        title={pending?.row.status === 'published' ? t`Unpublish this template?` : t`Publish this template?`}
        confirmLabel={pending?.row.status === 'published' ? t`Unpublish` : t`Publish`}
        cancelLabel={pending?.row.status === 'published' ? t`Keep published` : undefined}
        color={pending?.row.status === 'published' ? 'red' : undefined}
        onConfirm={() => pending && setStatus(pending.row, pending.row.status === 'published' ? 'unpublished' : 'published')}
        onCancel={() => setPending(null)}
      >
        {pending ? <StatusChange row={pending.row} /> : null}
      </ConfirmModal>
      <Dialog
        opened={pending?.kind === 'publish-draft'}
        onClose={publishDraft.isPending ? () => undefined : () => setPending(null)}
        title={t`Publish the draft?`}
      >
        {pending?.kind === 'publish-draft' ? (
          <PublishDraftQuestion
            row={pending.row}
            changed={pending.changed}
            onConfirm={(reviewedAt) => publish(pending.row, reviewedAt)}
            onCancel={() => setPending(null)}
          />
        ) : null}
      </Dialog>
      <PublishBlocked pending={pending?.kind === 'blocked' ? pending : null} onClose={() => setPending(null)} />
      <CreateTemplateModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  )
}

/** Who sees a template's reports: its staff, or the sellers. */
const forStaff = (row: TemplateRow) => row.owner_scope === 'staff'

/** What publishing or unpublishing a template changes, and for whom. */
function StatusChange({ row }: { row: TemplateRow }) {
  const name = row.template_name
  if (row.status === 'published') {
    return forStaff(row) ? (
      <Trans>Staff will no longer see "{name}" in their report list.</Trans>
    ) : (
      <Trans>Sellers will no longer see "{name}" in their report list.</Trans>
    )
  }
  return forStaff(row) ? (
    <Trans>Staff will see the published version of "{name}" in their report list.</Trans>
  ) : (
    <Trans>Sellers who may view "{name}" will see its published version in their report list.</Trans>
  )
}

/**
 * The publish confirmation's content, mounted each time it opens: it reads the draft and the published
 * version again, and publishes the draft it shows (a press, one request) or nothing.
 */
function PublishDraftQuestion({
  row,
  changed,
  onConfirm,
  onCancel,
}: {
  row: TemplateRow
  changed: DraftChanged | null
  onConfirm: (reviewedAt: number) => unknown
  onCancel: () => void
}) {
  const [busy, run] = useBusy()
  const { review, reviewedAt } = usePublishReview(row.template_id)
  // Whom it is for once published: the draft's owner scope, which may not be the published version's.
  const ownerScope = review.state === 'shown' ? review.draft.owner_scope : row.owner_scope
  return (
    <Stack gap="lg">
      {changed ? <DraftChangedNotice change={changed} /> : null}
      <Text size="sm">
        <DraftChange name={row.template_name} ownerScope={ownerScope} />
      </Text>
      <PublishDiff review={review} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={() => reviewedAt !== null && void run(() => onConfirm(reviewedAt))} loading={busy} disabled={reviewedAt === null}>
          <Trans>Publish draft</Trans>
        </Button>
      </Group>
    </Stack>
  )
}

/** What publishing a template's draft changes, and for whom. */
function DraftChange({ name, ownerScope }: { name: string; ownerScope: OwnerScope }) {
  return ownerScope === 'staff' ? (
    <Trans>The draft of "{name}" replaces its published version. Staff see the change at once if the template is published.</Trans>
  ) : (
    <Trans>The draft of "{name}" replaces its published version. Sellers see the change at once if the template is published.</Trans>
  )
}

/** The draft was not published: what blocks it, and the way into its editor to fix it. */
function PublishBlocked({ pending, onClose }: { pending: { row: TemplateRow; problems: MessageDescriptor[] } | null; onClose: () => void }) {
  const { t, i18n } = useLingui()
  return (
    <Dialog opened={pending !== null} onClose={onClose} title={t`The draft cannot be published yet`}>
      {pending ? (
        <Stack gap="lg">
          <List size="sm" spacing={4} data-testid="publish-problems">
            {pending.problems.map((problem, index) => (
              <List.Item key={index}>{i18n._(problem)}</List.Item>
            ))}
          </List>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
            <ButtonLink to="/template/$templateId" params={{ templateId: pending.row.template_id }}>
              <Trans>Fix it in the editor</Trans>
            </ButtonLink>
          </Group>
        </Stack>
      ) : null}
    </Dialog>
  )
}

function TemplateListRow({
  row,
  canUpdate,
  onToggleStatus,
  onPublishDraft,
}: {
  row: TemplateRow
  canUpdate: boolean
  onToggleStatus: () => void
  onPublishDraft: () => void
}) {
  const { i18n, t } = useLingui()
  const published = row.status === 'published'
  return (
    <Table.Tr>
      <Table.Td className={classes.id}>{row.template_id}</Table.Td>
      <Table.Td className={classes.name}>
        <Text size="sm" fw={500}>
          {row.template_name}
        </Text>
      </Table.Td>
      <Table.Td data-label={t`Owner scope`}>{i18n._(ownerScopeLabels[row.owner_scope])}</Table.Td>
      <Table.Td data-label={t`Status`}>
        <Badge color={published ? 'green' : 'gray'} variant="light" tt="none" miw="max-content">
          {i18n._(statusLabels[row.status])}
        </Badge>
      </Table.Td>
      <Table.Td data-label={t`Draft`}>
        {row.has_draft ? (
          <Badge color="amber" variant="light" tt="none" miw="max-content">
            <Trans>Draft not yet published</Trans>
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>None</Trans>
          </Text>
        )}
      </Table.Td>
      <Table.Td data-label={t`Last update`}>
        <div>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(i18n, row.updated_at)}
          </Text>
          <Text size="xs" c="dimmed">
            {t`by ${row.updated_by}`}
          </Text>
        </div>
      </Table.Td>
      <Table.Td className={classes.actions}>
        <Group gap={4} wrap="nowrap" className={classes.actionGroup}>
          <ButtonLink to="/preview/$templateId" params={{ templateId: row.template_id }} size="compact-sm" variant="subtle">
            <Trans>Preview</Trans>
          </ButtonLink>
          {canUpdate ? (
            <>
              <ButtonLink to="/template/$templateId" params={{ templateId: row.template_id }} size="compact-sm" variant="subtle">
                <Trans>Edit</Trans>
              </ButtonLink>
              <Button size="compact-sm" variant="subtle" color={published ? 'red' : 'green'} onClick={onToggleStatus}>
                {published ? t`Unpublish` : t`Publish`}
              </Button>
              {row.has_draft ? (
                <Button size="compact-sm" variant="subtle" color="orange.8" onClick={onPublishDraft}>
                  <Trans>Publish draft</Trans>
                </Button>
              ) : null}
            </>
          ) : null}
        </Group>
      </Table.Td>
    </Table.Tr>
  )
}

/** The name box: what is typed reaches the URL once typing settles; back/forward put the URL's name back. */
function NameSearch({ name, onSearch }: { name: string; onSearch: (name: string) => void }) {
  const { t } = useLingui()
  const [value, setValue] = useState(name)
  const [shownName, setShownName] = useState(name)
  if (name !== shownName) {
    setShownName(name)
    setValue(name)
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
      onChange={(event) => setValue(event.currentTarget.value)}
      rightSection={value ? <CloseButton aria-label={t`Clear search`} onClick={() => setValue('')} size="sm" /> : null}
    />
  )
}

function EmptyList({ name, onClearSearch, onCreate }: { name: string; onClearSearch: () => void; onCreate: (() => void) | null }) {
  return (
    <EmptyState
      title={name ? <Trans>No template name contains "{name}".</Trans> : <Trans>There are no report templates yet.</Trans>}
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
