/**
 * What the page can learn about a frame's address without looking into it (docs/frames.md, "When a
 * dashboard counts as loaded"). A frame's `load` fires for the browser's own error pages too, so each
 * load goes with a probe: a `no-cors` HEAD request to the same address, without cookies and without
 * following redirects. It rejects only when the host cannot be reached (no connection, no such name, a
 * refused connection, a broken TLS handshake); it answers with an opaque redirect when the address sends
 * the browser elsewhere (a sign-in page perhaps); from the page's own origin its headers say whether the
 * page may frame it; from another origin, only that the host answered.
 *
 * A probe that the page's own policy blocks (its origin missing from `connect-src`) says nothing of the
 * host: the browser reports it as a `securitypolicyviolation`, the probe counts as answered, and that
 * origin is not probed again. The same reports tell when the policy refuses a frame itself (`frame-src`),
 * which neither `load` nor the probe can; a frame redirected to a refused origin is reported under that
 * origin: the page learns the origin, not which frame it was.
 */

import { originOf } from '@/lib/frame-message'

/** How long a probe that failed waits for the browser to say it was the page's own policy that blocked it. */
export const POLICY_REPORT_WAIT_MS = 150

/**
 * What a probe of a frame's address found: the host could not be reached; the address answers with a
 * redirect; its readable answer forbids this page to frame it, or lets it; the host answered and its
 * answer cannot be read (another origin), or the page's policy blocked the probe.
 */
export type ProbeAnswer = 'unreachable' | 'redirected' | 'refuses' | 'framable' | 'answered'

/** A frame that the page's policy refused (`frame-src`): its origin, and when the browser said so. */
export type FrameBlock = { origin: string; at: number }
/** A frame or, when not `frame`, a request (`connect-src`) that the page's policy refused. */
type PolicyBlock = FrameBlock & { frame: boolean }

/** What the page's policy refused, oldest first: a page's policy does not change while it is open. */
const policyBlocks: PolicyBlock[] = []
const listeners = new Set<(block: PolicyBlock) => void>()
let listening = false

function listenForPolicyBlocks(): void {
  if (listening || typeof document === 'undefined') return
  listening = true
  document.addEventListener('securitypolicyviolation', (event) => {
    const directive = event.effectiveDirective || event.violatedDirective
    const origin = originOf(event.blockedURI)
    const frame = /^(frame|child)-src/.test(directive)
    if (!origin || !(frame || /^(connect|default)-src/.test(directive))) return
    const block = { origin, at: performance.now(), frame }
    policyBlocks.push(block)
    for (const listener of [...listeners]) listener(block)
  })
}

/**
 * Calls `onBlock` for each refusal of the page's policy from now on, and first for each since `since` (a
 * `performance.now()` time); returns the way to stop.
 */
function onPolicyBlocks(since: number, onBlock: (block: PolicyBlock) => void): () => void {
  listenForPolicyBlocks()
  const listener = (block: PolicyBlock) => onBlock(block)
  listeners.add(listener)
  for (const block of policyBlocks.filter((block) => block.at >= since)) onBlock(block)
  return () => listeners.delete(listener)
}

/** The same, for the frames the page's policy refuses. */
export function onFrameBlocks(since: number, onBlock: (block: FrameBlock) => void): () => void {
  return onPolicyBlocks(since, (block) => {
    if (block.frame) onBlock(block)
  })
}

/** Forgets the refusals heard so far: each test starts as a fresh page. */
export function resetPolicyBlocksForTests(): void {
  policyBlocks.length = 0
}

const requestBlocked = (origin: string) => policyBlocks.some((block) => !block.frame && block.origin === origin)

/** Resolves true as soon as the page's policy is reported to block requests to `origin`, false after a short wait. */
function blockedByPolicy(origin: string): Promise<boolean> {
  if (requestBlocked(origin)) return Promise.resolve(true)
  return new Promise((resolve) => {
    const done = (blocked: boolean) => {
      clearTimeout(timer)
      stop()
      resolve(blocked)
    }
    const timer = setTimeout(() => done(false), POLICY_REPORT_WAIT_MS)
    const stop = onPolicyBlocks(Number.POSITIVE_INFINITY, (block) => {
      if (!block.frame && block.origin === origin) done(true)
    })
  })
}

/** The source expressions of the `frame-ancestors` directive of each policy that has one. */
function frameAncestors(policies: string): string[][] {
  return policies
    .split(',')
    .map((policy) =>
      policy
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .find(([name]) => name?.toLowerCase() === 'frame-ancestors'),
    )
    .filter((directive): directive is string[] => directive !== undefined)
    .map(([, ...sources]) => sources.map((source) => source.toLowerCase()))
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' }

/** Whether a CSP source expression lets a page of `page` origin frame a page of `framed` origin. */
function sourceAllows(source: string, page: URL, framed: string): boolean {
  if (source === "'self'") return page.origin === framed
  if (source === '*') return page.protocol === 'http:' || page.protocol === 'https:'
  const scheme = /^([a-z][a-z0-9+.-]*):$/.exec(source)
  if (scheme) return page.protocol === `${scheme[1]}:` || (scheme[1] === 'http' && page.protocol === 'https:')
  const host = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*|(?:\*\.)?[a-z0-9.-]+)(?::(\d+|\*))?(?:\/.*)?$/.exec(source)
  if (!host) return false
  const [, sourceScheme, sourceHost = '', sourcePort] = host
  if (sourceScheme && page.protocol !== `${sourceScheme}:` && !(sourceScheme === 'http' && page.protocol === 'https:'))
    return false
  if (!sourceScheme && page.protocol !== 'http:' && page.protocol !== 'https:') return false
  const hostMatches =
    sourceHost === '*' ||
    (sourceHost.startsWith('*.') ? page.hostname.endsWith(sourceHost.slice(1)) : page.hostname === sourceHost)
  if (!hostMatches) return false
  const pagePort = page.port || DEFAULT_PORTS[page.protocol] || ''
  if (sourcePort === '*') return true
  if (sourcePort) return sourcePort === pagePort
  // No port: the scheme's own, or 443 for an http source that the page's https upgrades.
  return (
    pagePort === DEFAULT_PORTS[sourceScheme ? `${sourceScheme}:` : page.protocol] ||
    (sourceScheme === 'http' && pagePort === '443')
  )
}

/**
 * Whether an answer's headers forbid a page of `pageOrigin` to frame it (an answer from `framedOrigin`):
 * a `frame-ancestors` directive that the page's origin does not match, in any of its policies; else,
 * when no policy has one, `X-Frame-Options` DENY, or SAMEORIGIN with the page of another origin.
 */
export function refusesFraming(headers: Headers, pageOrigin: string, framedOrigin: string): boolean {
  const page = new URL(pageOrigin)
  const ancestors = frameAncestors(headers.get('content-security-policy') ?? '')
  if (ancestors.length > 0)
    return ancestors.some((sources) => !sources.some((source) => sourceAllows(source, page, framedOrigin)))
  const options = (headers.get('x-frame-options') ?? '').split(',').map((value) => value.trim().toLowerCase())
  return options.includes('deny') || (options.includes('sameorigin') && page.origin !== framedOrigin)
}

/**
 * Probes a frame's address (see above). A probe is a single small request: it runs to its end even when
 * its frame has gone meanwhile.
 */
export async function probeFrameHost(src: string): Promise<ProbeAnswer> {
  const origin = originOf(src)
  if (!origin || typeof fetch === 'undefined') return 'answered'
  listenForPolicyBlocks()
  if (requestBlocked(origin)) return 'answered'
  let answer: Response
  try {
    answer = await fetch(src, {
      method: 'HEAD',
      mode: 'no-cors',
      credentials: 'omit',
      cache: 'no-store',
      redirect: 'manual',
      referrerPolicy: 'strict-origin-when-cross-origin',
    })
  } catch {
    return (await blockedByPolicy(origin)) ? 'answered' : 'unreachable'
  }
  // A browser gives an opaque redirect; a runtime without one (the tests' server) the redirect itself.
  if (
    answer.type === 'opaqueredirect' ||
    (answer.status >= 300 && answer.status < 400 && answer.headers.has('location'))
  )
    return 'redirected'
  if (answer.type === 'opaque') return 'answered'
  return refusesFraming(answer.headers, window.location.origin, origin) ? 'refuses' : 'framable'
}
