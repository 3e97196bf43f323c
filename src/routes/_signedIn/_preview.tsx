import { createFileRoute } from '@tanstack/react-router'
import { requirePermissions } from '@/app/guards'
import { PreviewLayout } from '@/components/layout/layouts'

export const Route = createFileRoute('/_signedIn/_preview')({
  beforeLoad: ({ context }) => requirePermissions(context, ['template.read']),
  component: PreviewLayout,
})
