import { Modal, type ModalProps } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'

/** A dialog: the UI library's modal, centred, its close button named in the reader's language. */
export function Dialog({ closeButtonProps, ...props }: ModalProps) {
  const { t } = useLingui()
  return <Modal centered {...props} closeButtonProps={{ 'aria-label': t`Close`, ...closeButtonProps }} />
}
