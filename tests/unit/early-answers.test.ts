import { afterEach, describe, expect, it, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { EARLY_ANSWERS, earlyCalls } from '@/head-start'
import { API_BASE, BASE_PATH } from '@/lib/env'
import { EARLY_ANSWERS_PROPERTY } from '@/lib/early-answers'
import { apiRequest } from '@/lib/http'
import { z } from '@/lib/zod'
import { createSession } from '@/features/session/session'

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
function earlyAnswers(answers: Record<string, Promise<Response>>): Map<string, Promise<Response>> {
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
