import { useEffect, useState } from 'react'
import { Modal, type ModalProps } from '@mantine/core'
import '@mantine/core/styles/Modal.layer.css'
import { useLingui } from '@lingui/react/macro'
import { focusDropped, focusMainContent } from '@/components/layout/main-content'

/**
 * A dialog: the UI library's modal, centred, its close button named in the reader's language. It
 * gives the keyboard focus back to what opened it when it closes: the library does so for a dialog
 * that opens after it mounted, and this for one that mounts open (its code loaded on first use), or
 * to the page's heading when what opened it can take the focus no more (a Publish that is now off,
 * or gone with its row).
 */
export function Dialog({ closeButtonProps, opened, children, ...props }: ModalProps) {
  const { t } = useLingui()
  const [openedBy] = useState(() => (opened ? document.activeElement : null))
  useEffect(() => {
    if (opened || openedBy === null) return
    // The body is no opener: a button that went busy while it asked gave its focus up.
    const canTakeFocus =
      openedBy instanceof HTMLElement &&
      openedBy !== document.body &&
      openedBy.isConnected &&
      !openedBy.matches(':disabled')
    if (canTakeFocus) openedBy.focus()
    else focusMainContent()
  }, [opened, openedBy])
  return (
    <Modal centered opened={opened} {...props} closeButtonProps={{ 'aria-label': t`Close`, ...closeButtonProps }}>
      {children}
      <FocusKeptOnLeaving />
    </Modal>
  )
}

/**
 * When the dialog's content leaves the page with the focus in it (the library gives it back to what
 * opened the dialog, unless that is gone too), the page's heading takes it, not the document's body.
 */
function FocusKeptOnLeaving() {
  useEffect(
    () => () => {
      if (focusDropped()) focusMainContent()
    },
    [],
  )
  return null
}
