/** What one tab tells the portal's other tabs in this browser about the session. */
export type TabMessage =
  | { type: 'signed-out' }
  | { type: 'expired' }
  | { type: 'signed-in'; userId: number }
  /** The user chose another merchant or shop for a template: that template's views refresh in every tab. */
  | { type: 'owner-switched'; userId: number; templateId: number }

const CHANNEL = 'report-platform:session'

export type Tabs = {
  /** Tells every other tab; this one does not hear itself. */
  post: (message: TabMessage) => void
  subscribe: (listener: (message: TabMessage) => void) => () => void
}

function isTabMessage(value: unknown): value is TabMessage {
  if (typeof value !== 'object' || value === null) return false
  const { type, userId, templateId } = value as { type?: unknown; userId?: unknown; templateId?: unknown }
  if (type === 'signed-out' || type === 'expired') return true
  if (type === 'signed-in') return typeof userId === 'number'
  return type === 'owner-switched' && typeof userId === 'number' && typeof templateId === 'number'
}

/** The portal's other tabs, through a `BroadcastChannel` (every browser the build targets has one). */
export function createTabs(): Tabs {
  const listeners = new Set<(message: TabMessage) => void>()
  const channel = new BroadcastChannel(CHANNEL)
  channel.addEventListener('message', (event) => {
    if (isTabMessage(event.data)) for (const listener of listeners) listener(event.data)
  })
  return {
    post: (message) => channel.postMessage(message),
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
