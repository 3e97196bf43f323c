import { Notifications } from '@mantine/notifications'
import '@mantine/notifications/styles.layer.css'
import { tokens } from '@/theme'

/** Where toasts show: top centre, 8 px from the top, at most 5 at once. */
export default function ToastContainer() {
  return <Notifications position="top-center" limit={5} top={tokens.toastTopOffset} autoClose={tokens.toastDurationMs} />
}
