import { createFileRoute } from '@tanstack/react-router'
import { NormalLayout } from '@/features/shell/components/layouts'

export const Route = createFileRoute('/_signedIn/_normal')({
  component: NormalLayout,
})
