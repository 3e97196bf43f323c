import { Notifications } from '@mantine/notifications'
import '@/app/styles/overlays'

export default function ToastContainer() {
  return <Notifications position="top-center" limit={5} />
}
