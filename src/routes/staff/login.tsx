import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '@/features/session/components/login-page'
import { loginRouteOptions } from '@/features/session/login-route'

export const Route = createFileRoute('/staff/login')({
  ...loginRouteOptions,
  component: () => <LoginPage staff />,
})
