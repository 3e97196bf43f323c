import '@testing-library/jest-dom/vitest'
import nodeConsole from 'node:console'
import { afterEach, beforeEach, vi } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
import { clearToastHistory } from '@/lib/toast'
import { takeFetchFailureLog, throwUnexpectedNetworkFailures } from './network-failures'

// Dates read the same on every machine: the tests' reader is in UTC.
process.env.TZ = 'UTC'

/** happy-dom lays nothing out: every observed element counts as on screen, so lazy frames load. */
class VisibleIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    const entry = { isIntersecting: true, target, intersectionRatio: 1 } as IntersectionObserverEntry
    queueMicrotask(() => this.callback([entry], this as unknown as IntersectionObserver))
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return []
  }
}
Object.assign(window, { IntersectionObserver: VisibleIntersectionObserver })
// happy-dom has no font loading API; the UI library's autosizing text area listens to it.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() })

// The router warns of every error a route shows; the tests that cause them check what the route shows.
const warn = console.warn.bind(console)
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith('Warning: Error in route match')) return
  warn(...args)
}

// happy-dom logs, on the console it was given (Node's own, not the test's), each frame page it skips
// (turned off in the test settings) and each answer of 300 or more (the frame probe's redirects, and
// errors, as a browser does): the tests check what the screen shows of those. Its fetches that fail at
// the network follow the rules of tests/network-failures.ts.
const nodeError = nodeConsole.error.bind(nodeConsole)
nodeConsole.error = (...args: unknown[]) => {
  if (takeFetchFailureLog(args)) return
  const text = String(args[0])
  if (text.includes('Iframe page loading is disabled') || /^[A-Z]+ \S+ [345]\d\d \(/.test(text)) return
  nodeError(...args)
}

// Two slow cores: give screens time to appear rather than fail on a cold import.
configure({ asyncUtilTimeout: 5000 })

beforeEach(() => {
  window.localStorage.clear()
  window.sessionStorage.clear()
  clearToastHistory()
})
afterEach(() => {
  cleanup()
  // A test that faked the clock leaves the next one the real clock.
  vi.useRealTimers()
  throwUnexpectedNetworkFailures()
})
