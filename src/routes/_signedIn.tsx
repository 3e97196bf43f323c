import { createFileRoute } from '@tanstack/react-router'
import { sessionPending } from '@/components/layout/full-screen-spinner'
import { requireOnline } from '@/features/session/guards'

/** Everything behind sign-in: the spinner until the session is known, then the page or /login. */
export const Route = createFileRoute('/_signedIn')({
  beforeLoad: requireOnline,
  ...sessionPending,
})
