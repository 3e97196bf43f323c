import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { http, HttpResponse } from 'msw'
import { server } from '@/mocks/node'
import {
  onFrameBlocks,
  POLICY_REPORT_WAIT_MS,
  probeFrameHost,
  refusesFraming,
} from '@/features/reports/frames/frame-probe'

const FRAME = 'https://metabase.example.com/embed/dashboard/abc#bordered=true'

/** What the browser does when the page's own Content Security Policy blocks a request or a frame. */
function reportPolicyBlock(url: string, directive = 'connect-src') {
  const event = Object.assign(new Event('securitypolicyviolation'), {
    blockedURI: url,
    effectiveDirective: directive,
    violatedDirective: directive,
  })
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
    await expect(probeFrameHost(FRAME)).resolves.toBe('framable')
  })

  it('counts a request that fails at the network as not reached', async () => {
    server.use(http.head('https://metabase.example.com/*', () => HttpResponse.error()))
    const probe = probeFrameHost(FRAME)
    await vi.advanceTimersByTimeAsync(POLICY_REPORT_WAIT_MS)
    await expect(probe).resolves.toBe('unreachable')
  })

  it("does not blame the host for the page's own policy, and stops probing that origin", async () => {
    const blocked = vi.fn(() => HttpResponse.error())
    server.use(http.head('https://blocked.example.com/*', blocked))
    const probe = probeFrameHost('https://blocked.example.com/embed/dashboard/abc')
    await vi.waitFor(() => expect(blocked).toHaveBeenCalledTimes(1))
    reportPolicyBlock('https://blocked.example.com/embed/dashboard/abc')
    await expect(probe).resolves.toBe('answered')
    await expect(probeFrameHost('https://blocked.example.com/embed/card/def')).resolves.toBe('answered')
    expect(blocked).toHaveBeenCalledTimes(1)
  })

  it('tells a redirect (a sign-in page, say) without following it', async () => {
    const signIn = vi.fn(() => new HttpResponse(null, { status: 200 }))
    server.use(
      http.head(
        'https://metabase.example.com/*',
        () => new HttpResponse(null, { status: 302, headers: { location: 'https://sso.example.com/login' } }),
      ),
      http.head('https://sso.example.com/*', signIn),
    )
    await expect(probeFrameHost(FRAME)).resolves.toBe('redirected')
    expect(signIn).not.toHaveBeenCalled()
  })

  it.each([
    ['X-Frame-Options DENY', { 'x-frame-options': 'DENY' }],
    ["frame-ancestors 'none'", { 'content-security-policy': "default-src 'self'; frame-ancestors 'none'" }],
    [
      'frame-ancestors of other sites only',
      { 'content-security-policy': 'frame-ancestors https://portal.example.com https://*.example.org' },
    ],
  ])('tells an answer that forbids framing (%s)', async (_, headers) => {
    server.use(http.head('https://metabase.example.com/*', () => new HttpResponse(null, { status: 200, headers })))
    await expect(probeFrameHost(FRAME)).resolves.toBe('refuses')
  })
})

describe('whether an answer forbids a page to frame it', () => {
  const page = 'https://portal.example.com'
  const frame = 'https://metabase.example.com'
  const refuses = (headers: Record<string, string>, framed = frame, from = page) =>
    refusesFraming(new Headers(headers), from, framed)

  it('reads X-Frame-Options when no policy says frame-ancestors', () => {
    expect(refuses({})).toBe(false)
    expect(refuses({ 'x-frame-options': 'deny' })).toBe(true)
    expect(refuses({ 'x-frame-options': 'SAMEORIGIN' })).toBe(true)
    expect(refuses({ 'x-frame-options': 'SAMEORIGIN' }, page)).toBe(false)
    // Browsers ignore ALLOW-FROM.
    expect(refuses({ 'x-frame-options': `ALLOW-FROM ${page}` })).toBe(false)
  })

  it('takes frame-ancestors over X-Frame-Options, each policy having its say', () => {
    expect(refuses({ 'x-frame-options': 'DENY', 'content-security-policy': `frame-ancestors ${page}` })).toBe(false)
    expect(refuses({ 'content-security-policy': "frame-ancestors 'self'" })).toBe(true)
    expect(refuses({ 'content-security-policy': "frame-ancestors 'self'" }, page)).toBe(false)
    expect(refuses({ 'content-security-policy': 'frame-ancestors *' })).toBe(false)
    expect(refuses({ 'content-security-policy': 'frame-ancestors https:' })).toBe(false)
    expect(refuses({ 'content-security-policy': 'frame-ancestors http:' }, frame, 'http://portal.example.com')).toBe(
      false,
    )
    expect(refuses({ 'content-security-policy': 'frame-ancestors https://*.example.com' })).toBe(false)
    expect(refuses({ 'content-security-policy': 'frame-ancestors portal.example.com:443' })).toBe(false)
    expect(refuses({ 'content-security-policy': 'frame-ancestors https://portal.example.com:8443' })).toBe(true)
    expect(
      refuses(
        { 'content-security-policy': 'frame-ancestors https://portal.example.com:8443' },
        frame,
        'https://portal.example.com:8443',
      ),
    ).toBe(false)
    expect(refuses({ 'content-security-policy': `frame-ancestors *, frame-ancestors 'none'` })).toBe(true)
    expect(refuses({ 'content-security-policy': "script-src 'self'" })).toBe(false)
  })
})

describe("the page policy's refusals of frames", () => {
  it('name the origin refused, those since a given time first, then each new one', () => {
    const seen: string[] = []
    reportPolicyBlock('https://old.example.com/page', 'frame-src')
    const since = performance.now() + 0.001
    vi.advanceTimersByTime(1)
    reportPolicyBlock('https://sso.example.com', 'frame-src')
    const stop = onFrameBlocks(since, (block) => seen.push(block.origin))
    expect(seen).toEqual(['https://sso.example.com'])
    reportPolicyBlock('https://other.example.com/x', 'frame-src')
    reportPolicyBlock('https://api.example.com/x', 'connect-src')
    stop()
    reportPolicyBlock('https://late.example.com/x', 'frame-src')
    expect(seen).toEqual(['https://sso.example.com', 'https://other.example.com'])
  })
})
