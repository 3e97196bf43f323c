import { useId, useMemo, type ReactNode } from 'react'
import { Alert, Badge, Button, Group, List, Loader, Stack, Text } from '@mantine/core'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { formatDateTime } from '@/lib/format-date'
import type { OwnerScope } from '@/lib/vocabulary'
import { useSessionState } from '@/features/session/session'
import { ownerScopeLabels, periodTypeLabels } from '../labels'
import type { DraftChanged } from '../model/publish-draft'
import type { PublishReview } from '../model/publish-review'
import type { Template } from '../schemas'
import {
  isEmptyDiff,
  templateDiff,
  type Change,
  type ComponentChange,
  type ComponentField,
  type NdaField,
  type TemplateDiff,
} from '../model/template-diff'

/*
 * Every text that comes from the server (names, descriptions, titles, who saved) goes into a message
 * as a React element, never as a string value: Lingui reads tags such as `<0>…</0>` in a string value
 * as the message's own markup, so a name could strike through or hide part of what the diff says.
 */

const fieldLabels: Record<ComponentField, MessageDescriptor> = {
  title: msg`Title`,
  display: msg`Display`,
  placement: msg`Placement`,
  height: msg`Height (px)`,
  element: msg`Dashboard or card`,
  database: msg`Database`,
  sql: msg`SQL query`,
  good_direction: msg`Whether a rise is good`,
}

const ndaFieldLabels: Record<NdaField, MessageDescriptor> = {
  title: msg`NDA title`,
  content: msg`NDA text`,
  attachment: msg`NDA attachment`,
}

/** What an NDA's change means for the viewers. */
const ndaNotes: Record<NonNullable<TemplateDiff['nda']>['kind'], MessageDescriptor> = {
  added: msg`An NDA is added: viewers accept it before they open the reports.`,
  removed: msg`The NDA is removed.`,
  changed: msg`The NDA changes: viewers accept it again.`,
}

/** What the owner scope will mean for the people who read the reports. */
const audienceOf: Record<OwnerScope, MessageDescriptor> = {
  staff: msg`Only staff will see its reports; sellers will not.`,
  merchant: msg`Sellers will see its reports, each with the data of the merchant they choose.`,
  shop: msg`Sellers will see its reports, each with the data of the shop they choose.`,
}

/**
 * At most this many component changes are listed, the rest counted: a comparison of thousands stays quick to draw and
 * to read.
 */
const COMPONENT_CHANGES_LISTED = 50
/** At most this many variable changes are listed per component, the rest counted. */
const VARIABLE_CHANGES_LISTED = 12

/**
 * What publishing the draft changes: the saved draft (`preview=true`, with the editor's unsaved
 * changes over it when there are some) against the published version (`preview=false`), as
 * `usePublishReview` read them, shown in a publish confirmation before anything goes live. A change of
 * whose data the reports show, or of their period, comes first, apart.
 */
export function PublishDiff({ review, unsavedChanges = false }: { review: PublishReview; unsavedChanges?: boolean }) {
  const { t } = useLingui()
  const headingId = useId()

  let body
  if (review.state === 'failed') {
    body = (
      <Alert color="red" variant="light" p="xs">
        <Group justify="space-between" gap="xs">
          <Text size="sm">
            <Trans>
              The differences from the published version cannot be shown. Publishing waits until they can be.
            </Trans>
          </Text>
          <Button size="compact-sm" variant="default" onClick={review.retry}>
            <Trans>Retry</Trans>
          </Button>
        </Group>
      </Alert>
    )
  } else if (review.state === 'loading') {
    body = <Loader size="sm" aria-label={t`Comparing the draft with the published version`} />
  } else if (review.published === null) {
    body = (
      <Text size="sm">
        <Trans>This template has never been published: all of the draft is new.</Trans>
      </Text>
    )
  } else {
    body = <Differences published={review.published} draft={review.draft} />
  }

  return (
    <Stack gap={6} role="region" aria-labelledby={headingId}>
      <Text id={headingId} size="sm" fw={600}>
        {unsavedChanges ? <Trans>What changes, your unsaved changes included</Trans> : <Trans>What changes</Trans>}
      </Text>
      {body}
    </Stack>
  )
}

function Differences({ published, draft }: { published: Template; draft: Template }) {
  const diff = useMemo(() => templateDiff(published, draft), [published, draft])
  if (isEmptyDiff(diff)) {
    return (
      <Text size="sm">
        <Trans>The saved draft is the same as the published version.</Trans>
      </Text>
    )
  }
  return (
    <>
      {diff.owner_scope ? <OwnerScopeChange change={diff.owner_scope} /> : null}
      {diff.period_type ? <PeriodChange change={diff.period_type} /> : null}
      <OtherChanges diff={diff} />
    </>
  )
}

/** Whose data the reports show: a change opens them to other people, or closes them, so it stands out. */
function OwnerScopeChange({ change }: { change: Change<OwnerScope> }) {
  const { i18n } = useLingui()
  const from = i18n._(ownerScopeLabels[change.from])
  const to = i18n._(ownerScopeLabels[change.to])
  return (
    <Alert
      color="red"
      variant="light"
      p="xs"
      title={<Trans>This changes who sees the reports</Trans>}
      data-testid="publish-diff-owner-scope"
    >
      <Text size="sm" fw={500}>
        <Trans>
          Owner scope: {from} → {to}
        </Trans>
      </Text>
      <Text size="sm">{i18n._(audienceOf[change.to])}</Text>
    </Alert>
  )
}

function PeriodChange({ change }: { change: Change<Template['period_type']> }) {
  const { i18n } = useLingui()
  const from = i18n._(periodTypeLabels[change.from])
  const to = i18n._(periodTypeLabels[change.to])
  return (
    <Alert
      color="orange"
      variant="light"
      p="xs"
      title={<Trans>This changes the periods the reports cover</Trans>}
      data-testid="publish-diff-period"
    >
      <Text size="sm" fw={500}>
        <Trans>
          Period type: {from} → {to}
        </Trans>
      </Text>
    </Alert>
  )
}

function OtherChanges({ diff }: { diff: TemplateDiff }) {
  const { i18n } = useLingui()
  const listed = diff.components.slice(0, COMPONENT_CHANGES_LISTED)
  const more = diff.components.length - listed.length
  const count = (kind: ComponentChange['kind']) => diff.components.filter((change) => change.kind === kind).length
  const [added, removed, changed] = (['added', 'removed', 'changed'] as const).map((kind) => i18n.number(count(kind)))
  const nda = diff.nda
  if (!diff.template_name && !diff.description && diff.components.length === 0 && !nda) return null
  return (
    <List size="sm" spacing={6} data-testid="publish-diff">
      {diff.template_name ? (
        <List.Item>
          <TextChangeItem label="name" change={diff.template_name} />
        </List.Item>
      ) : null}
      {diff.description ? (
        <List.Item>
          <TextChangeItem label="description" change={diff.description} />
        </List.Item>
      ) : null}
      {more > 0 ? (
        <List.Item data-testid="publish-diff-component-counts">
          <Text span size="sm" fw={500}>
            <Trans>
              Components: {added} added, {removed} removed, {changed} changed
            </Trans>
          </Text>
        </List.Item>
      ) : null}
      {listed.map((change) => (
        <ComponentChangeItem key={`${change.kind}-${change.position}`} change={change} />
      ))}
      {more > 0 ? (
        <List.Item>
          <Plural value={more} one="…and # more component change" other="…and # more component changes" />
        </List.Item>
      ) : null}
      {nda ? (
        <List.Item>
          {i18n._(ndaNotes[nda.kind])}
          {nda.kind === 'changed' && nda.fields.length > 0 ? (
            <Group gap={4} mt={2}>
              {nda.fields.map((field) => (
                <Badge key={field} variant="outline" color="gray" tt="none">
                  {i18n._(ndaFieldLabels[field])}
                </Badge>
              ))}
            </Group>
          ) : null}
        </List.Item>
      ) : null}
    </List>
  )
}

function TextChangeItem({ label, change }: { label: 'name' | 'description'; change: Change<string> }) {
  const from = <>{change.from}</>
  const to = <>{change.to}</>
  return label === 'name' ? (
    <Trans>
      Name: <Was>{from}</Was> → {to}
    </Trans>
  ) : (
    <Trans>
      Description: <Was>{from}</Was> → {to}
    </Trans>
  )
}

/** The text a change replaces, struck through. */
function Was({ children }: { children?: ReactNode }) {
  return (
    <Text span size="sm" td="line-through" c="dimmed">
      {children}
    </Text>
  )
}

function ComponentChangeItem({ change }: { change: ComponentChange }) {
  const { t, i18n } = useLingui()
  const { position } = change
  const title = <>{change.title}</>
  if (change.kind !== 'changed') {
    return (
      <List.Item>
        {change.kind === 'added' ? (
          <Trans>
            Component {position} added: {title}
          </Trans>
        ) : (
          <Trans>
            Component {position} removed: {title}
          </Trans>
        )}
      </List.Item>
    )
  }
  const { fields, variables, moved } = change
  // `t` gives plain text, never read as markup: a variable's name is safe in it.
  const variableBadges = [
    ...(variables?.added.map((name) => ({ key: `+${name}`, color: 'green.8', text: t`Variable ${name} added` })) ?? []),
    ...(variables?.removed.map((name) => ({ key: `-${name}`, color: 'red.8', text: t`Variable ${name} removed` })) ??
      []),
    ...(variables?.changed.map((name) => ({ key: `~${name}`, color: 'gray', text: t`Variable ${name} changed` })) ??
      []),
  ]
  const moreVariables = variableBadges.length - VARIABLE_CHANGES_LISTED
  return (
    <List.Item>
      <Trans>
        Component {position} changed: {title}
      </Trans>
      <Group gap={4} mt={2}>
        {moved ? (
          <Badge variant="outline" color="gray" tt="none">
            {t`Moved from position ${moved.from} to ${moved.to}`}
          </Badge>
        ) : null}
        {fields.map((field) => (
          <Badge key={field} variant="outline" color="gray" tt="none">
            {i18n._(fieldLabels[field])}
          </Badge>
        ))}
        {variableBadges.slice(0, VARIABLE_CHANGES_LISTED).map(({ key, color, text }) => (
          <Badge key={key} variant="outline" color={color} tt="none">
            {text}
          </Badge>
        ))}
        {moreVariables > 0 ? (
          <Badge variant="outline" color="gray" tt="none">
            <Plural value={moreVariables} one="# more variable" other="# more variables" />
          </Badge>
        ) : null}
      </Group>
    </List.Item>
  )
}

/**
 * Who saved the draft after the confirmation showed it (or, `sinceOpened`, after the editor opened what it shows), and
 * when: the comparison shown is of their draft.
 */
export function DraftChangedNotice({ change, sinceOpened = false }: { change: DraftChanged; sinceOpened?: boolean }) {
  const { t, i18n } = useLingui()
  const username = useSessionState().user?.username
  const when = formatDateTime(i18n, change.at)
  const by = <>{change.by}</>
  const who = change.by === null ? t`Someone else` : change.by === username ? t`You` : by
  return (
    <Alert
      color="orange"
      variant="light"
      p="xs"
      title={
        sinceOpened ? t`The draft was saved after you opened it` : t`The draft was saved again after you reviewed it`
      }
      data-testid="publish-draft-changed"
    >
      {sinceOpened ? (
        <Text size="sm">
          <Trans>
            {who} saved the draft at {when}. The comparison below is of that draft, not of what this editor shows.
          </Trans>
        </Text>
      ) : (
        <>
          <Text size="sm">
            {change.by !== null && change.by === username ? (
              <Trans>You saved the draft again at {when}, in another tab or browser. Nothing was published.</Trans>
            ) : change.by !== null ? (
              <Trans>
                {by} saved the draft at {when}. Nothing was published.
              </Trans>
            ) : (
              <Trans>Someone else saved the draft at {when}. Nothing was published.</Trans>
            )}
          </Text>
          <Text size="sm">
            <Trans>The comparison below is of the new draft: check it, then publish again.</Trans>
          </Text>
        </>
      )}
    </Alert>
  )
}
