import { describe, expect, it } from 'vitest'
import { absoluteAppUrl, safeRedirect } from '@/features/session/redirect'

const origin = 'https://sellers.example.com'

describe('safeRedirect', () => {
  it('refuses every protocol-relative and scheme form outright', () => {
    for (const value of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '\t//evil.example',
      '/.//evil.example',
      '/sellers/report-platform//evil.example',
    ]) {
      expect(safeRedirect(value, origin)).toBeUndefined()
    }
  })

  it('refuses a redirect back to the sign-in pages', () => {
    expect(safeRedirect('/login', origin)).toBeUndefined()
    expect(safeRedirect('/staff/login?x=1', origin)).toBeUndefined()
  })

  it('keeps an in-app path with its search and hash', () => {
    expect(safeRedirect('/report/7/2026-10?site=SG#top', origin)).toBe('/report/7/2026-10?site=SG#top')
    expect(safeRedirect('/index', origin)).toBe('/index')
  })

  it('normalises dot segments and strips a leading base path', () => {
    expect(safeRedirect('/report/../index', origin)).toBe('/index')
    expect(safeRedirect('/sellers/report-platform/report/7', origin)).toBe('/report/7')
  })

  it('refuses non-strings and overlong values', () => {
    expect(safeRedirect(undefined, origin)).toBeUndefined()
    expect(safeRedirect(42, origin)).toBeUndefined()
    expect(safeRedirect(['/index'], origin)).toBeUndefined()
    expect(safeRedirect(`/${'a'.repeat(3000)}`, origin)).toBeUndefined()
  })

  it('builds the absolute next address under the base path', () => {
    expect(absoluteAppUrl('/report/7?x=1', origin)).toBe(`${origin}/sellers/report-platform/report/7?x=1`)
    expect(absoluteAppUrl(undefined, origin)).toBe(`${origin}/sellers/report-platform/`)
  })
})
