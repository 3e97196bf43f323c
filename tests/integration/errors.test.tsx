import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { z } from 'zod'
import { notifications } from '@mantine/notifications'
import { server } from '@/mocks/node'
import { apiRequest } from '@/lib/http'
import { showErrorToast, TOAST_DEDUPE_MS } from '@/lib/toast'
import { isRetryable, ApiError } from '@/lib/errors'
import { retryDelay } from '@/app/query-client'
import { apiPath, renderApp, screen } from '../utils'

const probePath = '/metabase/databases'
const answer = (response: () => Response) => server.use(http.get(apiPath(probePath), response))

const listSchema = z.object({ list: z.array(z.unknown()) })

async function fetchProbe(options: { silent?: boolean } = {}) {
  const app = await renderApp('/index', { as: 'merchant-seller', locale: 'en-US' })
  await screen.findByRole('heading', { name: 'Report list' })
  const result = app.queryClient
    .fetchQuery({
      queryKey: ['probe'],
      queryFn: () => apiRequest(listSchema, probePath),
      meta: { silent: options.silent },
      retry: false,
    })
    .then(
      (data) => ({ data, error: null }),
      (error: unknown) => ({ data: null, error }),
    )
  return { app, result: await result }
}

afterEach(() => {
  act(() => notifications.clean())
})

describe('error toasts (SPEC.md section 8)', () => {
  it('says the session expired on a 401', async () => {
    answer(() => HttpResponse.json({ code: 401, msg: 'login required' }, { status: 401 }))
    await fetchProbe()
    expect(await screen.findByText('Session expired.')).toBeInTheDocument()
  })

  it('says the user is not authorized on a 403, whatever the body says', async () => {
    answer(() => HttpResponse.json({ code: 403, msg: 'forbidden by rule 7' }, { status: 403 }))
    await fetchProbe()
    expect(await screen.findByText('Not Authorized. Please contact administrator for help.')).toBeInTheDocument()
    expect(screen.queryByText('forbidden by rule 7')).not.toBeInTheDocument()
  })

  it("shows the body's msg for another status", async () => {
    answer(() => HttpResponse.json({ code: 400, msg: 'Choose a shop first.' }, { status: 400 }))
    await fetchProbe()
    expect(await screen.findByText('Choose a shop first.')).toBeInTheDocument()
  })

  it.each([
    ['an HTML error page', () => new HttpResponse('<html><body>Bad gateway</body></html>', { status: 502, headers: { 'Content-Type': 'text/html' } })],
    ['an empty body', () => new HttpResponse(null, { status: 500 })],
    ['JSON without msg', () => HttpResponse.json({ code: 500 }, { status: 500 })],
  ])('falls back to the network error text for %s', async (_name, response) => {
    answer(response)
    await fetchProbe()
    expect(await screen.findByText('Network error. Please try again later.')).toBeInTheDocument()
  })

  it('says the request failed when no answer came', async () => {
    answer(() => HttpResponse.error())
    const { result } = await fetchProbe()
    expect(result.error).toBeInstanceOf(ApiError)
    expect(await screen.findByText('Request exception. Please try again later.')).toBeInTheDocument()
  })

  it('treats a payload of the wrong shape as a request exception with a clear error', async () => {
    answer(() => HttpResponse.json({ code: 0, msg: 'success', data: { list: 'not a list' } }))
    const { result } = await fetchProbe()
    expect(result.error).toBeInstanceOf(ApiError)
    expect((result.error as ApiError).kind).toBe('invalid')
    expect((result.error as ApiError).message).toMatch(/unexpected answer at list/)
    expect(await screen.findByText('Request exception. Please try again later.')).toBeInTheDocument()
  })

  it('shows nothing for a silent call', async () => {
    answer(() => HttpResponse.json({ code: 400, msg: 'quiet please' }, { status: 400 }))
    const { result } = await fetchProbe({ silent: true })
    expect(result.error).toBeInstanceOf(ApiError)
    expect(screen.queryByText('quiet please')).not.toBeInTheDocument()
  })

  it('shows the Chinese text in Chinese', async () => {
    answer(() => HttpResponse.json({ code: 403, msg: 'x' }, { status: 403 }))
    const app = await renderApp('/index', { as: 'merchant-seller', locale: 'zh-CN' })
    await screen.findByRole('heading', { name: '报告列表' })
    await app.queryClient.fetchQuery({ queryKey: ['p'], queryFn: () => apiRequest(z.unknown(), probePath), retry: false }).catch(() => null)
    expect(await screen.findByText('无权访问，请联系管理员。')).toBeInTheDocument()
  })
})

describe('the 500 ms toast window', () => {
  it('drops an identical toast within 500 ms and shows it again after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const text = `Same text ${Math.random()}`
      expect(showErrorToast(text)).toBe(true)
      vi.advanceTimersByTime(TOAST_DEDUPE_MS - 1)
      expect(showErrorToast(text)).toBe(false)
      expect(showErrorToast(`${text} but different`)).toBe(true)
      vi.advanceTimersByTime(1)
      expect(showErrorToast(text)).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })

  it('shows one toast when two calls fail the same way at once', async () => {
    answer(() => HttpResponse.json({ code: 400, msg: 'Twice the same.' }, { status: 400 }))
    const app = await renderApp('/index', { as: 'merchant-seller', locale: 'en-US' })
    await screen.findByRole('heading', { name: 'Report list' })
    const probe = (key: string) =>
      app.queryClient.fetchQuery({ queryKey: [key], queryFn: () => apiRequest(z.unknown(), probePath), retry: false }).catch(() => null)
    await Promise.all([probe('a'), probe('b')])
    await waitFor(() => expect(screen.getAllByText('Twice the same.')).toHaveLength(1))
  })
})

describe('query retry policy', () => {
  it('retries network errors and 5xx, never a 4xx or a bad shape', () => {
    expect(isRetryable(new ApiError('network', {}))).toBe(true)
    expect(isRetryable(new ApiError('http', { status: 503 }))).toBe(true)
    expect(isRetryable(new ApiError('http', { status: 404 }))).toBe(false)
    expect(isRetryable(new ApiError('http', { status: 401 }))).toBe(false)
    expect(isRetryable(new ApiError('invalid', {}))).toBe(false)
  })

  it('doubles the delay from 1 s and caps it at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000])
  })

  it('retries a 503 query and shows the data once the server recovers', async () => {
    let calls = 0
    answer(() => {
      calls += 1
      return calls === 1
        ? HttpResponse.json({ code: 503, msg: 'busy' }, { status: 503 })
        : HttpResponse.json({ code: 0, msg: 'success', data: { list: [] } })
    })
    const app = await renderApp('/index', { as: 'merchant-seller', locale: 'en-US' })
    await screen.findByRole('heading', { name: 'Report list' })
    const data = await app.queryClient.fetchQuery({
      queryKey: ['retry'],
      queryFn: () => apiRequest(z.object({ list: z.array(z.unknown()) }), probePath),
      retryDelay: 1,
    })
    expect(data).toEqual({ list: [] })
    expect(calls).toBe(2)
  })
})
