/**
 * What the portal reads from a frame's signed address (`embed_url`): when it stops working, and what it
 * shows apart from its signature. Its expiry is an `exp` query parameter (unix seconds), or the `exp`
 * claim of a signed token (a JWT in base64url) in its path or a query value, as in a Metabase embed
 * address (`/embed/dashboard/<token>`).
 */

/** A token's parts: three base64url runs joined by dots, the first one a JSON header (`eyJ` is `{"`). */
const TOKEN = /^eyJ[\w-]*\.[\w-]+\.[\w-]*$/
/** Claims that only say when a token was signed or stops working, not what it shows. */
const TIME_CLAIMS: readonly string[] = ['exp', 'iat', 'nbf']

function base64UrlJson(part: string): unknown {
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=')
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
  return JSON.parse(new TextDecoder().decode(bytes))
}

/** A token's claims, or null when the text is not a readable token. */
function tokenClaims(text: string): Record<string, unknown> | null {
  if (!TOKEN.test(text)) return null
  try {
    const claims = base64UrlJson(text.split('.')[1] ?? '')
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

function parse(src: string): URL | null {
  try {
    return new URL(src, 'http://relative.invalid')
  } catch {
    return null
  }
}

/**
 * When the address stops working, in milliseconds since the epoch: its `exp` parameter, else the
 * earliest `exp` of a token in it; null when it says neither.
 */
export function addressExpiry(src: string): number | null {
  const url = parse(src)
  if (!url) return null
  const exp = Number(url.searchParams.get('exp'))
  if (url.searchParams.has('exp') && Number.isFinite(exp) && exp > 0) return exp * 1000
  // A token may sit in any path segment or query value.
  const expiries = [
    ...url.pathname.split('/').map((segment) => decodeURIComponent(segment)),
    ...url.searchParams.values(),
  ]
    .map((place) => tokenClaims(place)?.exp)
    .filter((value): value is number => typeof value === 'number' && Number.isFinite(value))
  return expiries.length > 0 ? Math.min(...expiries) * 1000 : null
}

function withoutTimes(claims: Record<string, unknown>): string {
  return JSON.stringify(Object.fromEntries(Object.entries(claims).filter(([name]) => !TIME_CLAIMS.includes(name))))
}

/**
 * What the address shows, without when it was signed: no `exp`, and each token replaced by its claims
 * without their times or signature. Two addresses with the same view are re-signed copies of each other.
 */
export function addressView(src: string): string {
  const url = parse(src)
  if (!url) return src
  url.searchParams.delete('exp')
  url.pathname = url.pathname
    .split('/')
    .map((segment) => {
      const claims = tokenClaims(decodeURIComponent(segment))
      return claims ? encodeURIComponent(withoutTimes(claims)) : segment
    })
    .join('/')
  for (const [name, value] of [...url.searchParams]) {
    const claims = tokenClaims(value)
    if (claims) url.searchParams.set(name, withoutTimes(claims))
  }
  url.searchParams.sort()
  return url.toString()
}
