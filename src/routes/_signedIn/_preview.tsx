import { createFileRoute } from '@tanstack/react-router'
import { requirePermissions } from '@/features/session/guards'
import { PreviewLayout } from '@/features/shell/components/layouts'

export const Route = createFileRoute('/_signedIn/_preview')({
  beforeLoad: ({ context }) => requirePermissions(context, ['template.read']),
  component: PreviewLayout,
})
