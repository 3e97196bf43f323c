import { useState } from 'react'
import { Button, Group, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { lazyPart, WhenUsed } from '@/components/ui/lazy-part'
import { ErrorState } from '@/components/ui/states'
import { firstOwnerPage, ownerListQueryOptions, type OwnerKind } from '../api/owners'
import classes from './owner-picker.module.css'

const OwnerSwitchDialog = lazyPart(() => import('./owner-switch-dialog').then((module) => module.OwnerSwitchDialog))

/**
 * The current merchant or shop, and a way to switch it when there is another to switch to (a shop
 * account bound to its one shop gets none). When the list to switch to could not be loaded, it says
 * so and offers to ask again.
 */
export function OwnerSwitcher({ kind, templateId, current, currentId }: { kind: OwnerKind; templateId: number; current: string; currentId: number | null }) {
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
      {choices.isError && !choices.data ? (
        <ErrorState
          compact
          error={choices.error}
          retrying={choices.isFetching}
          onRetry={() => void choices.refetch()}
          title={kind === 'merchant' ? t`The merchants to switch to could not be loaded` : t`The shops to switch to could not be loaded`}
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
      <WhenUsed used={opened}>
        <OwnerSwitchDialog kind={kind} templateId={templateId} currentId={currentId} opened={opened} onClose={() => setOpened(false)} />
      </WhenUsed>
    </Group>
  )
}
