import { createFileRoute } from '@tanstack/react-router'
import { pageTitles } from '@/lib/titles'
import { NotFoundPage } from '@/features/shell/components/layouts'

export const Route = createFileRoute('/404')({
  staticData: { title: pageTitles.notFound },
  component: NotFoundPage,
})
