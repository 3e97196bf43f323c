import { describe, expect, it } from 'vitest'
import { dashboardAddress } from '@/features/reports/frames/embed-url'
import { addressExpiry, addressView } from '@/features/reports/frames/frame-address'

/** A signed token as a Metabase embed address carries it (the signature is not checked here). */
function token(claims: Record<string, unknown>, signature = 'c2lnbmF0dXJl'): string {
  const part = (value: unknown) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '')
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.${signature}`
}

const demo = (exp: number, more = '') =>
  `/sellers/report-platform/demo-frames/metabase.html?component=t1-trend&period=2026-W47&exp=${exp}${more}`
const metabase = (claims: Record<string, unknown>, signature?: string, query = '') =>
  `https://metabase.example.com/embed/dashboard/${token(claims, signature)}${query}#bordered=true&titled=false`

describe('a frame address', () => {
  it('expires when its exp parameter says (unix seconds)', () => {
    expect(addressExpiry(demo(1_800_000_600))).toBe(1_800_000_600_000)
  })

  it('expires when the signed token in its path says', () => {
    expect(
      addressExpiry(metabase({ resource: { dashboard: 12 }, params: { shop_id: 2001 }, exp: 1_800_000_600 })),
    ).toBe(1_800_000_600_000)
  })

  it('says nothing of its expiry when it carries neither', () => {
    expect(addressExpiry('https://metabase.example.com/public/dashboard/0d5b4a3f')).toBeNull()
    expect(addressExpiry('https://metabase.example.com/embed/dashboard/not.a-token')).toBeNull()
  })

  it('shows the same view when only its signing differs', () => {
    expect(addressView(demo(1_800_000_600, '&channel=live'))).toBe(addressView(demo(1_800_001_200, '&channel=live')))
    const claims = { resource: { dashboard: 12 }, params: { shop_id: 2001, shop_name: '露米 Lumi' } }
    expect(addressView(metabase({ ...claims, exp: 1_800_000_600, iat: 1_800_000_000 }, 'b25l', '?channel=live'))).toBe(
      addressView(metabase({ ...claims, exp: 1_800_001_200, iat: 1_800_000_600 }, 'dHdv', '?channel=live')),
    )
  })

  it('shows another view when the period, the owner or a filter differs', () => {
    expect(addressView(demo(1_800_000_600, '&channel=live'))).not.toBe(
      addressView(demo(1_800_000_600, '&channel=mall')),
    )
    expect(addressView(demo(1_800_000_600))).not.toBe(addressView(demo(1_800_000_600).replace('2026-W47', '2026-W46')))
    const shop = (shop_id: number) => metabase({ resource: { dashboard: 12 }, params: { shop_id }, exp: 1_800_000_600 })
    expect(addressView(shop(2001))).not.toBe(addressView(shop(2002)))
  })
})

describe("a dashboard's address with the viewer's filters", () => {
  const signed = (exp: number) =>
    'https://metabase.example.com/embed/dashboard/x?title=Sales%20trend&period=2026-W47&shop_id=2001' +
    `&exp=${exp}#titled=true`
  const query = (address: string) => [...new URL(address, window.location.origin).searchParams]

  it('adds each chosen filter after the signed query, which keeps its every byte', () => {
    const address = dashboardAddress(
      signed(1_800_000_600),
      ['channel', 'category'],
      { channel: 'live stream', category: 'a&b' },
      'en-US',
    )
    expect(address.startsWith(`${signed(1_800_000_600).split('#')[0]}&`)).toBe(true)
    expect(query(address)).toEqual([
      ['title', 'Sales trend'],
      ['period', '2026-W47'],
      ['shop_id', '2001'],
      ['exp', '1800000600'],
      ['channel', 'live stream'],
      ['category', 'a&b'],
    ])
    expect(new URL(address).hash).toBe('#titled=true&bordered=false&locale=en')
  })

  it('never lets a filter replace or repeat a signed parameter, nor pass for the expiry', () => {
    const chosen = { exp: '4102444800', period: '2020-W01', shop_id: '9999', channel: 'live' }
    const address = dashboardAddress(signed(1_800_000_600), ['exp', 'period', 'shop_id', 'channel'], chosen, 'en-US')
    expect(query(address)).toEqual([
      ['title', 'Sales trend'],
      ['period', '2026-W47'],
      ['shop_id', '2001'],
      ['exp', '1800000600'],
      ['channel', 'live'],
    ])
    expect(addressExpiry(address)).toBe(1_800_000_600_000)
    // An address whose expiry is in its token gets no `exp` either: the portal would read it as the expiry.
    const tokenAddress = metabase({ resource: { dashboard: 12 }, exp: 1_800_000_600 })
    const withToken = dashboardAddress(tokenAddress, ['exp'], { exp: '4102444800' }, 'en-US')
    expect(new URL(withToken).searchParams.has('exp')).toBe(false)
    expect(addressExpiry(withToken)).toBe(1_800_000_600_000)
  })

  it('adds a filter once, and only one the viewer chose', () => {
    const address = dashboardAddress(
      signed(1_800_000_600),
      ['channel', 'channel', 'constructor', 'toString'],
      { channel: 'live' },
      'en-US',
    )
    expect(query(address).filter(([name]) => !['title', 'period', 'shop_id', 'exp'].includes(name))).toEqual([
      ['channel', 'live'],
    ])
  })
})
