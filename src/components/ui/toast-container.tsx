import { Notifications } from '@mantine/notifications'
import { MantineScope } from '@/app/mantine-scope'
import '@/app/styles/overlays'

export default function ToastContainer() {
  return (
    <MantineScope>
      <Notifications position="top-center" limit={5} />
    </MantineScope>
  )
}
