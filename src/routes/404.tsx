import { createFileRoute } from '@tanstack/react-router'
import { pageTitles } from '@/app/titles'
import { StandaloneNotFound } from '@/components/layout/layouts'

export const Route = createFileRoute('/404')({
  staticData: { title: pageTitles.notFound },
  component: StandaloneNotFound,
})
