import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'
import { CatchBoundary } from '@tanstack/react-router'

/**
 * A component whose code loads when it is first shown. If the code cannot load (no connection, or a
 * page open from before a new release whose files are gone), the next time it is shown tries again.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const attempt = () =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        current = lazy(attempt)
        throw error
      },
    )
  let current = lazy(attempt)
  function LazyPart(props: P) {
    const Current = current
    return <Current {...props} />
  }
  return LazyPart
}

/**
 * Around a `lazyPart`: `fallback` shows while its code loads, and in its place when the code could
 * not load; a new `attempt` (the next time someone uses it) tries again.
 */
export function LazyBoundary({ fallback, attempt = 0, children }: { fallback: ReactNode; attempt?: number; children: ReactNode }) {
  return (
    <CatchBoundary getResetKey={() => attempt} errorComponent={() => fallback}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </CatchBoundary>
  )
}
