import type { ReactNode } from 'react'
import { Center, Group, Stack, Title } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { useInterval, useWindowEvent } from '@mantine/hooks'
import { useMutation } from '@tanstack/react-query'
import { ErrorState } from '@/components/ui/states'
import { FullScreenSpinner } from '@/components/layout/full-screen-spinner'
import { LanguageSwitch } from '@/components/layout/language-switch'
import { MAIN_CONTENT_ID } from '@/components/layout/main-content'
import { ProductMark } from '@/components/layout/product-mark'
import { useSession, useSessionState } from '../session'

/** How often a page whose sign-in could not be checked asks the server again by itself. */
export const SESSION_RECHECK_MS = 15_000

/**
 * The server could not say who is signed in: asks again on Retry, back online, on the tab's focus and
 * every little while. An answer signs the user back in where they are or, a 401, sends them to sign in.
 */
export function ServerUnreachable() {
  const session = useSession()
  const check = useMutation({ mutationFn: () => session.refresh() })
  const retry = () => {
    if (!check.isPending) check.mutate()
  }
  useWindowEvent('online', retry)
  useWindowEvent('focus', retry)
  useInterval(retry, SESSION_RECHECK_MS, { autoInvoke: true })
  return (
    <ErrorState
      compact
      error={null}
      title={<Trans>The server could not be reached, so your sign-in could not be checked.</Trans>}
      onRetry={retry}
      retrying={check.isPending}
    />
  )
}

/**
 * What the signed-in area shows while its page is on its way: the spinner or, while the sign-in
 * cannot be checked (no answer, a 5xx), a page that waits for the server on the same address, which
 * opens once the server answers; only a server that says nobody is signed in leads to sign-in.
 */
export function SignedInPending() {
  const { status, endedBy } = useSessionState()
  if (status !== 'offline' || endedBy !== 'unreachable') return <FullScreenSpinner />
  return (
    <SessionPage maw={520}>
      <Stack gap="xs" align="center">
        <ProductMark />
        <Title order={1} size="h3" ta="center">
          <Trans>Waiting for the server</Trans>
        </Title>
      </Stack>
      <ServerUnreachable />
    </SessionPage>
  )
}

/**
 * A page outside the signed-in layout (signing in, waiting for the server): centred, with the language switch above.
 */
export function SessionPage({ maw, children }: { maw: number; children: ReactNode }) {
  return (
    <Center mih="100dvh" p="md" bg="gray.0" component="main" id={MAIN_CONTENT_ID} tabIndex={-1}>
      <Stack w="100%" maw={maw} gap="md">
        <Group justify="flex-end">
          <LanguageSwitch />
        </Group>
        {children}
      </Stack>
    </Center>
  )
}
