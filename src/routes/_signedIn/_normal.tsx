import { createFileRoute } from '@tanstack/react-router'
import { NormalLayout } from '@/components/layout/layouts'

export const Route = createFileRoute('/_signedIn/_normal')({
  component: NormalLayout,
})
