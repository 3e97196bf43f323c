import { useSyncExternalStore } from 'react'
import { toastsLoaded } from '@/lib/toast'
import { LazyBoundary, lazyPart } from './lazy-part'

const ToastContainer = lazyPart(() => import('./notifications').then((module) => module.ToastContainer))

/** The toasts' container; its code loads with the first toast, so a page that shows none never downloads it. */
export function Toaster() {
  const loaded = useSyncExternalStore(toastsLoaded.subscribe, toastsLoaded.get, toastsLoaded.get)
  return loaded ? (
    <LazyBoundary fallback={null}>
      <ToastContainer />
    </LazyBoundary>
  ) : null
}
