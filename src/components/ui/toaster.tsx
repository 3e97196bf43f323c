import { lazy, Suspense, useSyncExternalStore } from 'react'
import { toastsLoaded } from '@/lib/toast'

const ToastContainer = lazy(() => import('./notifications'))

/** The toasts' container; its code loads with the first toast, so a page that shows none never downloads it. */
export function Toaster() {
  const loaded = useSyncExternalStore(toastsLoaded.subscribe, toastsLoaded.get, toastsLoaded.get)
  return loaded ? (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  ) : null
}
