import type { ReactNode } from 'react'
import { Alert, Button, Center, Group, Skeleton, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { errorToastText, isApiError } from '@/lib/errors'
import { ResultImage } from './result-images'

/** What went wrong, in the user's words: the server's message when it sent one, else the generic text. */
export function useErrorText(error: unknown): string {
  const { i18n, t } = useLingui()
  if (isApiError(error) && error.kind === 'invalid') {
    return t`The server answered with something unexpected. Please try again later.`
  }
  const text = errorToastText(error)
  return typeof text === 'string' ? text : i18n._(text)
}

/** An error in place of data, with a retry: never a white screen. */
export function ErrorState({ error, onRetry, title }: { error: unknown; onRetry: () => void; title?: ReactNode }) {
  const text = useErrorText(error)
  return (
    <Alert color="red" variant="light" title={title ?? <Trans>This could not be loaded</Trans>} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{text}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          <Trans>Retry</Trans>
        </Button>
      </Stack>
    </Alert>
  )
}

/** Nothing to show, said plainly, with an optional way on. */
export function EmptyState({ title, description, action }: { title: ReactNode; description?: ReactNode; action?: ReactNode }) {
  return (
    <Center py="xl">
      <Stack align="center" gap="xs" maw={440} ta="center">
        <svg width="64" height="64" viewBox="0 0 64 64" aria-hidden="true">
          <rect x="10" y="14" width="44" height="36" rx="6" fill="#f1f3f5" stroke="#ced4da" strokeWidth="2" />
          <path d="M18 26h28M18 34h20M18 42h12" stroke="#ced4da" strokeWidth="3" strokeLinecap="round" />
        </svg>
        <Text fw={600}>{title}</Text>
        {description ? (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        ) : null}
        {action ? <Group mt="xs">{action}</Group> : null}
      </Stack>
    </Center>
  )
}

/** A page-level "this does not exist" inside a layout, with a way back. */
export function MissingState({ title, action }: { title: ReactNode; action: ReactNode }) {
  return (
    <Center py="xl">
      <Stack align="center" gap="md" maw={440} ta="center">
        <ResultImage status={404} width={200} />
        <Text fw={600}>{title}</Text>
        {action}
      </Stack>
    </Center>
  )
}

export function LoadingRows({ rows = 5, label }: { rows?: number; label: string }) {
  return (
    <Stack gap="xs" aria-busy="true" aria-label={label} role="status">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={36} radius="sm" />
      ))}
    </Stack>
  )
}

export function isNotFoundError(error: unknown): boolean {
  return isApiError(error) && error.status === 404
}
