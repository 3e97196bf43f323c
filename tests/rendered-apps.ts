import type { QueryClient } from '@tanstack/react-query'

/** The query clients of the apps the test under way rendered (`renderApp`). */
export const renderedApps = new Set<QueryClient>()

/**
 * Stops what the apps the test rendered still had under way (a call's retries, a refetch), so that none of it
 * answers into the next test: a toast, a request to the demo backend.
 */
export function stopRenderedApps(): void {
  for (const queryClient of renderedApps) {
    void queryClient.cancelQueries()
    queryClient.clear()
    queryClient.getMutationCache().clear()
  }
  renderedApps.clear()
}
