import { describe, expect, it } from 'vitest'
import { within } from '@testing-library/react'
import { startPrefetch } from '@/app/prefetch'
import { ROUTER_BASEPATH } from '@/lib/env'
import { server } from '@/mocks/node'
import { signIn, signOut } from '@/mocks/session'
import type { PersonaKey } from '@/mocks/personas'
import { renderApp, screen } from '../utils'

/** Every API request, as `path?query` without the base. */
function recordRequests() {
  const seen: string[] = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    seen.push(`${url.pathname.replace(`${ROUTER_BASEPATH}/api`, '')}${url.search}`)
  })
  return seen
}

const count = (seen: string[], call: string) => seen.filter((request) => request === call).length

/** As main.tsx does on a real first load: the entry asks first, then the app starts. */
async function firstLoad(path: string, as: PersonaKey) {
  signIn(as)
  startPrefetch(`${ROUTER_BASEPATH}${path}`, '')
  return renderApp(path, { as, locale: 'en-US' })
}

describe('the first screen\'s calls, asked for by the entry before the app has loaded', () => {
  it('on a report list: the app takes those answers, so each call goes out once', async () => {
    const seen = recordRequests()
    await firstLoad('/index/1', 'shop-seller')
    expect(within(await screen.findByRole('table')).getAllByRole('link')[0]).toHaveTextContent('2026-W47')
    for (const call of [
      '/user/info',
      '/report_template/names',
      '/report_template/basic_info?template_id=1',
      '/report_template/report/list?template_id=1&page=1&page_size=20',
    ]) {
      expect(count(seen, call), call).toBe(1)
    }
  })

  it('makes no report call while the gate is closed (no merchant chosen yet)', async () => {
    const seen = recordRequests()
    await firstLoad('/index/2', 'merchant-seller')
    // The page has read the same basic info and asks for a merchant.
    expect(await screen.findByRole('heading', { name: 'Choose a merchant to see its reports' })).toBeInTheDocument()
    expect(count(seen, '/report_template/basic_info?template_id=2')).toBe(1)
    expect(seen.filter((request) => request.startsWith('/report_template/report/list'))).toEqual([])
  })

  it('never hands over a failed answer: signed out when the entry asked, signed in when the app asks', async () => {
    const seen = recordRequests()
    signOut()
    const answered = new Promise<number>((resolve) => {
      server.events.on('response:mocked', ({ request, response }) => {
        if (new URL(request.url).pathname.endsWith('/user/info')) resolve(response.status)
      })
    })
    startPrefetch(`${ROUTER_BASEPATH}/index/1`, '')
    expect(await answered).toBe(401)
    // The entry's session check answered 401; the app then starts with the viewer signed in.
    await renderApp('/index/1', { as: 'shop-seller', locale: 'en-US' })
    expect(within(await screen.findByRole('table')).getAllByRole('link')[0]).toHaveTextContent('2026-W47')
    expect(count(seen, '/user/info')).toBe(2)
  })

  it('asks for nothing but the session on other pages, and for no template with a malformed id', async () => {
    const seen = recordRequests()
    signIn('staff-admin')
    startPrefetch(`${ROUTER_BASEPATH}/template`, '')
    startPrefetch(`${ROUTER_BASEPATH}/index/01`, '')
    await renderApp('/template', { as: 'staff-admin', locale: 'en-US' })
    await screen.findByRole('table')
    expect(seen.filter((request) => request.startsWith('/report_template/'))).not.toContainEqual(expect.stringMatching(/names|basic_info/))
    // One session check each, and the app took one of them instead of asking a third time.
    expect(count(seen, '/user/info')).toBe(2)
  })
})
