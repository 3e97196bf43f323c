import '@/components/ui/later-styles'
import { Notifications } from '@mantine/notifications'
import { tokens } from '@/theme'

/** Where toasts show: top centre, 8 px from the top, at most 5 at once. */
export function ToastContainer() {
  return <Notifications position="top-center" limit={5} top={tokens.toastTopOffset} autoClose={tokens.toastDurationMs} />
}
