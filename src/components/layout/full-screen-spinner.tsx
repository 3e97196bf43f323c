import { Center, Loader, Stack } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { RetryingNote } from '@/components/ui/states'

/** Shown while the session state is unknown (idle), and on a first load while the page's data comes. */
export function FullScreenSpinner() {
  const { t } = useLingui()
  return (
    <Center h="100dvh" role="status" aria-label={t`Loading`}>
      <Stack align="center" gap="md">
        <Loader />
        <RetryingNote />
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
