import { Alert, Button, Card, Divider, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core'
import '@mantine/core/styles/Card.layer.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { env } from '@/lib/env'
import { ProductMark } from '@/components/layout/product-mark'
import { absoluteAppUrl } from '../redirect'
import { demoPersonas, demoSignIn, type DemoPersonaKey } from '../demo'
import type { LoginSearch } from '../login-search'
import { useSession, useSessionState } from '../session'
import { ServerUnreachable, SessionPage } from './server-unreachable'

/**
 * An external sign-in address whose `next` comes back through this page with the remembered place,
 * so that the place is kept only for the user whose session ended here.
 */
function signInHref(base: string, search: LoginSearch): string {
  const url = new URL(base, window.location.href)
  url.searchParams.set(
    'next',
    absoluteAppUrl(search.redirect ? `/login?redirect=${encodeURIComponent(search.redirect)}` : undefined),
  )
  return url.toString()
}

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true">
      <path
        fill="#FFC107"
        d={
          'M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 ' +
          '3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z'
        }
      />
      <path
        fill="#FF3D00"
        d={
          'M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 ' +
          '6.3 14.7z'
        }
      />
      <path
        fill="#4CAF50"
        d={
          'M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 ' +
          '16.2 44 24 44z'
        }
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  )
}

function DemoPersonas() {
  const { t } = useLingui()
  const session = useSession()
  const signIn = useMutation({
    mutationFn: (persona: DemoPersonaKey) => demoSignIn(persona),
    onSuccess: (user) => session.setOnline(user),
  })
  return (
    <Stack gap="xs">
      <Divider label={t`Demo: sign in as`} labelPosition="center" />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        {demoPersonas.map((persona) => (
          <UnstyledButton
            key={persona.key}
            onClick={() => signIn.mutate(persona.key)}
            disabled={signIn.isPending}
            data-persona={persona.key}
            style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, padding: '8px 12px' }}
          >
            <Text size="sm" fw={600}>
              {t(persona.label)}
            </Text>
            <Text size="xs" c="dimmed">
              {t(persona.hint)}
            </Text>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  )
}

/** The staff pages: a sign-in on their way back to one is a staff member's. */
const STAFF_PAGE = /^\/(template|preview)(\/|\?|#|$)/

/**
 * /login and /staff/login: sign in through the seller site, Google for staff, or a demo persona. /login on the way back
 * to a staff page (a staff member's session ended there) is the staff page.
 */
export function LoginPage({ staff: staffPage, search }: { staff: boolean; search: LoginSearch }) {
  const { endedBy } = useSessionState()
  const staff = staffPage || STAFF_PAGE.test(search.redirect ?? '')
  const googleLeads = staff && Boolean(env.staffLoginUrl)
  return (
    <SessionPage maw={460}>
      <Card withBorder shadow="sm" radius="lg" p="xl">
        <Stack gap="lg">
          <Stack gap={6} align="center">
            <ProductMark />
            <Title order={1} size="h3" ta="center">
              {staff ? <Trans>Staff sign-in</Trans> : <Trans>Sign in to read your operations reports</Trans>}
            </Title>
          </Stack>
          {endedBy === 'unreachable' ? <ServerUnreachable /> : null}
          {search.redirect ? (
            <Alert variant="light" color="blue">
              <Trans>Sign in to continue to the page you asked for.</Trans>
            </Alert>
          ) : null}
          {/* Staff sign in with Google: on their page it leads, as the primary button. */}
          {googleLeads && env.staffLoginUrl ? (
            <Button
              component="a"
              href={signInHref(env.staffLoginUrl, search)}
              size="md"
              variant="filled"
              fullWidth
              leftSection={<GoogleMark />}
            >
              <Trans>Sign in with Google</Trans>
            </Button>
          ) : null}
          {env.sellerLoginUrl ? (
            <Button
              component="a"
              href={signInHref(env.sellerLoginUrl, search)}
              size="md"
              variant={googleLeads ? 'default' : 'filled'}
              fullWidth
            >
              <Trans>Sign in through the seller site</Trans>
            </Button>
          ) : null}
          {!env.sellerLoginUrl && !(staff && env.staffLoginUrl) && !env.demo ? (
            <Alert color="amber">
              <Trans>No sign-in address is configured. Set VITE_SELLER_LOGIN_URL.</Trans>
            </Alert>
          ) : null}
          {env.demo ? <DemoPersonas /> : null}
        </Stack>
      </Card>
    </SessionPage>
  )
}
