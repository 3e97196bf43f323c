import { useNotifications } from '@mantine/notifications'
import { lazyPart, WhenUsed } from './lazy-part'

const ToastContainer = lazyPart(() => import('./notifications').then((module) => module.ToastContainer))

/**
 * Its code, off the first page's way: fetched once that page has shown, as the toast most likely to come says the
 * server cannot be reached, when no more code can be fetched either.
 */
export const preloadToasts = () => requestAnimationFrame(() => setTimeout(ToastContainer.preload))

/** Where the toasts show; its code loads after the first page, or with the first toast. */
export function Toaster() {
  const { notifications, queue } = useNotifications()
  // A container whose code could not load is asked for again with the next toast.
  return (
    <WhenUsed used={notifications.length + queue.length}>
      <ToastContainer />
    </WhenUsed>
  )
}
