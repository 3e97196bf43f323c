import { createFileRoute } from '@tanstack/react-router'
import { addCatalog } from '@/i18n'
import { loadStaffCatalog } from '@/features/report-templates/i18n'
import { AdminLayout } from '@/features/shell/admin/admin-layout'

export const Route = createFileRoute('/_signedIn/_admin')({
  // The staff screens' texts, in their own catalog: the screens show once it is added.
  loader: () => addCatalog(loadStaffCatalog),
  component: AdminLayout,
})
