import { ofetch } from 'ofetch'
import { z } from './zod'
import { i18n } from '@lingui/core'
import { API_BASE } from './env'
import { ApiError } from './errors'
import { takeEarlyAnswer } from './early-answers'

/**
 * No timeout and no retries of its own: TanStack Query retries queries, and a POST is never sent
 * twice. Every call sends the reader's language (`Accept-Language`), so the server's `msg` comes in it.
 */
const client = ofetch.create({
  baseURL: API_BASE,
  retry: 0,
  credentials: 'same-origin',
  onRequest: ({ options }) => {
    options.headers.set('Accept-Language', i18n.locale || 'zh-CN')
  },
})

type QueryValue = string | number | boolean | null | undefined
export type RequestOptions = {
  method?: 'GET' | 'POST'
  query?: Record<string, QueryValue>
  body?: Record<string, unknown> | FormData
  signal?: AbortSignal
}

const envelopeSchema = z.object({ code: z.number(), msg: z.optional(z.string()) })
const errorBodySchema = z.object({ msg: z.string().check(z.minLength(1)) })

function cleanQuery(query: Record<string, QueryValue> | undefined) {
  if (!query) return undefined
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== null))
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * A file's body and its Content-Disposition header (read by `lib/download.ts`, which only the parts that save files
 * load).
 */
export type FileAnswer = { blob: Blob; disposition: string | null }

type Answer = { kind: 'json'; body: unknown } | { kind: 'file'; file: FileAnswer }

/** A call, or the reading of its answer: no answer, or one cut off, is a network failure. */
async function network<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step()
  } catch (cause) {
    throw new ApiError('network', { detail: cause instanceof Error ? cause.message : 'No answer' })
  }
}

/** A GET's address as the HTML's first script writes it: the early answer it may have asked for already. */
function earlyAnswerOf(path: string, options: RequestOptions): Promise<Response | null> | undefined {
  if ((options.method ?? 'GET') !== 'GET') return undefined
  const query = new URLSearchParams(
    Object.entries(cleanQuery(options.query) ?? {}).map(([name, value]) => [name, String(value)]),
  ).toString()
  return takeEarlyAnswer(`${API_BASE}${path}${query ? `?${query}` : ''}`)
}

async function send(path: string, options: RequestOptions): Promise<Answer> {
  // The body is read once its kind is known: JSON straight as text, a file as a blob. (A JSON answer
  // read as a blob first waits for one more turn of a busy page's main thread.)
  const early = earlyAnswerOf(path, options)
  const response = await network(
    async () =>
      (await early) ??
      client.raw(path, {
        method: options.method ?? 'GET',
        query: cleanQuery(options.query),
        body: options.body,
        signal: options.signal,
        responseType: 'stream',
        ignoreResponseError: true,
      }),
  )
  const contentType = response.headers.get('content-type') ?? ''
  const isJson = /\bjson\b/i.test(contentType)
  if (!response.ok) {
    const body = isJson ? parseJson(await network(() => response.text())) : undefined
    const parsed = z.safeParse(errorBodySchema, body)
    throw new ApiError('http', {
      status: response.status,
      serverMessage: parsed.success ? parsed.data.msg : null,
    })
  }
  if (!isJson) {
    return {
      kind: 'file',
      file: { blob: await network(() => response.blob()), disposition: response.headers.get('content-disposition') },
    }
  }
  const body = parseJson(await network(() => response.text()))
  const envelope = z.safeParse(envelopeSchema, body)
  if (!envelope.success) {
    throw new ApiError('invalid', { detail: `${path}: the answer is not the expected JSON envelope` })
  }
  const { code, msg } = envelope.data
  // A 2xx whose envelope says it failed is that failure, with its message; a code that is an HTTP
  // status (401, 403, ...) counts as that status, as the error codes mirror the HTTP status.
  if (code !== 0) {
    throw new ApiError('http', {
      status: code >= 400 && code <= 599 ? code : response.status,
      serverMessage: msg || null,
    })
  }
  // A success without `data` is a call that answers null; any other call then fails its schema.
  return { kind: 'json', body: body && typeof body === 'object' && 'data' in body ? body.data : undefined }
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

/**
 * The API path of an address the API serves (same origin, under the API base), such as a stored
 * file's `url`; null for any other address.
 */
export function apiPathOf(url: string): string | null {
  let address: URL
  try {
    address = new URL(url, window.location.href)
  } catch {
    return null
  }
  const base = new URL(API_BASE, window.location.href)
  const root = base.pathname.replace(/\/$/, '')
  if (address.origin !== base.origin || !address.pathname.startsWith(`${root}/`)) return null
  return address.pathname.slice(root.length) + address.search
}

export async function apiFileAnswer(path: string, options: RequestOptions = {}): Promise<FileAnswer> {
  const answer = await send(path, options)
  if (answer.kind !== 'file') throw new ApiError('invalid', { detail: `${path}: expected a file` })
  return answer.file
}
