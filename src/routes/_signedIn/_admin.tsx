import { createFileRoute } from '@tanstack/react-router'
import { AdminLayout } from '@/components/layout/layouts'

export const Route = createFileRoute('/_signedIn/_admin')({
  component: AdminLayout,
})
