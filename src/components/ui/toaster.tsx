import { useNotifications } from '@mantine/notifications'
import { lazyPart, WhenUsed } from './lazy-part'

const ToastContainer = lazyPart(() => import('./notifications').then((module) => module.ToastContainer))

/** Where the toasts show; its code loads with the first toast, so a page that shows none never fetches it. */
export function Toaster() {
  const { notifications, queue } = useNotifications()
  // A container whose code could not load is asked for again with the next toast.
  return (
    <WhenUsed used={notifications.length + queue.length}>
      <ToastContainer />
    </WhenUsed>
  )
}
