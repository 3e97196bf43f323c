import { createFileRoute } from '@tanstack/react-router'
import { sessionPending } from '@/components/layout/full-screen-spinner'
import { SignedInPending } from '@/features/session/components/server-unreachable'
import { requireOnline } from '@/features/session/guards'

/**
 * Everything behind sign-in: the spinner until the session is known (a page that waits while the server cannot say),
 * then the page or /login.
 */
export const Route = createFileRoute('/_signedIn')({
  beforeLoad: requireOnline,
  ...sessionPending,
  pendingComponent: SignedInPending,
})
