import { afterEach, describe, expect, it } from 'vitest'
import { act, cleanup, waitFor } from '@testing-library/react'
import { notifications } from '@mantine/notifications'
import fc from 'fast-check'
import { server } from '@/mocks/node'
import { clearToastHistory } from '@/lib/toast'
import { ApiError } from '@/lib/errors'
import { PAGE_SIZES } from '@/lib/paging'
import { renderApp, screen } from '../utils'
import { anySearchValue, anySegment } from '../property/arbitraries'

/**
 * The real app on hostile addresses: whatever the path segments and the search, the router never
 * errors and the screen is never white. Few runs: each one renders the whole app.
 */
const RUNS = { numRuns: 15 }
const NOT_FOUND = 'Sorry, the page you visited does not exist.'
/**
 * What a page says when the server has no such template or period (404), when the address names a
 * period that cannot be one of the template's, or when the server refuses it (an error state that
 * says what could not be shown, with a retry or a way elsewhere): the route's own states.
 */
const PAGE_STATES = new RegExp(
  [
    /does not exist or is not available/,
    /There is no report for/,
    /is not a valid (date|week|month)\./,
    /could not be loaded/,
    /You do not have access to this/,
  ]
    .map((state) => state.source)
    .join('|'),
)

type App = Awaited<ReturnType<typeof renderApp>>

/** Route errors other than a failed call (which the route shows as an error state with a Retry). */
function routerErrors(app: App): string[] {
  return app.router.state.matches
    .filter((match) => match.status === 'error' && !(match.error instanceof ApiError))
    .map((match) => `${match.routeId}: ${String(match.error)}`)
}

/** Something a person can read: a heading, the 404 text, or one of the page's own states. */
function somethingReadable(): boolean {
  return (
    screen.queryAllByRole('heading').length > 0 ||
    screen.queryByText(NOT_FOUND) !== null ||
    screen.queryByText(PAGE_STATES) !== null
  )
}

/** A segment as it may reach the app: percent-encoded properly, or raw (malformed encodings, `?`, `#`, `/`). */
const segment = (known: fc.Arbitrary<string>) => fc.oneof(known, anySegment.map(encodeURIComponent), anySegment)

/** A query string: well encoded pairs, or raw text. */
const query = fc.oneof(
  fc.array(fc.tuple(fc.string({ maxLength: 8 }), anySearchValue), { maxLength: 4 }).map((pairs) =>
    pairs
      .map(([key, value]) => {
        const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '')
        return `${encodeURIComponent(key)}=${encodeURIComponent(text)}`
      })
      .join('&'),
  ),
  fc.string({ unit: 'binary-ascii', maxLength: 30 }),
)

async function settle(app: App, path: string) {
  await waitFor(() => expect(somethingReadable(), `nothing readable on ${path}`).toBe(true), { timeout: 8_000 })
  expect(routerErrors(app), path).toEqual([])
  expect(document.body.textContent ?? '', path).not.toMatch(/Something went wrong|Unexpected Application Error/i)
}

afterEach(() => {
  act(() => notifications.clean())
})

async function fresh() {
  cleanup()
  clearToastHistory()
  act(() => notifications.clean())
}

describe('hostile addresses on the real app', () => {
  it('/report/:templateId/:reportPeriod?search never errors and never renders nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        segment(fc.constantFrom('1', '2', '3', '4', '999')),
        segment(fc.constantFrom('2026-W47', '2026-W01', '2026-11', 'x', '')),
        query,
        async (templateId, reportPeriod, search) => {
          await fresh()
          const path = `/report/${templateId}/${reportPeriod}?${search}`
          const app = await renderApp(path, { as: 'shop-seller', locale: 'en-US' })
          await settle(app, path)
        },
      ),
      RUNS,
    )
  }, 120_000)

  it('/index/1?page=… lists reports and never sends the server a page it refuses', async () => {
    const pages: string[] = []
    const listener = ({ request }: { request: Request }) => {
      const url = new URL(request.url)
      if (url.pathname.endsWith('/report_template/report/list')) pages.push(url.search)
    }
    server.events.on('request:start', listener)
    try {
      await fc.assert(
        fc.asyncProperty(anySearchValue, anySearchValue, async (page, pageSize) => {
          await fresh()
          pages.length = 0
          const text = (value: unknown) =>
            encodeURIComponent(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))
          const path = `/index/1?page=${text(page)}&page_size=${text(pageSize)}`
          const app = await renderApp(path, { as: 'shop-seller', locale: 'en-US' })
          expect(await screen.findByRole('heading', { name: 'Report list' }, { timeout: 8_000 })).toBeInTheDocument()
          await waitFor(
            () =>
              expect(
                screen.queryByRole('region', { name: 'Reports' }) ?? screen.queryByText(/No reports|is past the end/),
              ).not.toBeNull(),
            {
              timeout: 8_000,
            },
          )
          expect(routerErrors(app), path).toEqual([])
          for (const sent of pages) {
            const params = new URLSearchParams(sent)
            const sentPage = Number(params.get('page'))
            expect(Number.isInteger(sentPage) && sentPage >= 1 && sentPage <= 100_000, `${path} sent ${sent}`).toBe(
              true,
            )
            expect(
              (PAGE_SIZES as readonly number[]).includes(Number(params.get('page_size'))),
              `${path} sent ${sent}`,
            ).toBe(true)
          }
          expect(screen.queryByText(/Request exception|Network error/)).toBeNull()
        }),
        RUNS,
      )
    } finally {
      server.events.removeListener('request:start', listener)
    }
  }, 120_000)
})
