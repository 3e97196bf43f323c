import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { server } from '@/mocks/node'
import { resetDb } from '@/mocks/db'
import { signOut } from '@/mocks/session'
import { observeAnswers } from '@/mocks/http'
import { resetPolicyBlocksForTests } from '@/features/reports/frames/frame-probe'
import { contractViolation } from './contract/answers'
import { stopRenderedApps } from './rendered-apps'

// The integration tests' demo backend (after tests/setup-dom.ts): a fresh store, no session and no refusal of the
// page's policy heard, per test.

// Every answer of the demo backend keeps to the contract document (docs/openapi.json).
const checks: Promise<string | null>[] = []
observeAnswers((answer) => checks.push(contractViolation(answer)))

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
beforeEach(() => {
  // Also here: a failed check after the test before may have skipped it there.
  stopRenderedApps()
  resetDb()
  signOut()
  resetPolicyBlocksForTests()
})
afterEach(async () => {
  stopRenderedApps()
  server.resetHandlers()
  const violations = (await Promise.all(checks.splice(0))).filter((violation) => violation !== null)
  if (violations.length > 0) throw new Error(`The demo backend broke the contract:\n${violations.join('\n')}`)
})
afterAll(() => server.close())
