import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import { sessionPending } from '@/components/layout/full-screen-spinner'
import { RouteError } from '@/components/ui/route-error'
import { ServerUnreachablePage } from '@/features/session/components/server-unreachable'
import { requireOnline, SessionUncheckedError } from '@/features/session/guards'

/** Everything behind sign-in: the spinner until the session is known, then the page, /login, or a page that waits for the server. */
export const Route = createFileRoute('/_signedIn')({
  beforeLoad: requireOnline,
  ...sessionPending,
  errorComponent: (props: ErrorComponentProps) => (props.error instanceof SessionUncheckedError ? <ServerUnreachablePage /> : <RouteError {...props} />),
})
