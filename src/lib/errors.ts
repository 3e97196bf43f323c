import { notFound } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/**
 * Every failed call becomes one of these: `http` for a non-2xx answer, `network` when no answer
 * came, `invalid` when a 2xx answer did not have the shape the contract (docs/API.md) promises.
 */
export type ApiErrorKind = 'http' | 'network' | 'invalid'

export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly status: number | null
  /** The body's `msg` for people, when the server sent one. */
  readonly serverMessage: string | null

  constructor(kind: ApiErrorKind, options: { status?: number; serverMessage?: string | null; detail?: string }) {
    super(options.detail ?? options.serverMessage ?? kind)
    this.name = 'ApiError'
    this.kind = kind
    this.status = options.status ?? null
    this.serverMessage = options.serverMessage ?? null
  }
}

/**
 * An answer nobody wants any more: what it was asked for changed while it was on its way (another
 * merchant chosen elsewhere). Never shown, never retried: the views already ask for the new one.
 */
export class SupersededError extends Error {
  constructor(reason: string) {
    super(reason)
    this.name = 'SupersededError'
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

export const errorMessages = {
  sessionExpired: msg`Session expired.`,
  notAuthorized: msg`Not Authorized. Please contact administrator for help.`,
  networkError: msg`Network error. Please try again later.`,
  requestException: msg`Request exception. Please try again later.`,
}

/**
 * The toast text of a failed call: a descriptor to translate, or the server's own words.
 * A payload of the wrong shape is not an HTTP error, so it reads as a request exception.
 */
export function errorToastText(error: unknown): MessageDescriptor | string {
  if (!isApiError(error) || error.kind !== 'http') return errorMessages.requestException
  if (error.status === 401) return errorMessages.sessionExpired
  if (error.status === 403) return errorMessages.notAuthorized
  return error.serverMessage ?? errorMessages.networkError
}

/**
 * What went wrong, in words a person reads beside what could not be shown: never the status code,
 * and never the toast's words. Null for a refusal whose reason the server's own `msg` gave.
 */
export function errorProblemText(error: unknown): MessageDescriptor | null {
  if (!isApiError(error)) return null
  if (error.kind === 'network') return problemMessages.unreachable
  if (error.kind === 'invalid') return problemMessages.unreadable
  if (error.status === 403) return problemMessages.noAccess
  if (error.status !== null && error.status >= 500) return problemMessages.serverProblem
  return null
}

const problemMessages = {
  serverProblem: msg`The server had a problem.`,
  unreachable: msg`The server could not be reached.`,
  unreadable: msg`The server's answer could not be read.`,
  noAccess: msg`Your account has no access to it.`,
}

/** Queries retry what may heal by itself: no answer at all, or a 5xx. Never a 4xx or a bad shape. */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return false
  if (error.kind === 'network') return true
  return error.kind === 'http' && error.status !== null && error.status >= 500
}

/**
 * A call whose failure leaves unknown whether the server carried it out: no answer, a 5xx, or an answer that could not
 * be read. What the server holds then is read again, not assumed.
 */
export function mayHaveHappened(error: unknown): boolean {
  return isRetryable(error) || (isApiError(error) && error.kind === 'invalid')
}

/** The server says the thing asked for does not exist (an unknown template or report period). */
export function isNotFoundError(error: unknown): boolean {
  return isApiError(error) && error.status === 404
}

/** What the router's error screens show as the 404 page: a server 404, or anything that is not a failed call. */
export function showsNotFoundPage(error: unknown): boolean {
  return !isApiError(error) || isNotFoundError(error)
}

/**
 * A loader's catch: a 404 from the server is the route's "does not exist" screen (`data` says what), not an error to
 * retry.
 */
export const notFoundOn404 =
  (data?: unknown) =>
  (error: unknown): never => {
    if (isNotFoundError(error)) throw notFound({ data })
    throw error
  }
