import { useState } from 'react'
import { Button, Center, Loader, Stack, Text } from '@mantine/core'
import { useTimeout } from '@mantine/hooks'
import { Trans, useLingui } from '@lingui/react/macro'
import { RetryingNote } from '@/components/ui/states'

/** How long the spinner spins alone before it says that loading takes long and offers a reload. */
export const SLOW_LOAD_MS = 10_000

/**
 * Shown while the session state is unknown (idle), and on a first load while the page's data comes:
 * it says when a call is being tried again, and a load that takes long says so and offers Reload.
 */
export function FullScreenSpinner() {
  const { t } = useLingui()
  const [slow, setSlow] = useState(false)
  useTimeout(() => setSlow(true), SLOW_LOAD_MS, { autoInvoke: true })
  return (
    <Center h="100dvh" p="md">
      <Stack align="center" gap="md">
        <Center role="status" aria-label={t`Loading`}>
          <Loader />
        </Center>
        <RetryingNote />
        {slow ? (
          <Stack align="center" gap="sm" aria-live="polite">
            <Text ta="center">
              <Trans>Still loading. The connection or the server may be slow.</Trans>
            </Text>
            <Button variant="default" onClick={() => window.location.reload()}>
              <Trans>Reload</Trans>
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </Center>
  )
}

/**
 * The pending options of a route that waits for the session: the spinner at once, and gone as soon
 * as the session is known. It takes over from the page's boot spinner in the same place, so it needs
 * no minimum time on screen (the router's default holds a pending screen for half a second).
 */
export const sessionPending = { pendingComponent: FullScreenSpinner, pendingMs: 0, pendingMinMs: 0 } as const
