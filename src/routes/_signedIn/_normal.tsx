import { createFileRoute } from '@tanstack/react-router'
import { NormalLayout } from '@/features/shell/components/layouts'

/** The seller screens: the published reports. Every screen and loader below reads the mode from the route context. */
export const Route = createFileRoute('/_signedIn/_normal')({
  beforeLoad: () => ({ preview: false }),
  component: NormalLayout,
})
