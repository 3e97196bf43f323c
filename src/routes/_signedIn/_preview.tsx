import { createFileRoute } from '@tanstack/react-router'
import { requirePermission } from '@/features/session/guards'
import { PreviewLayout } from '@/features/shell/components/layouts'

/** The same screens on a template's draft, for staff: the route context says so to every screen and loader below. */
export const Route = createFileRoute('/_signedIn/_preview')({
  beforeLoad: ({ context }) => {
    requirePermission(context, 'template.read')
    return { preview: true }
  },
  component: PreviewLayout,
})
