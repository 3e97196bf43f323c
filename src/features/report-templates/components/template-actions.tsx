import { Button, Group, List, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useBusy } from '@/components/ui/action-button'
import { Dialog } from '@/components/ui/dialog'
import { useLast } from '@/lib/use-last'
import { ButtonLink } from '@/components/ui/links'
import { showSuccessToast } from '@/lib/toast'
import type { OwnerScope } from '@/lib/vocabulary'
import { usePublishTemplateDraft, type DraftChanged } from '../model/publish-draft'
import { useSetTemplateStatus } from '../model/set-status'
import { usePublishReview } from '../model/publish-review'
import type { TemplateRow } from '../schemas'
import { ConfirmModal } from './confirm-modal'
import { DraftChangedNotice, PublishDiff } from './publish-diff'

/** An action on a row that asks first (its status, its draft's publish), or what stopped a publish. */
export type TemplateAction =
  | { kind: 'status'; row: TemplateRow }
  | { kind: 'publish-draft'; row: TemplateRow; changed: DraftChanged | null }
  | { kind: 'blocked'; row: TemplateRow; problems: MessageDescriptor[] }

/** The questions of the list's actions (`pending`, the one asked; `setPending`, the next), and what each came to. */
export function TemplateActionDialogs({
  pending,
  setPending,
}: {
  pending: TemplateAction | null
  setPending: (action: TemplateAction | null) => void
}) {
  const { t } = useLingui()
  const setStatus = useSetTemplateStatus()
  const publishDraft = usePublishTemplateDraft()
  // Each dialog keeps its words while it fades out, after the action it asked about is done.
  const status = useLast(pending?.kind === 'status' ? pending : null)
  const draftQuestion = useLast(pending?.kind === 'publish-draft' ? pending : null)
  const blocked = useLast(pending?.kind === 'blocked' ? pending : null)

  /** Publishes the draft the confirmation showed (`reviewedAt`), or says who saved another since, showing theirs. */
  const publish = async (row: TemplateRow, reviewedAt: number) => {
    const outcome = await publishDraft.mutateAsync({ templateId: row.template_id, reviewedAt })
    if (outcome.kind === 'changed') return setPending({ kind: 'publish-draft', row, changed: outcome.changed })
    if (outcome.kind === 'blocked') return setPending({ kind: 'blocked', row, problems: outcome.problems })
    setPending(null)
    showSuccessToast(t`The draft of "${row.template_name}" is published.`)
  }

  return (
    <>
      <ConfirmModal
        opened={pending?.kind === 'status'}
        title={status?.row.status === 'published' ? t`Unpublish this template?` : t`Publish this template?`}
        confirmLabel={status?.row.status === 'published' ? t`Unpublish` : t`Publish`}
        cancelLabel={status?.row.status === 'published' ? t`Keep published` : undefined}
        color={status?.row.status === 'published' ? 'red' : undefined}
        onConfirm={() => {
          if (pending?.kind !== 'status') return
          setPending(null)
          return setStatus(pending.row, pending.row.status === 'published' ? 'unpublished' : 'published')
        }}
        onCancel={() => setPending(null)}
      >
        {status ? <StatusChange row={status.row} /> : null}
      </ConfirmModal>
      <Dialog
        opened={pending?.kind === 'publish-draft'}
        onClose={publishDraft.isPending ? () => undefined : () => setPending(null)}
        title={t`Publish the draft?`}
      >
        {draftQuestion ? (
          <PublishDraftQuestion
            row={draftQuestion.row}
            changed={draftQuestion.changed}
            onConfirm={(reviewedAt) => publish(draftQuestion.row, reviewedAt)}
            onCancel={() => setPending(null)}
          />
        ) : null}
      </Dialog>
      <PublishBlocked pending={blocked ?? null} opened={pending?.kind === 'blocked'} onClose={() => setPending(null)} />
    </>
  )
}

/** What publishing or unpublishing a template changes, and for whom. */
function StatusChange({ row }: { row: TemplateRow }) {
  const name = row.template_name
  // Who sees a template's reports: its staff, or the sellers.
  const forStaff = row.owner_scope === 'staff'
  if (row.status === 'published') {
    return forStaff ? (
      <Trans>Staff will no longer see "{name}" in their report list.</Trans>
    ) : (
      <Trans>Sellers will no longer see "{name}" in their report list.</Trans>
    )
  }
  return forStaff ? (
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
  const { review, reviewedAt } = usePublishReview(row.template_id, changed?.at ?? null)
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
        <Button
          onClick={() => reviewedAt !== null && void run(() => onConfirm(reviewedAt))}
          loading={busy}
          disabled={reviewedAt === null}
        >
          <Trans>Publish draft</Trans>
        </Button>
      </Group>
    </Stack>
  )
}

/** What publishing a template's draft changes, and for whom. */
function DraftChange({ name, ownerScope }: { name: string; ownerScope: OwnerScope }) {
  return ownerScope === 'staff' ? (
    <Trans>
      The draft of "{name}" replaces its published version. Staff see the change at once if the template is published.
    </Trans>
  ) : (
    <Trans>
      The draft of "{name}" replaces its published version. Sellers see the change at once if the template is published.
    </Trans>
  )
}

/** The draft was not published: what blocks it, and the way into its editor to fix it. */
function PublishBlocked({
  pending,
  opened,
  onClose,
}: {
  pending: { row: TemplateRow; problems: MessageDescriptor[] } | null
  opened: boolean
  onClose: () => void
}) {
  const { t, i18n } = useLingui()
  return (
    <Dialog opened={opened} onClose={onClose} title={t`The draft cannot be published yet`}>
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
