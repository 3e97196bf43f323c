import { rem } from '@mantine/core'
import '@mantine/core/styles/Notification.layer.css'
import { Notifications } from '@mantine/notifications'
import '@mantine/notifications/styles.layer.css'
import { tokens } from '@/theme'
import classes from './notifications.module.css'

/** Where toasts show: top centre, 8 px from the top, at most 5 at once. */
export function ToastContainer() {
  return (
    <Notifications
      position="top-center"
      limit={5}
      autoClose={tokens.toastDurationMs}
      classNames={{ root: classes.root }}
      style={{ '--toast-top-offset': rem(tokens.toastTopOffset) }}
    />
  )
}
