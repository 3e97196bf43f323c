import { expect, test, type Page } from '@playwright/test'
import { appUrl, BASE_PATH } from '../e2e/support'

/** Every request's start and end, in the order the browser reports them. */
function recordNetwork(page: Page): string[] {
  const events: string[] = []
  const path = (url: string) => {
    const { pathname, search } = new URL(url)
    return `${pathname.replace(BASE_PATH, '')}${search}`
  }
  page.on('request', (request) => events.push(`sent ${path(request.url())}`))
  page.on('requestfinished', (request) => events.push(`done ${path(request.url())}`))
  return events
}

const at = (events: string[], pattern: RegExp) => events.findIndex((event) => pattern.test(event))
const count = (events: string[], pattern: RegExp) => events.filter((event) => pattern.test(event)).length

test('the first load asks who is signed in beside the code, once, and the page code does not wait for that answer', async ({ page, request }) => {
  await request.post(appUrl('/api/__demo/sign_in'), { data: { persona: 'shop-seller' } })
  const events = recordNetwork(page)
  await page.goto(appUrl('/index/1'))
  await expect(page.getByRole('link', { name: '2026-W47' })).toBeVisible()

  expect(count(events, /^sent \/api\/user\/info$/)).toBe(1)
  expect(at(events, /^sent \/api\/user\/info$/)).toBeLessThan(at(events, /^done \/assets\/framework-[^/]+\.js$/))
  // The seller pages' code is asked for with the entry, so the page's data, which waits for the session, never waits for it.
  expect(count(events, /^sent \/assets\/seller-[^/]+\.js$/)).toBe(1)
  expect(at(events, /^sent \/assets\/seller-[^/]+\.js$/)).toBeLessThan(at(events, /^done \/api\/user\/info$/))
  expect(count(events, /^sent \/api\/report_template\/basic_info\?/)).toBe(1)
  expect(count(events, /^sent \/api\/report_template\/report\/list\?/)).toBe(1)
})
