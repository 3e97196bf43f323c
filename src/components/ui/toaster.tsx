import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'
import { whenIdle } from '@/lib/idle'
import { loadToasts, toastsLoaded } from '@/lib/toast'

const ToastContainer = lazy(() => import('./toast-container'))

/**
 * Where toasts show (top centre, at most 5). Its code loads with the first toast, or when the
 * browser is idle after the first screen, so the first load of a page carries none of it.
 */
export function Toaster() {
  const loaded = useSyncExternalStore(toastsLoaded.subscribe, toastsLoaded.get, toastsLoaded.get)
  useEffect(() => {
    if (loaded) return
    const load = () => void loadToasts()
    return whenIdle(load, 5000)
  }, [loaded])
  return loaded ? (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  ) : null
}
