import { API_BASE } from './env'

// Answers to API calls asked for before the app's code ran (app/prefetch.ts), handed to the app's
// own identical call the first time it makes it (lib/http.ts).

/** Answers not taken by then are dropped: they were for a first screen that is long gone. */
export const PREFETCH_TTL_MS = 10_000

const answers = new Map<string, Promise<Response>>()

/** A request's identity: its path and its query, in any order. */
function keyOf(url: string): string {
  const parsed = new URL(url, 'http://prefetch.invalid')
  parsed.searchParams.sort()
  return `${parsed.pathname}?${parsed.searchParams.toString()}`
}

/** Asks for `path` now and keeps the answer for the app's first identical call. */
export function prefetch(path: string, query: Record<string, string | number> = {}): Promise<Response> {
  const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]))
  const url = `${API_BASE}${path}${search.size > 0 ? `?${search}` : ''}`
  const key = keyOf(url)
  const answer = fetch(url, { credentials: 'same-origin' })
  answers.set(key, answer)
  // Not taken in time (or the app never asks): forget it, and never report its failure.
  answer.catch(() => undefined)
  setTimeout(() => answers.delete(key), PREFETCH_TTL_MS)
  return answer
}

/**
 * The answer already on its way for this request, once: a GET the prefetch made. Only a successful
 * answer is used; a failed one (a 401 before signing in, a 500, no connection) makes the app ask
 * again itself, so what it sees is never older than its own question.
 */
export function takePrefetched(url: string, init?: RequestInit): Promise<Response> | undefined {
  if ((init?.method ?? 'GET').toUpperCase() !== 'GET' || answers.size === 0) return undefined
  const key = keyOf(url)
  const answer = answers.get(key)
  if (!answer) return undefined
  answers.delete(key)
  return answer.then(
    (response) => (response.ok ? response : fetch(url, init)),
    () => fetch(url, init),
  )
}
