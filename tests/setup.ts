import '@testing-library/jest-dom/vitest'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
import { server } from '@/mocks/node'
import { resetDb } from '@/mocks/db'
import { signOut } from '@/mocks/session'
import { clearToastHistory } from '@/lib/toast'

// Two slow cores: give screens time to appear rather than fail on a cold import.
configure({ asyncUtilTimeout: 5000 })

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  resetDb()
  signOut()
  window.localStorage.clear()
  clearToastHistory()
})
afterEach(() => {
  cleanup()
  server.resetHandlers()
})
afterAll(() => server.close())
