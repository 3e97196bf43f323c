import { createFileRoute } from '@tanstack/react-router'
import { pageTitles } from '@/app/titles'
import { NotFoundScreen } from '@/components/layout/not-found-screen'

export const Route = createFileRoute('/404')({
  staticData: { title: pageTitles.notFound },
  component: NotFoundScreen,
})
