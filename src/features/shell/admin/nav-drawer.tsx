import { Drawer } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { tokens } from '@/theme'
import { AdminNav } from './admin-nav'

/** The staff screens' navigation on a phone, in a drawer. */
export function NavDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui()
  return (
    <Drawer opened={opened} onClose={onClose} size={tokens.siderWidth + 80} title={t`Navigation`} hiddenFrom="sm" closeButtonProps={{ 'aria-label': t`Close` }}>
      <AdminNav onNavigate={onClose} />
    </Drawer>
  )
}
