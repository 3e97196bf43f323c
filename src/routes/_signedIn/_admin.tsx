import { createFileRoute } from '@tanstack/react-router'
import { addCatalog } from '@/i18n'
import { loadStaffCatalog } from '@/features/report-templates/i18n'
import { AdminLayout } from '@/features/shell/components/admin-layout'

export const Route = createFileRoute('/_signedIn/_admin')({
  staticData: { texts: loadStaffCatalog },
  // The staff screens' texts load beside their code, before they show: asked for first, since the
  // screens' code comes in many files.
  beforeLoad: () => {
    void addCatalog(loadStaffCatalog)
  },
  loader: () => addCatalog(loadStaffCatalog),
  component: AdminLayout,
})
