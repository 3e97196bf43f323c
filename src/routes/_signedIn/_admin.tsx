import { createFileRoute } from '@tanstack/react-router'
import { addCatalog } from '@/i18n'
import { loadStaffCatalog } from '@/features/report-templates/i18n'
import { AdminLayout } from '@/features/shell/components/admin-layout'

export const Route = createFileRoute('/_signedIn/_admin')({
  // The staff screens' texts: a first page here fetches them at boot with its code (`texts`), and
  // the screens show once they are added.
  staticData: { texts: loadStaffCatalog },
  loader: () => addCatalog(loadStaffCatalog),
  component: AdminLayout,
})
