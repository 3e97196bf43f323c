import { useLingui } from '@lingui/react/macro'
import { Dialog } from '@/components/ui/dialog'
import type { OwnerKind } from '../api/owners'
import { OwnerPicker } from './owner-picker'

/** The merchant or shop picker in a dialog: picking one switches to it and closes the dialog. */
export function OwnerSwitchDialog({ kind, templateId, opened, onClose }: { kind: OwnerKind; templateId: number; opened: boolean; onClose: () => void }) {
  const { t } = useLingui()
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={kind === 'merchant' ? t`Choose a merchant` : t`Choose a shop`}
    >
      {opened ? <OwnerPicker kind={kind} templateId={templateId} onPicked={onClose} /> : null}
    </Dialog>
  )
}
