import { notifications, type NotificationData } from '@mantine/notifications'
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** An identical toast within this window is dropped: one window for the whole page. */
export const TOAST_DEDUPE_MS = 500

const lastShown = new Map<string, number>()
const closeLabel = msg`Close`

// The toasts go to the UI library's notification store; its container (components/ui/toaster.tsx)
// shows them, and loads with the first one.
/** Shows a toast in the portal's frame (border, a Close named in the reader's language); returns its id. */
export function showToast(data: NotificationData): string {
  return notifications.show({ withBorder: true, closeButtonProps: { 'aria-label': i18n._(closeLabel) }, ...data })
}

/** Shows an error toast unless the same text was shown less than 500 ms ago. Returns whether it showed. */
export function showErrorToast(text: string): boolean {
  const now = Date.now()
  const last = lastShown.get(text)
  if (last !== undefined && now - last < TOAST_DEDUPE_MS) return false
  lastShown.set(text, now)
  for (const [key, at] of lastShown) if (now - at >= TOAST_DEDUPE_MS) lastShown.delete(key)
  showToast({ color: 'red', message: text })
  return true
}

export function showSuccessToast(text: string): void {
  showToast({ color: 'green', message: text })
}

/**
 * Forgets which toasts were shown and drops those still showing or queued behind the limit: each test
 * starts as a fresh page, with none.
 */
export function clearToastHistory(): void {
  lastShown.clear()
  notifications.clean()
}
