import type { ReactNode } from 'react'
import { Alert, Button, EmptyState as MantineEmptyState, Group, Skeleton, Stack, Text } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { isApiError } from '@/lib/errors'
import { ButtonLink } from './links'
import { ResultImage } from './result-image'

type ErrorStateProps = {
  error: unknown
  onRetry: () => void
  /** What could not be shown; without it, "This could not be loaded". */
  title?: ReactNode
  /** Where to go instead: always offered with a 403 (without it, the report list), beside Retry otherwise. */
  elsewhere?: ReactNode
  retrying?: boolean
  /** One line and its action, to sit inside a form, a card or a dialog. */
  compact?: boolean
}

/**
 * A part of a screen that could not be shown: never a white screen. The notification of the failed
 * call has said why, so this says what is missing and offers a way on: Retry where asking again can
 * help, and for a 403, which asking again cannot mend, a way elsewhere instead.
 */
export function ErrorState({ error, onRetry, title, elsewhere, retrying = false, compact = false }: ErrorStateProps) {
  const forbidden = isApiError(error) && error.status === 403
  const heading = forbidden ? <Trans>You do not have access to this.</Trans> : (title ?? <Trans>This could not be loaded</Trans>)
  const retry = forbidden ? null : (
    <Button size={compact ? 'xs' : 'sm'} variant="default" onClick={onRetry} loading={retrying} style={{ flex: 'none' }}>
      <Trans>Retry</Trans>
    </Button>
  )
  const elsewhereLink =
    elsewhere ??
    (forbidden ? (
      <ButtonLink to="/index/{-$templateId}" params={{ templateId: undefined }} variant="light" size={compact ? 'xs' : 'sm'}>
        <Trans>Go to the report list</Trans>
      </ButtonLink>
    ) : null)
  if (compact) {
    return (
      <Alert color={forbidden ? 'amber' : 'red'} variant="light" role="alert" p="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm">{heading}</Text>
          <Group gap="xs" wrap="nowrap">
            {retry}
            {elsewhereLink}
          </Group>
        </Group>
      </Alert>
    )
  }
  return (
    <MantineEmptyState py="xl" icon={<ResultIllustration status={forbidden ? 403 : 500} />} title={heading} role="alert" data-testid="error-state">
      <MantineEmptyState.Actions>
        {retry}
        {elsewhereLink}
      </MantineEmptyState.Actions>
    </MantineEmptyState>
  )
}

/** A result image (403, 404, 500) at its own size: the library sizes an icon drawn straight in its place to one letter. */
function ResultIllustration({ status }: { status: 403 | 404 | 500 }) {
  return (
    <span>
      <ResultImage status={status} width={180} />
    </span>
  )
}

function EmptyIcon() {
  return (
    <svg width="40" height="40" viewBox="0 0 64 64" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round">
      <rect x="10" y="14" width="44" height="36" rx="6" />
      <path d="M18 26h28M18 34h20M18 42h12" />
    </svg>
  )
}

/** Nothing to show, said plainly, with an optional way on. */
export function EmptyState({ title, description, action }: { title: ReactNode; description?: ReactNode; action?: ReactNode }) {
  return (
    <MantineEmptyState py="xl" withIndicatorBackground icon={<EmptyIcon />} title={title} description={description}>
      {action ? <MantineEmptyState.Actions>{action}</MantineEmptyState.Actions> : null}
    </MantineEmptyState>
  )
}

/** A page-level "this does not exist" inside a layout, with a way back. */
export function MissingState({ title, action }: { title: ReactNode; action: ReactNode }) {
  return (
    <MantineEmptyState py="xl" icon={<ResultIllustration status={404} />} title={title}>
      <MantineEmptyState.Actions>{action}</MantineEmptyState.Actions>
    </MantineEmptyState>
  )
}

/** Rows of placeholders while a list loads. */
export function LoadingRows({ rows = 5, label, height = 36 }: { rows?: number; label: string; height?: number }) {
  return (
    <Stack gap="xs" aria-busy="true" aria-label={label} role="status">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={height} radius="sm" />
      ))}
    </Stack>
  )
}
