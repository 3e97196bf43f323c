import { z } from '@/lib/zod'

/** What one tab tells the portal's other tabs in this browser about the session; anything else heard is ignored. */
const tabMessageSchema = z.union([
  // Whose session ended: a tab signed in as someone else checks its own. A tab of an older release names nobody, and
  // every tab follows it as before.
  z.object({ type: z.enum(['signed-out', 'expired']), userId: z.optional(z.number()) }),
  z.object({ type: z.literal('signed-in'), userId: z.number() }),
  // The user's logout under way: a 401 meanwhile is that logout, not an expiry.
  z.object({ type: z.literal('logging-out'), userId: z.number() }),
  // A template's gate changed for the user (another merchant or shop chosen, its NDA accepted): that template's views
  // refresh in every tab. Named for the first such change; tabs of every release read this name.
  z.object({ type: z.literal('owner-switched'), userId: z.number(), templateId: z.number() }),
])
export type TabMessage = z.infer<typeof tabMessageSchema>

const CHANNEL = 'report-platform:session'
/**
 * When a tab last told the others of a change (epoch ms): kept in the browser's storage for a tab that was not
 * listening yet, its code still loading.
 */
const TOLD_AT = 'report-platform:session-told-at'

/** The portal's other tabs, through a `BroadcastChannel` (every browser the build targets has one). */
export function createTabs() {
  const listeners = new Set<(message: TabMessage) => void>()
  const channel = new BroadcastChannel(CHANNEL)
  channel.addEventListener('message', (event) => {
    const message = tabMessageSchema.safeParse(event.data)
    if (message.success) for (const listener of listeners) listener(message.data)
  })
  return {
    /** Tells every other tab; this one does not hear itself. */
    post: (message: TabMessage) => {
      channel.postMessage(message)
      try {
        localStorage.setItem(TOLD_AT, String(Date.now()))
      } catch {
        // No storage: only the tabs listening now hear of it.
      }
    },
    /** Whether a tab told of a change at `time` or since: one that started listening later did not hear it. */
    toldSince(time: number) {
      try {
        return Number(localStorage.getItem(TOLD_AT)) >= time
      } catch {
        return false
      }
    },
    subscribe(listener: (message: TabMessage) => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
export type Tabs = ReturnType<typeof createTabs>
