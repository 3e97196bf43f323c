import { createFileRoute, Outlet } from '@tanstack/react-router'
import { requireOnline } from '@/app/guards'

export const Route = createFileRoute('/_signedIn')({
  beforeLoad: requireOnline,
  component: Outlet,
})
