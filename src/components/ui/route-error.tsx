import { useEffect, type ReactNode } from 'react'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { isApiError } from '@/lib/errors'
import { NotFoundScreen } from '@/components/layout/not-found-screen'
import { ErrorState } from './states'

/**
 * A route's error: a failed call shows what went wrong with a Retry that runs the route's loader
 * again (the header and layout stay); anything else the router throws shows the 404 screen.
 */
export function RouteError({ error, title }: ErrorComponentProps & { title?: ReactNode }) {
  const router = useRouter()
  const queryErrorResetBoundary = useQueryErrorResetBoundary()
  // The screen's queries may read again once the loader has.
  useEffect(() => queryErrorResetBoundary.reset(), [queryErrorResetBoundary])
  if (!isApiError(error)) return <NotFoundScreen />
  return <ErrorState error={error} title={title} onRetry={() => void router.invalidate()} />
}
