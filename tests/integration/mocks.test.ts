import { beforeEach, describe, expect, it } from 'vitest'
import { API_BASE } from '@/lib/env'
import { resetDb } from '@/mocks/db'
import type { PersonaKey } from '@/mocks/personas'
import { signIn, signOut } from '@/mocks/session'

interface Answer {
  status: number
  body: { code: number; msg: string; data?: unknown }
}

async function call(
  path: string,
  init?: { method?: 'POST'; body?: unknown; language?: string | null },
): Promise<Answer> {
  const language = init?.language === undefined ? 'en-US' : init.language
  const response = await fetch(new URL(`${API_BASE}${path}`, location.origin), {
    method: init?.method ?? 'GET',
    headers: {
      ...(init?.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(language === null ? {} : { 'Accept-Language': language }),
    },
    body: init?.body === undefined ? undefined : JSON.stringify(init.body),
  })
  return { status: response.status, body: (await response.json()) as Answer['body'] }
}

const post = (path: string, body: unknown) => call(path, { method: 'POST', body })
const as = (persona: PersonaKey) => signIn(persona)

// tests/setup.ts starts `server` from src/mocks/node.ts; this file only needs a clean store per test.
beforeEach(() => {
  resetDb()
  signOut()
})

describe('demo backend', () => {
  it('answers 401 with a message when nobody is signed in', async () => {
    const info = await call('/user/info')
    expect(info.status).toBe(401)
    expect(info.body).toEqual({ code: 401, msg: expect.any(String) })
    expect((await call('/report_template/names')).status).toBe(401)
  })

  it('signs a persona in through the demo endpoint and wraps data in the envelope', async () => {
    expect((await post('/__demo/sign_in', { persona: 'nobody' })).status).toBe(400)
    await post('/__demo/sign_in', { persona: 'staff-admin' })
    const info = await call('/user/info')
    expect(info.body).toMatchObject({ code: 0, msg: 'success', data: { user_type: 'staff', source: 'google' } })
    await post('/user/logout', {})
    expect((await call('/user/info')).status).toBe(401)
  })

  it('rejects paging that is not a positive integer or too large', async () => {
    as('shop-seller')
    const list = (query: string) => call(`/report_template/report/list?template_id=1&${query}`)
    for (const bad of ['page=0', 'page=abc', 'page_size=101', 'page_size=-5', 'page=1.5']) {
      const answer = await list(bad)
      expect(answer.status, bad).toBe(400)
      expect(answer.body.code).toBe(400)
    }
    const full = await list('page=1&page_size=100')
    expect(full.status).toBe(200)
    expect(full.body.data).toMatchObject({ total: 104 })
  })

  it('lists reports newest first within an inclusive period range', async () => {
    as('shop-seller')
    const answer = await call('/report_template/report/list?template_id=1&period_from=2026-W40&period_to=2026-W47')
    expect(answer.body.data).toMatchObject({
      total: 8,
      list: [
        { report_period: '2026-W47' },
        { report_period: '2026-W46' },
        {},
        {},
        {},
        {},
        {},
        { report_period: '2026-W40' },
      ],
    })
  })

  it('lets only template.read holders preview the draft', async () => {
    as('merchant-seller')
    expect((await call('/report_template/basic_info?template_id=2&preview=true')).status).toBe(403)
    as('staff-reader')
    const draft = await call('/report_template/basic_info?template_id=2&preview=true')
    const published = await call('/report_template/basic_info?template_id=2')
    expect(draft.body.data).toMatchObject({ template_name: expect.stringContaining('新版') })
    expect(published.body.data).not.toMatchObject({ template_name: expect.stringContaining('新版') })
  })

  it('refuses a save based on a stale draft with 409', async () => {
    as('staff-admin')
    const detail = await call('/report_template/detail?template_id=2&preview=true')
    const { updated_at } = detail.body.data as { updated_at: number }
    const first = await post('/report_template/update', { template_id: 2, updated_at, description: 'Edited once' })
    expect(first.status).toBe(200)
    const saved = (first.body.data as { updated_at: number }).updated_at
    expect(saved).toBeGreaterThan(updated_at)
    const stale = await post('/report_template/update', { template_id: 2, updated_at, description: 'Edited twice' })
    expect(stale.status).toBe(409)
    expect(stale.body).toEqual({ code: 409, msg: expect.any(String) })
  })

  it('keeps an NDA template closed until the viewer accepts the NDA', async () => {
    as('shop-seller')
    const basic = await call('/report_template/basic_info?template_id=3')
    expect(basic.body.data).toMatchObject({ nda_id: 501, nda_accepted: false })
    expect((await call('/report_template/report/list?template_id=3')).status).toBe(403)
    expect((await call('/report_template/get_nda?template_id=3')).body.data).toMatchObject({ accepted: false })
    expect((await call('/report_template/accept_nda?nda_id=501')).status).toBe(200)
    expect((await call('/report_template/report/list?template_id=3')).status).toBe(200)
    expect((await call('/report_template/get_nda?template_id=1')).status).toBe(404)
  })

  it('asks a merchant seller to choose a merchant before any report call', async () => {
    as('merchant-seller')
    expect((await call('/report_template/basic_info?template_id=2')).body.data).toMatchObject({ merchant: null })
    const blocked = await call('/report_template/report/info?template_id=2&report_period=2026-11')
    expect(blocked.status).toBe(400)
    expect(blocked.body.msg).toMatch(/merchant/i)
    expect((await post('/user/merchant/switch', { template_id: 2, merchant_id: 1005 })).status).toBe(400)
    expect((await post('/user/merchant/switch', { template_id: 2, merchant_id: 1002 })).status).toBe(200)
    const report = await call('/report_template/report/info?template_id=2&report_period=2026-11')
    expect(report.status).toBe(200)
    expect(report.body.data).toMatchObject({ prev_period: '2026-10', next_period: null })
    expect((await call('/report_template/basic_info?template_id=2')).body.data).toMatchObject({
      merchant: { merchant_id: 1002 },
    })
  })

  it('starts a shop account on its own shop', async () => {
    as('shop-seller')
    const report = await call('/report_template/report/info?template_id=1&report_period=2026-W47')
    expect(report.status).toBe(200)
    expect(report.body.data).toMatchObject({ prev_period: '2026-W46', next_period: null })
  })

  it("answers in the caller's language (Accept-Language), Chinese when none is asked for", async () => {
    as('shop-seller')
    const missing = (language: string | null) => call('/report_template/basic_info?template_id=999', { language })
    expect((await missing('en-US')).body).toEqual({ code: 404, msg: 'Report template 999 does not exist.' })
    expect((await missing('zh-CN')).body).toEqual({ code: 404, msg: '报告模板 999 不存在。' })
    expect((await missing(null)).body.msg).toBe('报告模板 999 不存在。')
  })

  it('computes the key figures for the chosen filters; a value that is not an option counts as none', async () => {
    as('shop-seller')
    const figures = async (filters: string) => {
      const answer = await call(`/report_template/report/info?template_id=1&report_period=2026-W47${filters}`)
      const { components } = answer.body.data as { components: { display: string; value?: string }[] }
      return components.filter((component) => component.display === 'variable').map((component) => component.value)
    }
    const all = await figures('')
    expect(await figures('&channel=live')).not.toEqual(all)
    expect(await figures('&channel=nonsense')).toEqual(all)
    expect(await figures('&channel=all')).toEqual(all)
  })

  it('never gives one channel more orders or GMV than all channels together', async () => {
    as('shop-seller')
    const amount = (text: string | undefined) => Number((text ?? '').replace(/[¥,]/g, ''))
    const figures = async (filters: string) => {
      const answer = await call(`/report_template/report/info?template_id=1&report_period=2026-W47${filters}`)
      const { components } = answer.body.data as { components: { title: string; value?: string }[] }
      return Object.fromEntries(components.map((component) => [component.title, amount(component.value)]))
    }
    const filter = await call('/report_template/report/filter?template_id=1&report_period=2026-W47')
    const channel = (filter.body.data as { filters: { name: string; options: { value: string }[] }[] }).filters.find(
      (f) => f.name === 'channel',
    )
    const all = await figures('')
    for (const option of channel?.options ?? []) {
      const part = await figures(`&channel=${option.value}`)
      expect(part.GMV).toBeLessThanOrEqual(all.GMV ?? 0)
      expect(part['订单数 Orders']).toBeLessThanOrEqual(all['订单数 Orders'] ?? 0)
    }
    expect(channel?.options.length).toBeGreaterThan(1)
  })

  it("lets a draft preview's report calls through without an accepted NDA, and records none", async () => {
    as('staff-admin')
    expect((await post('/user/shop/switch', { template_id: 3, shop_id: 2001 })).status).toBe(200)
    expect((await call('/report_template/report/list?template_id=3')).status).toBe(403)
    expect((await call('/report_template/report/list?template_id=3&preview=true')).status).toBe(200)
    expect((await call('/report_template/basic_info?template_id=3&preview=true')).body.data).toMatchObject({
      nda_id: 501,
      nda_accepted: false,
    })
  })
})
