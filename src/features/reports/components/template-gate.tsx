import { useState, type ReactNode } from 'react'
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { lazyPart, WhenUsed } from '@/components/ui/lazy-part'
import { ErrorState } from '@/components/ui/states'
import { useSessionNotes } from '@/features/session/session'
import { basicInfoQueryOptions } from '../api/get-basic-info'
import { firstOwnerPage, ownerListQueryOptions, type OwnerKind } from '../api/owners'
import { useRefreshTemplate } from '../api/refresh-template'
import type { ReportScope } from '../api/keys'
import { currentOwner, currentOwnerId, ndaPassKey, ndaPending, ownerKind, reportScope } from '../gate'
import { usePreview } from '../report-links'
import type { BasicInfo } from '../schemas'
import classes from './owner-picker.module.css'

// The NDA dialog's code loads only when an NDA is to be accepted, the picker's when an owner is to be chosen.
const NdaDialog = lazyPart(() => import('@/features/nda/components/nda-dialog').then((module) => module.NdaDialog))
const OwnerPicker = lazyPart(() => import('./owner-picker').then((module) => module.OwnerPicker))
const OwnerSwitchDialog = lazyPart(() => import('./owner-switch-dialog').then((module) => module.OwnerSwitchDialog))

type GateProps = {
  templateId: number
  /** Called after the viewer declines the NDA (the report page goes back to the list). */
  onDeclineNda?: () => void
  /** The gate's heading is the page's main one (an h1), on a page with no heading of its own above the gate. */
  mainHeading?: boolean
  /** The page under the gate, with whose answers it shows. */
  children: (info: BasicInfo, scope: ReportScope) => ReactNode
}

/** A declined NDA: the one of this version (the draft a preview shows, or the published one), by its id. */
const declinedKey = (info: BasicInfo, preview: boolean) =>
  `nda-declined:${preview ? 'draft' : 'published'}:${info.template_id}:${info.nda_id}`

/**
 * What must hold before any report call of a template: its NDA is accepted, and for a merchant or
 * shop template a merchant or shop is chosen. Then the children render, under the current owner.
 */
export function TemplateGate({ templateId, onDeclineNda, mainHeading = false, children }: GateProps) {
  const headingOrder = mainHeading ? 1 : 2
  const preview = usePreview()
  const { data: info } = useSuspenseQuery(basicInfoQueryOptions({ templateId, preview }))
  const notes = useSessionNotes()
  const refresh = useRefreshTemplate(templateId)
  const { t } = useLingui()

  if (ndaPending(info, preview, notes)) {
    // A declined NDA is remembered while this user stays signed in in this tab.
    if (notes.noted(declinedKey(info, preview))) {
      return (
        <Paper withBorder p="xl" radius="md">
          <Stack gap="sm" align="flex-start">
            <Title order={headingOrder} size="h4">
              <Trans>The reports of {info.template_name} are confidential</Trans>
            </Title>
            <Text size="sm" c="dimmed">
              <Trans>You declined the non-disclosure agreement, so its reports stay hidden.</Trans>
            </Text>
            <Button onClick={() => notes.forget(declinedKey(info, preview))}>
              <Trans>Read the agreement again</Trans>
            </Button>
          </Stack>
        </Paper>
      )
    }
    return (
      <>
        <Skeleton height={240} animate={false} />
        <WhenUsed used failed={t`The agreement could not be loaded.`}>
          <NdaDialog
            templateId={templateId}
            onAccepted={() => {
              if (preview) notes.note(ndaPassKey(info))
              return refresh()
            }}
            onDecline={() => {
              notes.note(declinedKey(info, preview))
              onDeclineNda?.()
            }}
          />
        </WhenUsed>
      </>
    )
  }

  const kind = ownerKind(info)
  const current = currentOwner(info)
  if (kind && !current) {
    return (
      <Paper withBorder p="lg" radius="md" maw={560}>
        <Stack gap="sm">
          <Title order={headingOrder} size="h4">
            {kind === 'merchant' ? (
              <Trans>Choose a merchant to see its reports</Trans>
            ) : (
              <Trans>Choose a shop to see its reports</Trans>
            )}
          </Title>
          <Text size="sm" c="dimmed">
            {kind === 'merchant' ? (
              <Trans>The reports of {info.template_name} are kept per merchant.</Trans>
            ) : (
              <Trans>The reports of {info.template_name} are kept per shop.</Trans>
            )}
          </Text>
          <WhenUsed used fallback={<Skeleton height={160} />} failed>
            <OwnerPicker kind={kind} templateId={templateId} />
          </WhenUsed>
        </Stack>
      </Paper>
    )
  }

  return (
    <Stack gap="md">
      {kind && current ? (
        <OwnerSwitcher kind={kind} templateId={templateId} current={current} currentId={currentOwnerId(info)} />
      ) : null}
      {children(info, reportScope(info, preview))}
    </Stack>
  )
}

/**
 * The current merchant or shop, and a way to switch it when there is another to switch to (a shop
 * account bound to its one shop gets none). When the list to switch to could not be loaded, it says
 * so and offers to ask again.
 */
function OwnerSwitcher({
  kind,
  templateId,
  current,
  currentId,
}: {
  kind: OwnerKind
  templateId: number
  current: string
  currentId: number | null
}) {
  const { t } = useLingui()
  const [opened, setOpened] = useState(false)
  const choices = useQuery(ownerListQueryOptions(kind, templateId, firstOwnerPage))
  const canSwitch = (choices.data?.total ?? 0) > 1
  // The list to switch to, or the dialog's code.
  const switchFailed =
    kind === 'merchant'
      ? t`The merchants to switch to could not be loaded.`
      : t`The shops to switch to could not be loaded.`
  return (
    <Group gap="xs" wrap="wrap" justify="flex-end" className={classes.owner}>
      <Text size="sm" c="dimmed">
        {kind === 'merchant' ? <Trans>Merchant</Trans> : <Trans>Shop</Trans>}
      </Text>
      <Text size="sm" fw={600} data-testid="current-owner" className={classes.ownerName}>
        {current}
      </Text>
      {choices.isError && !choices.data ? (
        <ErrorState
          compact
          error={choices.error}
          retrying={choices.isFetching}
          onRetry={() => void choices.refetch()}
          title={switchFailed}
        />
      ) : null}
      {canSwitch ? (
        <Button
          size="compact-sm"
          variant="light"
          onPointerEnter={OwnerSwitchDialog.preload}
          onFocus={OwnerSwitchDialog.preload}
          onClick={() => setOpened(true)}
        >
          {kind === 'merchant' ? <Trans>Switch merchant</Trans> : <Trans>Switch shop</Trans>}
        </Button>
      ) : null}
      {/* Each opening is a new use: a dialog whose code could not load is asked for again. */}
      <WhenUsed used={opened} failed={switchFailed}>
        <OwnerSwitchDialog
          kind={kind}
          templateId={templateId}
          currentId={currentId}
          opened={opened}
          onClose={() => setOpened(false)}
        />
      </WhenUsed>
    </Group>
  )
}
