/** What one tab tells the portal's other tabs in this browser about the session. */
export type TabMessage = { type: 'signed-out' } | { type: 'expired' } | { type: 'signed-in'; userId: number }

const CHANNEL = 'report-platform:session'

export type Tabs = {
  /** Tells every other tab; this one does not hear itself. */
  post: (message: TabMessage) => void
  subscribe: (listener: (message: TabMessage) => void) => () => void
}

function isTabMessage(value: unknown): value is TabMessage {
  if (typeof value !== 'object' || value === null) return false
  const { type, userId } = value as { type?: unknown; userId?: unknown }
  return type === 'signed-out' || type === 'expired' || (type === 'signed-in' && typeof userId === 'number')
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
