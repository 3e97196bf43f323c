import { useEffect, type ReactNode } from 'react'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { showsNotFoundPage } from '@/lib/errors'
import { NotFoundScreen } from '@/components/layout/not-found-screen'
import { ErrorState } from './states'

/**
 * A route's error: a failed call shows what could not be loaded, with a Retry that runs the route's
 * loader again (or, for a 403, a way elsewhere); the header and layout stay. A 404 from the server
 * and anything else the router throws show the 404 screen.
 */
export function RouteError({
  error,
  title,
  elsewhere,
}: ErrorComponentProps & { title?: ReactNode; elsewhere?: ReactNode }) {
  const router = useRouter()
  const queryErrorResetBoundary = useQueryErrorResetBoundary()
  // The screen's queries may read again once the loader has.
  useEffect(() => queryErrorResetBoundary.reset(), [queryErrorResetBoundary])
  if (showsNotFoundPage(error)) return <NotFoundScreen />
  return <ErrorState error={error} title={title} elsewhere={elsewhere} onRetry={() => void router.invalidate()} />
}
