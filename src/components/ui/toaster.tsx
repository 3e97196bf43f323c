import { useState } from 'react'
import { useNotifications } from '@mantine/notifications'
import { LazyBoundary, lazyPart } from './lazy-part'

const ToastContainer = lazyPart(() => import('./notifications').then((module) => module.ToastContainer))

/** Where the toasts show; its code loads with the first toast, so a page that shows none never fetches it. */
export function Toaster() {
  const { notifications, queue } = useNotifications()
  const [wanted, setWanted] = useState(false)
  if (!wanted && notifications.length + queue.length > 0) setWanted(true)
  return wanted ? (
    // A container whose code could not load is asked for again with the next toast.
    <LazyBoundary fallback={null} attempt={notifications.length + queue.length}>
      <ToastContainer />
    </LazyBoundary>
  ) : null
}
