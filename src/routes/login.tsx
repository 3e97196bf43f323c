import { createFileRoute } from '@tanstack/react-router'
import { sessionPending } from '@/components/layout/full-screen-spinner'
import { pageTitles } from '@/lib/titles'
import { LoginPage } from '@/features/session/components/login-page'
import { leaveLoginWhenOnline, loginSearchSchema } from '@/features/session/login-search'

export const Route = createFileRoute('/login')({
  validateSearch: loginSearchSchema,
  beforeLoad: leaveLoginWhenOnline,
  ...sessionPending,
  staticData: { title: pageTitles.login },
  component: function SellerLogin() {
    return <LoginPage staff={false} search={Route.useSearch()} />
  },
})
