import type { ReactNode } from 'react'
import { Alert, Button, EmptyState as MantineEmptyState, Group, Skeleton, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { errorToastText, isApiError } from '@/lib/errors'
import { ResultImage } from './result-image'

/** What went wrong, in the user's words: the server's message when it sent one, else the generic text. */
export function useErrorText(error: unknown): string {
  const { i18n, t } = useLingui()
  if (isApiError(error) && error.kind === 'invalid') {
    return t`The server answered with something unexpected. Please try again later.`
  }
  const text = errorToastText(error)
  return typeof text === 'string' ? text : i18n._(text)
}

type ErrorStateProps = {
  error: unknown
  onRetry: () => void
  /** What could not be loaded; without it, "This could not be loaded". */
  title?: ReactNode
  retrying?: boolean
  /** One line (the title, or else the reason) and Retry, to sit inside a form or a card. */
  compact?: boolean
}

/** An error in place of data, with a Retry: never a white screen. */
export function ErrorState({ error, onRetry, title, retrying = false, compact = false }: ErrorStateProps) {
  const text = useErrorText(error)
  const retry = (
    <Button size="xs" variant="white" color="red" onClick={onRetry} loading={retrying} style={{ flex: 'none' }}>
      <Trans>Retry</Trans>
    </Button>
  )
  if (compact) {
    return (
      <Alert color="red" variant="light" role="alert" p="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm">{title ?? text}</Text>
          {retry}
        </Group>
      </Alert>
    )
  }
  return (
    <Alert color="red" variant="light" role="alert" title={title ?? <Trans>This could not be loaded</Trans>}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{text}</Text>
        {retry}
      </Stack>
    </Alert>
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
    <MantineEmptyState py="xl" icon={<ResultImage status={404} width={200} />} title={title}>
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
