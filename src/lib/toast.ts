import type { NotificationData, notifications } from '@mantine/notifications'
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** An identical toast within this window is dropped. */
export const TOAST_DEDUPE_MS = 500

const lastShown = new Map<string, number>()
const closeLabel = msg`Close`

/*
 * The toast library loads with the first toast: a page that never
 * shows one never pays for it. Toasts asked for meanwhile are shown, in order, once it is there.
 */
type ToastModule = { notifications: typeof notifications }
let toastModule: ToastModule | null = null
let loading: Promise<ToastModule> | null = null
const pending: NotificationData[] = []
const listeners = new Set<() => void>()

/** Loads the toast library (once); shows what waited for it. */
export function loadToasts(): Promise<void> {
  if (!loading) {
    loading = import('@mantine/notifications').then((module) => {
      toastModule = module
      for (const toast of pending.splice(0)) module.notifications.show(toast)
      for (const listener of listeners) listener()
      return module
    })
  }
  return loading.then(() => undefined)
}

/** For <Toaster/>: whether the toast container should be mounted (the library has loaded). */
export const toastsLoaded = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  get: (): boolean => toastModule !== null,
}

function show(color: 'red' | 'green', message: string) {
  // Mantine's own close button, named in the current language.
  const closeButtonProps = { 'aria-label': i18n._(closeLabel) }
  const toast: NotificationData = { color, message, withBorder: true, closeButtonProps }
  if (toastModule) toastModule.notifications.show(toast)
  else {
    pending.push(toast)
    void loadToasts()
  }
}

/** Shows an error toast unless the same text was shown less than 500 ms ago. Returns whether it showed. */
export function showErrorToast(text: string): boolean {
  const now = Date.now()
  const last = lastShown.get(text)
  if (last !== undefined && now - last < TOAST_DEDUPE_MS) return false
  lastShown.set(text, now)
  for (const [key, at] of lastShown) if (now - at >= TOAST_DEDUPE_MS) lastShown.delete(key)
  show('red', text)
  return true
}

export function showSuccessToast(text: string): void {
  show('green', text)
}

/** Forgets which toasts were shown (tests start each case with an empty window). */
export function clearToastHistory(): void {
  lastShown.clear()
}
