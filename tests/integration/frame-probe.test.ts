import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { http, HttpResponse } from 'msw'
import { server } from '@/mocks/node'
import { POLICY_REPORT_WAIT_MS, probeFrameHost } from '@/features/reports/frames/frame-probe'

const FRAME = 'https://metabase.example.com/embed/dashboard/abc#bordered=true'

/** What the browser does when the page's own Content Security Policy blocks a request. */
function reportPolicyBlock(url: string) {
  const event = Object.assign(new Event('securitypolicyviolation'), { blockedURI: url, effectiveDirective: 'connect-src', violatedDirective: 'connect-src' })
  document.dispatchEvent(event)
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
})

afterEach(() => {
  vi.useRealTimers()
})

describe("a frame host's probe", () => {
  it('counts any answer as reached, an error status too', async () => {
    server.use(http.head('https://metabase.example.com/*', () => new HttpResponse('gone', { status: 502 })))
    await expect(probeFrameHost(FRAME)).resolves.toBe(true)
  })

  it('counts a request that fails at the network as not reached', async () => {
    server.use(http.head('https://metabase.example.com/*', () => HttpResponse.error()))
    const probe = probeFrameHost(FRAME)
    await vi.advanceTimersByTimeAsync(POLICY_REPORT_WAIT_MS)
    await expect(probe).resolves.toBe(false)
  })

  it("does not blame the host for the page's own policy, and stops probing that origin", async () => {
    const blocked = vi.fn(() => HttpResponse.error())
    server.use(http.head('https://blocked.example.com/*', blocked))
    const probe = probeFrameHost('https://blocked.example.com/embed/dashboard/abc')
    await vi.waitFor(() => expect(blocked).toHaveBeenCalledTimes(1))
    reportPolicyBlock('https://blocked.example.com/embed/dashboard/abc')
    await expect(probe).resolves.toBe(true)
    await expect(probeFrameHost('https://blocked.example.com/embed/card/def')).resolves.toBe(true)
    expect(blocked).toHaveBeenCalledTimes(1)
  })
})
