import { Alert, Button, Group, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { errorToastText } from '@/lib/errors'

/** A failed load, said in the words of SPEC.md section 8, with a way to try again. */
export function LoadError({ title, error, onRetry, retrying = false }: {
  title: string
  error: unknown
  onRetry: () => void
  retrying?: boolean
}) {
  const { i18n } = useLingui()
  const reason = errorToastText(error)
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Group justify="space-between" align="center" wrap="nowrap">
        <Text size="sm">{typeof reason === 'string' ? reason : i18n._(reason)}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry} loading={retrying}>
          <Trans>Retry</Trans>
        </Button>
      </Group>
    </Alert>
  )
}
