import { useLingui } from '@lingui/react/macro'
import { Dialog } from '@/components/ui/dialog'
import type { OwnerKind } from '../api/owners'
import { OwnerPicker } from './owner-picker'

type OwnerSwitchDialogProps = {
  kind: OwnerKind
  templateId: number
  currentId: number | null
  opened: boolean
  onClose: () => void
}

/**
 * The merchant or shop picker in a dialog, the current one marked: picking one switches to it and closes the dialog.
 */
export function OwnerSwitchDialog({ kind, templateId, currentId, opened, onClose }: OwnerSwitchDialogProps) {
  const { t } = useLingui()
  return (
    <Dialog opened={opened} onClose={onClose} title={kind === 'merchant' ? t`Choose a merchant` : t`Choose a shop`}>
      {opened ? <OwnerPicker kind={kind} templateId={templateId} currentId={currentId} onPicked={onClose} /> : null}
    </Dialog>
  )
}
