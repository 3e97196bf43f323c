import { afterEach, describe, expect, it, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { callsAfterGate, EARLY_ANSWERS, earlyCalls } from '@/head-start'
import { API_BASE, BASE_PATH } from '@/lib/env'
import { EARLY_ANSWERS_PROPERTY } from '@/lib/early-answers'
import { apiRequest } from '@/lib/http'
import { z } from '@/lib/zod'
import { createSession } from '@/features/session/session'
import { createTabs, type TabMessage, type Tabs } from '@/features/session/tabs'
import { createAppClients } from '@/app/query-client'
import { reportListParams, reportListQueryOptions } from '@/features/reports/api/get-report-list'
import { templateNamesQueryOptions } from '@/features/reports/api/get-template-names'
import { firstOwnerPage, ownerListQueryOptions } from '@/features/reports/api/owners'
import { reportInfoQueryOptions } from '@/features/reports/api/get-report-info'
import { reportFiltersQueryOptions } from '@/features/reports/api/get-report-filters'

const userInfo = `${API_BASE}/user/info`
const gate = `${API_BASE}/report_template/basic_info?template_id=7`
const json = (data: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(status === 200 ? { code: 0, msg: 'success', data } : { code: status, msg: 'no' }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  )
const user = (id: number) => ({
  id,
  username: `u${id}`,
  alias: '',
  avatar_url: '',
  user_type: 'seller',
  source: 'subaccount',
  permission_list: [],
})

/** What the first script leaves for the app, as it leaves it. */
function earlyAnswers(answers: Record<string, Promise<Response | null>>): Map<string, Promise<Response | null>> {
  const map = new Map(Object.entries(answers))
  Object.assign(window, { [EARLY_ANSWERS]: map })
  return map
}
const askGate = () =>
  apiRequest(z.unknown(), '/report_template/basic_info', { query: { template_id: 7, preview: undefined } })

afterEach(() => {
  Reflect.deleteProperty(window, EARLY_ANSWERS)
})

describe("the HTML's early calls", () => {
  it("are the app's own addresses, left where the app looks for them", () => {
    expect(EARLY_ANSWERS_PROPERTY).toBe(EARLY_ANSWERS)
    expect(earlyCalls('/sellers/report-platform/report/7/2026-W47', BASE_PATH)).toEqual([userInfo, gate])
    expect(earlyCalls('/sellers/report-platform/login', BASE_PATH)).toEqual([userInfo])
  })

  it('are taken by the first call to the same address, once', async () => {
    const answers = earlyAnswers({ [gate]: json({ early: true }) })
    await expect(askGate()).resolves.toEqual({ early: true })
    expect(answers.size).toBe(0)
  })

  it('are all dropped when an address is asked again (a retry, a refresh): none that came first is taken', async () => {
    const answers = earlyAnswers({ [userInfo]: json(null, 502), [gate]: json({ early: true }) })
    await expect(apiRequest(z.unknown(), '/user/info')).rejects.toMatchObject({ status: 502 })
    expect(answers.has(gate)).toBe(true)
    // The retry goes to the network, and the gate asked for with the failed session is gone.
    const network = vi.spyOn(globalThis, 'fetch').mockImplementation(() => json(user(2)))
    await expect(apiRequest(z.unknown(), '/user/info')).resolves.toEqual(user(2))
    expect(network).toHaveBeenCalledTimes(1)
    expect(answers.size).toBe(0)
  })
})

describe('the session the early answers were asked for', () => {
  const sessionAfter = async (first: Promise<Response>) => {
    const answers = earlyAnswers({ [userInfo]: first, [gate]: json({ early: true }) })
    const session = createSession(new QueryClient({ defaultOptions: { queries: { retry: false } } }))
    await session.ensureLoaded()
    return { session, answers }
  }

  it("keeps them for the user the page started with, until that user's session ends", async () => {
    const { session, answers } = await sessionAfter(json(user(1)))
    expect(session.getState().status).toBe('online')
    session.setOnline(user(1))
    expect(answers.has(gate)).toBe(true)
    session.setOffline('expired')
    expect(answers.has(gate)).toBe(false)
  })

  it('drops them when the first check finds nobody signed in (a 401) or cannot tell (a 5xx)', async () => {
    for (const status of [401, 502]) {
      const { session, answers } = await sessionAfter(json(null, status))
      expect(session.getState().status).toBe('offline')
      expect(answers.has(gate), String(status)).toBe(false)
    }
  })

  it('drops them when another user signs in (in another tab)', async () => {
    const { session, answers } = await sessionAfter(json(user(1)))
    session.setOnline(user(2))
    expect(answers.has(gate)).toBe(false)
  })
})

describe('a change told by another tab', () => {
  /** The portal's other tabs as this one hears them, with their last change told at `toldAt`. */
  const tabsToldAt = (toldAt: number | null) => {
    const listeners = new Set<(message: TabMessage) => void>()
    const tabs: Tabs = {
      post: () => undefined,
      subscribe: (listener) => (listeners.add(listener), () => void listeners.delete(listener)),
      toldSince: (time) => toldAt !== null && toldAt >= time,
    }
    return { tabs, tell: (message: TabMessage) => listeners.forEach((listener) => listener(message)) }
  }
  const early = () => earlyAnswers({ [userInfo]: json(user(1)), [gate]: json({ early: true }) })

  it('while the page loaded, before it listened, leaves it no early answer: they may be of another user', () => {
    const answers = early()
    createAppClients({ tabs: tabsToldAt(performance.timeOrigin + 1).tabs })
    expect(answers.size).toBe(0)
  })

  it('before the page began keeps them; one heard later drops those not taken yet', () => {
    const answers = early()
    const { tabs, tell } = tabsToldAt(performance.timeOrigin - 1)
    createAppClients({ tabs })
    expect(answers.size).toBe(2)
    tell({ type: 'owner-switched', userId: 1, templateId: 7 })
    expect(answers.size).toBe(0)
  })
})

describe("the tabs' record of the last change told", () => {
  it('says whether a change was told since a time, for a tab that was not listening then', () => {
    const tabs = createTabs()
    const before = Date.now()
    tabs.post({ type: 'signed-out' })
    expect(tabs.toldSince(before)).toBe(true)
    expect(tabs.toldSince(Date.now() + 1000)).toBe(false)
  })
})

describe('the early answers the app takes beside the session and the gate', () => {
  const [merchants, shops, list] = callsAfterGate(`${BASE_PATH}index/7`, '', BASE_PATH).map(([url]) => url)
  const names = earlyCalls(`${BASE_PATH}index/7`, BASE_PATH).find((url) => url.endsWith('/names'))
  const askList = (client: QueryClient) =>
    client.fetchQuery(reportListQueryOptions({ templateId: 7, preview: false, ownerId: null }, reportListParams({})))
  const page = { list: [], total: 0 }

  it("are those of the app's own calls: the list's and the owners' first pages, the templates' names", async () => {
    if (!merchants || !shops || !list || !names) throw new Error('no early call')
    const answers = earlyAnswers({
      [list]: json(page),
      [merchants]: json(page),
      [shops]: json(page),
      [names]: json(page),
    })
    const network = vi.spyOn(globalThis, 'fetch')
    const client = new QueryClient()
    await Promise.all([
      askList(client),
      client.fetchQuery(ownerListQueryOptions('merchant', 7, firstOwnerPage)),
      client.fetchQuery(ownerListQueryOptions('shop', 7, firstOwnerPage)),
      client.fetchQuery(templateNamesQueryOptions()),
    ])
    expect(network).not.toHaveBeenCalled()
    expect(answers.size).toBe(0)
  })

  it('leave the call to the app when the first script held it back (its entry comes to null)', async () => {
    if (!list) throw new Error('no early call')
    const answers = earlyAnswers({ [list]: Promise.resolve(null) })
    const network = vi.spyOn(globalThis, 'fetch').mockImplementation(() => json(page))
    await askList(new QueryClient())
    expect(network).toHaveBeenCalledTimes(1)
    expect(String(network.mock.calls[0]?.[0])).toContain('/report_template/report/list?template_id=7&page=1')
    expect(answers.size).toBe(0)
  })
})

describe("a report's early answers", () => {
  it("are those of the app's own calls for its figures and filters", async () => {
    const scope = { templateId: 7, preview: false, ownerId: null }
    const [, , info, filters] = callsAfterGate(`${BASE_PATH}report/7/2026-W47`, '', BASE_PATH).map(([url]) => url)
    if (!info || !filters) throw new Error('no early call')
    const answers = earlyAnswers({ [info]: json(null, 404), [filters]: json({ filters: [] }) })
    const network = vi.spyOn(globalThis, 'fetch')
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    await expect(client.fetchQuery(reportInfoQueryOptions(scope, '2026-W47', {}))).rejects.toMatchObject({
      status: 404,
    })
    await expect(client.fetchQuery(reportFiltersQueryOptions(scope, '2026-W47'))).resolves.toEqual({ filters: [] })
    expect(network).not.toHaveBeenCalled()
    expect(answers.size).toBe(0)
  })
})
