import { useRef, useState } from 'react'
import { Button, type ButtonProps } from '@mantine/core'

/**
 * Runs one action at a time: `run(action)` marks it busy at once and ignores every further call until
 * the action's promise has settled, so a double-click or a second Enter sends one request.
 */
export function useBusy(): [busy: boolean, run: (action: () => unknown) => Promise<void>] {
  const [busy, setBusy] = useState(false)
  const running = useRef(false)
  const run = async (action: () => unknown) => {
    if (running.current) return
    running.current = true
    setBusy(true)
    try {
      await action()
    } catch {
      // The failure has been said where the action failed (its toast or its own message).
    } finally {
      running.current = false
      setBusy(false)
    }
  }
  return [busy, run]
}

type ActionButtonProps = Omit<ButtonProps, 'onClick'> & {
  /** The action, returning the promise of its request: the button is busy until it settles. */
  onClick: () => unknown
}

/**
 * A button that asks the server for something (confirm, publish, save), busy while its request runs. Busy, it is
 * disabled, and the page gives it the keyboard focus back once done (`keepFocusOnThePage`).
 */
export function ActionButton({ onClick, loading = false, ...props }: ActionButtonProps) {
  const [busy, run] = useBusy()
  return <Button {...props} loading={busy || loading} onClick={() => void run(onClick)} />
}
