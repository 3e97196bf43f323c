import Fetch from 'happy-dom/lib/fetch/Fetch.js'

/**
 * What happy-dom logs of a fetch that fails at the network. As a browser does, it logs each one, on
 * Node's own console, where neither the test nor its output's reader can tell an intended failure from
 * a broken test. So:
 *
 * - a failure the test asked for is not printed: the network error MSW raises for a handler that
 *   answers `HttpResponse.error()`, and any failure in a test that called `expectNetworkFailures()`
 *   (an answer cut off mid-body, say). The test asserts what the app made of it;
 * - a fetch the page aborts (its signal) is not printed: a browser logs nothing of it;
 * - a fetch still open when a test file's window closes is aborted, and logged: not printed either, as
 *   a closed page's open requests are nobody's failure;
 * - any other fails the test it happened in (`throwUnexpectedNetworkFailures`, after each test).
 */

let expected = false
const unexpected: Error[] = []

/** The errors happy-dom's fetch reports for a request whose signal had aborted it: the page's own doing. */
const abortedByThePage = new WeakSet<Error>()
type HappyDomFetch = { request: Request; onError: (error: Error) => void }
const fetchPrototype = (Fetch as unknown as { prototype: HappyDomFetch }).prototype
const reportError = fetchPrototype.onError
fetchPrototype.onError = function (this: HappyDomFetch, error: Error) {
  if (this.request.signal.aborted) abortedByThePage.add(error)
  reportError.call(this, error)
}

/** This test makes fetches fail at the network other than by `HttpResponse.error()`: they are its own doing. */
export function expectNetworkFailures(): void {
  expected = true
}

/** MSW's error for a handler's `HttpResponse.error()` holds that answer under a symbol of its own. */
function answeredWithNetworkError(error: Error): boolean {
  return Object.getOwnPropertySymbols(error).some((key) => key.description === 'kErrorResponse')
}

/** Who called, as far up as a console spy or two and happy-dom's fetch. */
function callers(): string {
  const limit = Error.stackTraceLimit
  Error.stackTraceLimit = 20
  try {
    return new Error().stack ?? ''
  } finally {
    Error.stackTraceLimit = limit
  }
}

/**
 * Takes a line that happy-dom's fetch logs on Node's console: true when it was one (kept or reported,
 * never printed), false for any other line.
 */
export function takeFetchFailureLog(args: unknown[]): boolean {
  const [error] = args
  if (args.length !== 1 || !(error instanceof Error)) return false
  if (!/happy-dom[\\/]lib[\\/]fetch[\\/]/.test(callers())) return false
  if (error.name !== 'AbortError' && !abortedByThePage.has(error) && !expected && !answeredWithNetworkError(error))
    unexpected.push(error)
  return true
}

/** After each test: a fetch that failed at the network without the test asking for it fails the test. */
export function throwUnexpectedNetworkFailures(): void {
  expected = false
  const failures = unexpected.splice(0)
  if (failures.length === 0) return
  const list = failures
    .map((error) => `  ${error.name}: ${error.message}${'code' in error ? ` (${String(error.code)})` : ''}`)
    .join('\n')
  throw new Error(
    `A fetch failed at the network without the test asking for it:\n${list}\n` +
      'A test that means it answers HttpResponse.error() or calls expectNetworkFailures() (tests/network-failures.ts).',
  )
}
