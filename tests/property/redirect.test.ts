import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { safeRedirect } from '@/features/session/redirect'
import { loginSearchSchema } from '@/features/session/login-search'
import { ROUTER_BASEPATH } from '@/lib/env'
import { hostileUrlish } from './arbitraries'

const ORIGIN = 'https://sellers.example.com'

/**
 * The `redirect` rule: whatever the value, what survives is an in-app path that starts with
 * exactly one `/`, resolves to the app's own origin (alone and under the base path), holds no blank or
 * control character, and is never a sign-in page.
 */
function expectStaysInApp(value: unknown, origin = ORIGIN): void {
  const result = safeRedirect(value, origin)
  if (result === undefined) return
  expect(result, JSON.stringify(value)).toMatch(/^\/(?![/\\])/)
  expect(new URL(result, origin).origin, JSON.stringify(value)).toBe(origin)
  expect(new URL(`${ROUTER_BASEPATH}${result}`, origin).origin, JSON.stringify(value)).toBe(origin)
  // eslint-disable-next-line no-control-regex
  expect(result).not.toMatch(/[\u0000-\u0020\u007f-\u009f\\]/)
  expect(['/login', '/staff/login']).not.toContain(new URL(result, origin).pathname.replace(/\/$/, ''))
}

/** At least 30 values that must never take the user off the app's origin (nor loop back to sign-in). */
const hostile = [
  '//evil.example',
  '//evil.example/index',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '\\/evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '/.//evil.example',
  '/..//evil.example',
  '/a/..//evil.example',
  '/%2e//evil.example',
  '/%2E%2E//evil.example',
  '/sellers/report-platform//evil.example',
  '/sellers/report-platform/..//evil.example',
  '%2F%2Fevil.example',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  '/%09/evil.example',
  'https://evil.example',
  'HTTPS://EVIL.EXAMPLE',
  'https:evil.example',
  'https:',
  'http:/evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'javascript%3Aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  ' /index',
  '\t//evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '\u0000//evil.example',
  '/\u0000/evil.example',
  '/\u00a0/evil.example',
  '/\u2028/evil.example',
  '/\u3000/evil.example',
  '/\ufeff/evil.example',
  '\uff0f\uff0fevil.example',
  '/\uff0fevil.example',
  '\u2215\u2215evil.example',
  '/@evil.example',
  '//user:pass@evil.example',
  '//evil.example%2F@sellers.example.com',
  '//sellers.example.com@evil.example',
  '/login',
  '/staff/login?redirect=//evil.example',
  '/index/../login',
  'evil.example',
  './/evil.example',
  '',
  `/${'a'.repeat(3000)}`,
  '//evil.example/path',
  'HTTPS://evil.example',
  'http:evil.example',
  '/\r/evil.example',
  '/%09/evil.example'.replace('%09', '\u0009'),
  '\u0000/index',
  '/\u0000/evil',
  '/',
  '/staff/login',
  '/login?redirect=/index',
  '/\u00a0/evil',
]

describe('safeRedirect over hostile values', () => {
  it('has a corpus of at least 30 values', () => {
    expect(new Set(hostile).size).toBeGreaterThanOrEqual(30)
  })

  it.each(hostile.map((value) => [JSON.stringify(value).slice(0, 60), value]))(
    '%s stays in the app',
    (_name, value) => {
      expectStaysInApp(value)
    },
  )

  it('refuses every value that is not a string', () => {
    fc.assert(
      fc.property(
        fc.anything().filter((value) => typeof value !== 'string'),
        (value) => {
          expect(safeRedirect(value, ORIGIN)).toBeUndefined()
        },
      ),
    )
  })
})

describe('safeRedirect over generated values', () => {
  it('never leaves the origin, whatever the string', () => {
    fc.assert(
      fc.property(hostileUrlish, (value) => expectStaysInApp(value)),
      { numRuns: 3000 },
    )
  })

  it('never leaves the origin for a leading slash followed by anything', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (rest) => expectStaysInApp(`/${rest}`)),
      { numRuns: 2000 },
    )
  })

  it('never leaves the origin on another origin (port, scheme, IDN host)', () => {
    const origins = fc.constantFrom(
      'http://localhost:4173',
      'https://sellers.example.com:8443',
      'https://xn--fiqs8s.example',
    )
    fc.assert(
      fc.property(origins, hostileUrlish, (origin, value) => expectStaysInApp(value, origin)),
      { numRuns: 500 },
    )
  })

  it('refuses every absolute and protocol-relative URL', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ withQueryParameters: true, withFragments: true }),
        fc.constantFrom('', '//', '\\\\', '/\\'),
        (url, prefix) => {
          const value = prefix === '' ? url : prefix + url.replace(/^[a-z]+:\/\//, '')
          expect(safeRedirect(value, ORIGIN)).toBeUndefined()
          // Behind one slash the same text is only an odd in-app path.
          expectStaysInApp(`/${url}`)
        },
      ),
    )
  })

  it('keeps an ordinary in-app path with its search and hash', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/)
    const path = fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => `/${parts.join('/')}`)
    const search = fc.option(fc.dictionary(segment, segment, { maxKeys: 3 }), { nil: undefined })
    fc.assert(
      fc.property(path, search, (pathname, query) => {
        fc.pre(
          !['/login', '/staff/login', '/staff'].includes(pathname) && !pathname.startsWith('/sellers/report-platform'),
        )
        const suffix = query && Object.keys(query).length > 0 ? `?${new URLSearchParams(query).toString()}` : ''
        expect(safeRedirect(`${pathname}${suffix}`, ORIGIN)).toBe(`${pathname}${suffix}`)
      }),
    )
  })
})

describe('loginSearchSchema', () => {
  it('never throws and keeps only a safe redirect', () => {
    const redirect = fc.oneof(hostileUrlish, fc.jsonValue({ maxDepth: 2 }))
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
        redirect,
        (other, value) => {
          const parsed = loginSearchSchema.parse({ ...other, redirect: value })
          expect(parsed.redirect === undefined || typeof parsed.redirect === 'string').toBe(true)
          if (parsed.redirect !== undefined) {
            expect(parsed.redirect).toBe(safeRedirect(value))
            expectStaysInApp(parsed.redirect, window.location.origin)
          }
        },
      ),
      { numRuns: 1000 },
    )
  })
})
