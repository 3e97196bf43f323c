import { setupWorker } from 'msw/browser'
import { BASE_PATH } from '@/lib/env'
import { setDbPersistence, type Persistence } from './db'
import { handlers } from './handlers'
import { setSessionPersistence } from './session'

/**
 * localStorage can refuse (quota, private mode); the demo then keeps running on the in-memory copy and forgets on
 * reload.
 */
function stored(key: string): Persistence {
  return {
    load: () => {
      try {
        return localStorage.getItem(key)
      } catch {
        return null
      }
    },
    save: (value) => {
      try {
        if (value === null) localStorage.removeItem(key)
        else localStorage.setItem(key, value)
      } catch {
        // keep running on the in-memory copy
      }
    },
  }
}

export async function startDemoBackend(): Promise<void> {
  // Every tab runs its own copy of the backend on the same storage, which each answer reads afresh
  // (src/mocks/db.ts, session.ts): two tabs behave as two clients of one server.
  setDbPersistence(stored('demo-db'))
  setSessionPersistence(stored('demo-session'))
  await setupWorker(...handlers).start({
    serviceWorker: { url: `${BASE_PATH}mockServiceWorker.js`, options: { scope: BASE_PATH } },
    onUnhandledFrame: 'bypass',
    quiet: true,
  })
}
