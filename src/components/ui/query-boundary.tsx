import { Suspense, type ReactNode } from 'react'
import { QueryErrorResetBoundary } from '@tanstack/react-query'
import { CatchBoundary } from '@tanstack/react-router'
import { ErrorState } from './states'

/**
 * A part of a screen that reads its data with `useSuspenseQuery`: the fallback while it loads, and
 * when it fails an error in its place with a Retry that asks again; the rest of the screen stays.
 */
export function QueryBoundary({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return (
    <QueryErrorResetBoundary>
      {({ reset: resetQueries }) => (
        <CatchBoundary
          getResetKey={() => 'query-boundary'}
          errorComponent={({ error, reset }) => (
            <ErrorState
              error={error}
              onRetry={() => {
                resetQueries()
                reset()
              }}
            />
          )}
        >
          <Suspense fallback={fallback}>{children}</Suspense>
        </CatchBoundary>
      )}
    </QueryErrorResetBoundary>
  )
}
