import { ROUTER_BASEPATH } from '@/lib/env'

const LOGIN_PATHS = ['/login', '/staff/login']
const MAX_LENGTH = 2048

/**
 * The `redirect` search param, honoured only as an in-app path: it starts with one `/` (not `//`,
 * not `/\`), holds no control character or blank, and resolves to the app's own origin. Returns the
 * normalized path + search + hash without the base path, or undefined to drop it.
 */
export function safeRedirect(value: unknown, origin: string = window.location.origin): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return undefined
  if (!value.startsWith('/') || value[1] === '/' || value[1] === '\\') return undefined
  // The URL parser drops tabs and newlines and reads `\` as `/`: refuse them rather than guess.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f\u0080-\u009f\\]/.test(value)) return undefined
  let url: URL
  try {
    url = new URL(value, origin)
  } catch {
    return undefined
  }
  if (url.origin !== origin) return undefined
  let path = url.pathname
  if (path === ROUTER_BASEPATH || path.startsWith(`${ROUTER_BASEPATH}/`))
    path = path.slice(ROUTER_BASEPATH.length) || '/'
  // Dot segments and the base path can collapse to `//host` once normalized: refuse that too.
  if (/^\/[/\\]/.test(path)) return undefined
  if (LOGIN_PATHS.includes(path.replace(/\/$/, ''))) return undefined
  return `${path}${url.search}${url.hash}`
}

/** The absolute address of an in-app path, for the seller site's `next` parameter. */
export function absoluteAppUrl(path: string | undefined, origin: string = window.location.origin): string {
  return `${origin}${ROUTER_BASEPATH}${path ?? '/'}`
}
