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

/**
 * The portal's other tabs: a `BroadcastChannel`, or where a browser has none, a `localStorage` entry
 * whose every change the other tabs hear as a `storage` event.
 */
export function createTabs(): Tabs {
  const listeners = new Set<(message: TabMessage) => void>()
  const hear = (data: unknown) => {
    if (isTabMessage(data)) for (const listener of listeners) listener(data)
  }
  let post: (message: TabMessage) => void
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(CHANNEL)
    channel.addEventListener('message', (event) => hear(event.data))
    post = (message) => channel.postMessage(message)
  } else {
    window.addEventListener('storage', (event) => {
      if (event.key !== CHANNEL || event.newValue === null) return
      try {
        hear(JSON.parse(event.newValue))
      } catch {
        // Not one of ours.
      }
    })
    // A new value every time (the time in it), so that the same message twice is heard twice.
    post = (message) => {
      try {
        window.localStorage.setItem(CHANNEL, JSON.stringify({ ...message, at: Date.now() }))
      } catch {
        // Storage refused: the other tabs learn at their next call (a 401).
      }
    }
  }
  return {
    post,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
