import { createFileRoute } from '@tanstack/react-router'
import { sessionPending } from '@/components/layout/full-screen-spinner'
import { pageTitles } from '@/lib/titles'
import { LoginPage } from '@/features/session/components/login-page'
import { leaveLoginWhenOnline, loginSearchSchema } from '@/features/session/login-search'

/** The same sign-in page, with the staff's Google sign-in. */
export const Route = createFileRoute('/staff/login')({
  validateSearch: loginSearchSchema,
  beforeLoad: leaveLoginWhenOnline,
  ...sessionPending,
  staticData: { title: pageTitles.login },
  component: function StaffLogin() {
    return <LoginPage staff search={Route.useSearch()} />
  },
})
