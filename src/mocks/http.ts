import { http, HttpResponse, type JsonBodyType, type PathParams } from 'msw'
import type { z } from '@/lib/zod'
import { API_BASE } from '@/lib/env'

/** A message in the portal's two languages; an answer carries the one the caller reads. */
type Said = { en: string; zh: string }
export const said = (en: string, zh: string): Said => ({ en, zh })

/** Thrown by a handler's checks; answered as `{ code: status, msg }` in the caller's language. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly said: Said,
  ) {
    super(said.en)
  }
}

export function ok(data: JsonBodyType) {
  return HttpResponse.json({ code: 0, msg: 'success', data })
}

type Resolver = (context: {
  request: Request
  query: URLSearchParams
  params: PathParams
}) => Response | Promise<Response>

/** Every answer of the demo backend, as it leaves: the tests check each against the contract document. */
export type Answer = { method: 'get' | 'post'; path: string; response: Response }
let observer: ((answer: Answer) => void) | null = null
export function observeAnswers(next: ((answer: Answer) => void) | null): void {
  observer = next
}

/** Route helpers: the path is relative to API_BASE; an ApiError thrown inside becomes its response. */
function route(method: Answer['method']) {
  return (path: string, resolver: Resolver) =>
    http[method](`${API_BASE}${path}`, async ({ request, params }) => {
      let response: Response
      try {
        response = await resolver({ request, query: new URL(request.url).searchParams, params })
      } catch (error) {
        if (!(error instanceof ApiError)) throw error
        // English when `Accept-Language` asks for it, else Chinese (the portal's default).
        const language = /^en\b/i.test(request.headers.get('Accept-Language')?.trim() ?? '') ? 'en' : 'zh'
        response = HttpResponse.json({ code: error.status, msg: error.said[language] }, { status: error.status })
      }
      observer?.({ method, path, response: response.clone() })
      return response
    })
}

export const api = { get: route('get'), post: route('post') }

const positiveInteger = /^[1-9]\d{0,14}$/

/** A query parameter that must be a positive integer; required unless it has a `fallback` for when it is absent. */
export function intParam(query: URLSearchParams, name: string, fallback?: number): number {
  const raw = query.get(name)
  if (raw === null && fallback !== undefined) return fallback
  if (!raw && fallback === undefined) throw new ApiError(400, said(`${name} is required.`, `缺少 ${name}。`))
  if (!positiveInteger.test(raw ?? ''))
    throw new ApiError(400, said(`${name} must be a positive integer.`, `${name} 必须是正整数。`))
  return Number(raw)
}

/** An optional text query parameter; empty counts as absent. */
export function textParam(query: URLSearchParams, name: string): string | null {
  return query.get(name)?.trim() || null
}

/** An optional `true`/`false` query parameter, false when absent. */
export function flagParam(query: URLSearchParams, name: string): boolean {
  const raw = query.get(name)
  if (raw === null || raw === '' || raw === 'false') return false
  if (raw === 'true') return true
  throw new ApiError(400, said(`${name} must be true or false.`, `${name} 只能是 true 或 false。`))
}

const MAX_PAGE_SIZE = 100

/** `page` (default 1) and `page_size` (default 20, at most 100), both positive integers. */
export function pagingParams(query: URLSearchParams) {
  const page = intParam(query, 'page', 1)
  const pageSize = intParam(query, 'page_size', 20)
  if (pageSize > MAX_PAGE_SIZE) {
    throw new ApiError(
      400,
      said(`page_size must be at most ${MAX_PAGE_SIZE}.`, `page_size 不能超过 ${MAX_PAGE_SIZE}。`),
    )
  }
  return { page, pageSize }
}

export function paginate<T>(
  items: readonly T[],
  { page, pageSize }: ReturnType<typeof pagingParams>,
): { list: T[]; total: number } {
  return { list: items.slice((page - 1) * pageSize, page * pageSize), total: items.length }
}

/** The JSON body parsed by a schema; a 400 naming the first bad field otherwise. */
export async function readBody<S extends z.ZodMiniType>(request: Request, schema: S): Promise<z.output<S>> {
  let body: unknown
  try {
    body = await request.json()
  } catch {
    throw new ApiError(400, said('The request body must be JSON.', '请求体必须是 JSON。'))
  }
  const parsed = schema.safeParse(body)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const field = issue?.path.map(String).join('.')
  const reason = issue?.message ?? 'bad value'
  throw new ApiError(
    400,
    field
      ? said(`Invalid ${field}: ${reason}.`, `${field} 无效：${reason}。`)
      : said('Invalid request body.', '请求体无效。'),
  )
}

export const nowSeconds = () => Math.floor(Date.now() / 1000)
