import { lazy, Suspense, useSyncExternalStore } from 'react'
import { toastsLoaded } from '@/lib/toast'

const ToastContainer = lazy(() => import('./toast-container'))

/**
 * Where toasts show (top centre, at most 5). Its code loads with the first toast (lib/toast.ts), so
 * a page that shows none never downloads it.
 */
export function Toaster() {
  const loaded = useSyncExternalStore(toastsLoaded.subscribe, toastsLoaded.get, toastsLoaded.get)
  return loaded ? (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  ) : null
}
