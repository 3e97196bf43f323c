/**
 * Whether a frame's host could be reached at all.
 *
 * The rule: a frame has failed outright when a request to its address fails at the network level (no
 * connection, a name that does not resolve, a refused connection, a broken TLS handshake). Its `load`
 * event cannot tell: the browser shows its own error page inside the frame and still fires `load`, and
 * a page from another origin cannot be looked into. So each load of a frame goes with a probe, a
 * `no-cors` HEAD request to the same address without cookies: it resolves, with an opaque answer,
 * whenever the host answers (whatever the status), and rejects only when it could not be reached.
 *
 * The probe needs the frame's origin in the page's `connect-src` as well as in `frame-src`. A probe that
 * the page's own Content Security Policy blocks says nothing about the host: the browser reports the
 * block as a `securitypolicyviolation`, the probe then counts as answered, and that origin is not probed
 * again on this page (its frames are judged by `load` and the time limit alone).
 *
 * The same report tells when the policy refuses a frame itself (its origin missing from `frame-src`),
 * which neither `load` nor the probe can: the browser fires `load` for its broken-frame page too.
 */

/** How long a probe that failed waits for the browser to say it was the page's own policy that blocked it. */
export const POLICY_REPORT_WAIT_MS = 150

const blockedOrigins = new Set<string>()
const policyWaiters = new Set<(origin: string) => void>()
/** Origins the page's policy refused as frames (`frame-src`): a page's policy does not change while it is open. */
const blockedFrameOrigins = new Set<string>()
const frameWaiters = new Set<(origin: string) => void>()
let listening = false

/** The origin a frame's page comes from, or null when its address cannot be read. */
export function originOf(url: string): string | null {
  try {
    return new URL(url, window.location.href).origin
  } catch {
    return null
  }
}

function listenForPolicyBlocks(): void {
  if (listening || typeof document === 'undefined') return
  listening = true
  document.addEventListener('securitypolicyviolation', (event) => {
    const directive = event.effectiveDirective || event.violatedDirective
    const origin = originOf(event.blockedURI)
    if (!origin) return
    if (directive.startsWith('frame-src') || directive.startsWith('child-src')) {
      blockedFrameOrigins.add(origin)
      for (const waiter of [...frameWaiters]) waiter(origin)
      return
    }
    if (!directive.startsWith('connect-src') && !directive.startsWith('default-src')) return
    blockedOrigins.add(origin)
    for (const waiter of policyWaiters) waiter(origin)
  })
}

/** Resolves true as soon as the page's policy is reported to block `origin`, false after a short wait. */
function blockedByPolicy(origin: string): Promise<boolean> {
  if (blockedOrigins.has(origin)) return Promise.resolve(true)
  return new Promise((resolve) => {
    const done = (blocked: boolean) => {
      clearTimeout(timer)
      policyWaiters.delete(waiter)
      resolve(blocked)
    }
    const waiter = (blocked: string) => {
      if (blocked === origin) done(true)
    }
    const timer = setTimeout(() => done(false), POLICY_REPORT_WAIT_MS)
    policyWaiters.add(waiter)
  })
}

/** Calls `onBlocked` when the page's policy refuses to load a frame from `origin`; returns the way to stop. */
export function whenFrameBlocked(origin: string, onBlocked: () => void): () => void {
  listenForPolicyBlocks()
  const waiter = (blocked: string) => {
    if (blocked === origin) onBlocked()
  }
  if (blockedFrameOrigins.has(origin)) onBlocked()
  frameWaiters.add(waiter)
  return () => frameWaiters.delete(waiter)
}

/**
 * True when the frame's host answered (or could not be asked), false when it could not be reached.
 * A probe is a single small request: it runs to its end even when its frame has gone meanwhile.
 */
export async function probeFrameHost(src: string): Promise<boolean> {
  const origin = originOf(src)
  if (!origin || typeof fetch === 'undefined') return true
  listenForPolicyBlocks()
  if (blockedOrigins.has(origin)) return true
  try {
    await fetch(src, { method: 'HEAD', mode: 'no-cors', credentials: 'omit', cache: 'no-store', referrerPolicy: 'strict-origin-when-cross-origin' })
    return true
  } catch {
    return blockedByPolicy(origin)
  }
}
