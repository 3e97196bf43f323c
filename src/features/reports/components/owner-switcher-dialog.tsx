import { Modal } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { OwnerKind } from '../api/owners'
import { OwnerPicker } from './owner-picker'
import '@/app/styles/overlays'
import { MantineScope } from '@/app/mantine-scope'

/** The merchant or shop picker in a dialog, for switching (loaded when first asked for). */
export function OwnerSwitcherDialog({
  kind,
  templateId,
  opened,
  onClose,
}: {
  kind: OwnerKind
  templateId: number
  opened: boolean
  onClose: () => void
}) {
  const { t } = useLingui()
  return (
    <MantineScope>
      <Modal
        opened={opened}
        onClose={onClose}
        title={kind === 'merchant' ? t`Choose a merchant` : t`Choose a shop`}
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <OwnerPicker kind={kind} templateId={templateId} onPicked={onClose} />
      </Modal>
    </MantineScope>
  )
}
