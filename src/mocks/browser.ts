import { setupWorker } from 'msw/browser'
import { BASE_PATH } from '@/lib/env'
import { setDbPersistence } from './db'
import { handlers } from './handlers'
import { setSessionPersistence } from './session'

const DB_KEY = 'demo-db'
const SESSION_KEY = 'demo-session'

/** localStorage can refuse (quota, private mode); the demo then just forgets on reload. */
function store(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key)
    else localStorage.setItem(key, value)
  } catch {
    // keep running on the in-memory copy
  }
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

export async function startDemoBackend(): Promise<void> {
  const db = { load: () => read(DB_KEY), save: (serialized: string) => store(DB_KEY, serialized) }
  const session = { load: () => read(SESSION_KEY), save: (persona: string | null) => store(SESSION_KEY, persona) }
  // Every tab runs its own copy of the backend on the same storage, which each answer reads afresh
  // (src/mocks/db.ts, session.ts): two tabs behave as two clients of one server.
  setDbPersistence(db)
  setSessionPersistence(session)
  await setupWorker(...handlers).start({
    serviceWorker: { url: `${BASE_PATH}mockServiceWorker.js`, options: { scope: BASE_PATH } },
    onUnhandledFrame: 'bypass',
    quiet: true,
  })
}
