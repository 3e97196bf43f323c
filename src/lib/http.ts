import { z } from 'zod/mini'
import { API_BASE } from './env'
import { ApiError } from './errors'
import { filenameFromContentDisposition, type FileResult } from './download'

/*
 * The API client: plain `fetch` to API_BASE with the same-origin cookies. No timeout and no retries
 * of its own: TanStack Query owns retries (STACK.md pitfall 13). URLs, headers, bodies and error
 * messages are the ones the client sent and raised with ofetch.
 */

type QueryValue = string | number | boolean | null | undefined
export type RequestOptions = {
  method?: 'GET' | 'POST'
  query?: Record<string, QueryValue>
  body?: Record<string, unknown> | FormData
  signal?: AbortSignal
}

const envelopeSchema = z.object({ code: z.number(), msg: z.optional(z.string()), data: z.unknown() })
const errorBodySchema = z.object({ msg: z.string().check(z.minLength(1)) })

/**
 * A query value as the query string carries it: `encodeURI`, then `+` for a space and `%2B`, `%23`,
 * `%26`, `%2F` for `+ # & /` (the encoding the client has always sent).
 */
const encodeQueryValue = (text: string) =>
  encodeURI(text)
    .replace(/%7c/gi, '|')
    .replace(/\+/g, '%2B')
    .replace(/%20/gi, '+')
    .replace(/#/g, '%23')
    .replace(/&/g, '%26')
    .replace(/%60/gi, '`')
    .replace(/%5e/gi, '^')
    .replace(/\//g, '%2F')

/** `path` under API_BASE with the query's defined values (`?a=1&b`: an empty text is the bare name). */
function requestUrl(path: string, query: Record<string, QueryValue> | undefined): string {
  const url = `${API_BASE}/${path.replace(/^\.?\//, '')}`
  const search = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => {
      const name = encodeQueryValue(key).replace(/=/g, '%3D')
      const text = String(value)
      return text ? `${name}=${encodeQueryValue(text)}` : name
    })
    .filter(Boolean)
    .join('&')
  return search ? `${url}?${search}` : url
}

/** Statuses whose answer has no body, whatever the server sent. */
const NULL_BODY_STATUSES = [101, 204, 205, 304]

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** ` <message>` of what fetch threw, or nothing. */
function describe(cause: unknown): string {
  const message = (cause as { message?: unknown } | null | undefined)?.message || (cause == null ? '' : String(cause))
  return message ? ` ${String(message)}` : ''
}

type Answer = { kind: 'json'; body: unknown } | { kind: 'file'; file: FileResult }

async function send(path: string, options: RequestOptions): Promise<Answer> {
  const method = options.method ?? 'GET'
  let response: Response
  let blob: Blob
  // Everything up to the body read counts as "no answer", even a URL or body that cannot be encoded.
  try {
    const url = requestUrl(path, options.query)
    const headers = new Headers()
    let body = options.body as BodyInit | undefined
    if (options.body && method === 'POST' && !(options.body instanceof FormData)) {
      body = JSON.stringify(options.body)
      headers.set('content-type', 'application/json')
      headers.set('accept', 'application/json')
    }
    try {
      response = await fetch(url, { method, headers, body, signal: options.signal, credentials: 'same-origin' })
    } catch (cause) {
      throw new Error(`[${method}] ${JSON.stringify(url)}: <no response>${describe(cause)}`, { cause })
    }
    const hasBody = response.body !== null && !NULL_BODY_STATUSES.includes(response.status)
    blob = hasBody ? await response.blob() : new Blob([])
  } catch (cause) {
    throw new ApiError('network', { detail: cause instanceof Error ? cause.message : 'No answer' })
  }
  const contentType = response.headers.get('content-type') ?? ''
  const isJson = /\bjson\b/i.test(contentType)
  if (!response.ok) {
    const body = isJson ? parseJson(await blob.text()) : undefined
    const parsed = z.safeParse(errorBodySchema, body)
    throw new ApiError('http', {
      status: response.status,
      serverMessage: parsed.success ? parsed.data.msg : null,
    })
  }
  if (!isJson) {
    const filename = filenameFromContentDisposition(response.headers.get('content-disposition'))
    return { kind: 'file', file: { blob, filename } }
  }
  const envelope = z.safeParse(envelopeSchema, parseJson(await blob.text()))
  if (!envelope.success) {
    throw new ApiError('invalid', { detail: `${path}: the answer is not the expected JSON envelope` })
  }
  if (envelope.data.code !== 0) {
    throw new ApiError('http', { status: response.status, serverMessage: envelope.data.msg || null })
  }
  return { kind: 'json', body: envelope.data.data }
}

/**
 * Calls the API and parses `data` with the schema: a payload of another shape is an `invalid` error.
 * The schema may be classic `zod` or `zod/mini` (both are `zod/v4/core` schemas).
 */
export async function apiRequest<T extends z.core.$ZodType>(
  schema: T,
  path: string,
  options: RequestOptions = {},
): Promise<z.output<T>> {
  const answer = await send(path, options)
  if (answer.kind === 'file') {
    throw new ApiError('invalid', { detail: `${path}: expected JSON, got a file` })
  }
  const parsed = z.safeParse(schema, answer.body)
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join('.') || 'data'
    throw new ApiError('invalid', { detail: `${path}: unexpected answer at ${where}` })
  }
  return parsed.data
}

/** Calls an endpoint that answers with a file (`{ blob, filename }`). */
export async function apiFile(path: string, options: RequestOptions = {}): Promise<FileResult> {
  const answer = await send(path, options)
  if (answer.kind !== 'file') throw new ApiError('invalid', { detail: `${path}: expected a file` })
  return answer.file
}
