import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { waitFor } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { z } from 'zod/mini'
import { notifications } from '@mantine/notifications'
import { server } from '@/mocks/node'
import { signIn } from '@/mocks/session'
import { activateLocale } from '@/i18n'
import { apiRequest } from '@/lib/http'
import { clearToastHistory } from '@/lib/toast'
import { nullSchema } from '@/lib/schemas'
import { ApiError, isRetryable } from '@/lib/errors'
import { createAppClients, retryDelay } from '@/app/query-client'
import { expectNetworkFailures } from '../network-failures'
import { apiPath } from '../utils'

/**
 * How every failed call reaches the person, tested once where it happens: the HTTP client turns each
 * kind of bad answer into one `ApiError`, and the query client turns that into the toast text, once,
 * first loads included. The screens' own error states are tested with each screen.
 */

const probePath = '/metabase/databases'
const probeSchema = z.object({ list: z.array(z.unknown()) })
const answer = (respond: (info: { request: Request }) => Response | Promise<Response>) =>
  server.use(http.get(apiPath(probePath), respond))
const probe = () => apiRequest(probeSchema, probePath)
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  )

const TEXT = {
  sessionExpired: 'Session expired.',
  notAuthorized: 'Not Authorized. Please contact administrator for help.',
  networkError: 'Network error. Please try again later.',
  requestException: 'Request exception. Please try again later.',
}

/** Each way an answer can go wrong: the error the client gives, and the toast it means. */
const failures = [
  {
    name: 'a 401',
    respond: () => HttpResponse.json({ code: 401, msg: 'login required' }, { status: 401 }),
    error: { kind: 'http', status: 401 },
    toast: TEXT.sessionExpired,
  },
  {
    name: 'a 403, whatever its msg',
    respond: () => HttpResponse.json({ code: 403, msg: 'forbidden by rule 7' }, { status: 403 }),
    error: { kind: 'http', status: 403 },
    toast: TEXT.notAuthorized,
  },
  {
    name: 'another status with a msg',
    respond: () => HttpResponse.json({ code: 400, msg: 'Choose a shop first.' }, { status: 400 }),
    error: { kind: 'http', status: 400, serverMessage: 'Choose a shop first.' },
    toast: 'Choose a shop first.',
  },
  {
    name: 'a 200 whose envelope says it failed',
    respond: () => HttpResponse.json({ code: 10023, msg: 'The merchant is frozen.' }),
    error: { kind: 'http', status: 200, serverMessage: 'The merchant is frozen.' },
    toast: 'The merchant is frozen.',
  },
  {
    name: 'an HTML error page',
    respond: () =>
      new HttpResponse('<!doctype html><h1>502 Bad Gateway</h1>', {
        status: 502,
        headers: { 'Content-Type': 'text/html' },
      }),
    error: { kind: 'http', status: 502, serverMessage: null },
    toast: TEXT.networkError,
  },
  {
    name: 'an empty body',
    respond: () => new HttpResponse(null, { status: 500 }),
    error: { kind: 'http', status: 500, serverMessage: null },
    toast: TEXT.networkError,
  },
  {
    name: 'JSON without msg',
    respond: () => HttpResponse.json({ code: 500 }, { status: 500 }),
    error: { kind: 'http', status: 500, serverMessage: null },
    toast: TEXT.networkError,
  },
  {
    name: 'a dropped connection',
    respond: () => HttpResponse.error(),
    error: { kind: 'network' },
    toast: TEXT.requestException,
  },
  {
    name: 'an answer cut off mid-body',
    respond: () => {
      // The connection breaks mid-answer: the browser logs it, as it does a dropped connection.
      expectNetworkFailures()
      return new HttpResponse(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"code":0,"data":{"li'))
            controller.error(new TypeError('network error'))
          },
        }),
        { headers: { 'Content-Type': 'application/json' } },
      )
    },
    error: { kind: 'network' },
    toast: TEXT.requestException,
  },
  {
    name: 'a payload of the wrong shape',
    respond: () => HttpResponse.json({ code: 0, msg: 'success', data: { list: 'surprise' } }),
    error: { kind: 'invalid' },
    toast: TEXT.requestException,
  },
  {
    name: 'a 200 that is not the envelope',
    respond: () => HttpResponse.json({ list: [] }),
    error: { kind: 'invalid' },
    toast: TEXT.requestException,
  },
] as const

let shown: MockInstance<typeof notifications.show>
const toasts = () => shown.mock.calls.map(([toast]) => String(toast.message))

beforeAll(async () => {
  await activateLocale('en-US')
})
beforeEach(() => {
  shown = vi.spyOn(notifications, 'show')
  signIn('shop-seller')
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the HTTP client', () => {
  it.each(failures)('turns $name into one ApiError', async ({ respond, error }) => {
    answer(respond)
    const failure = await failureOf(probe())
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject(error)
  })

  it('resolves to the payload of a good answer', async () => {
    answer(() => HttpResponse.json({ code: 0, msg: 'success', data: { list: [1, 2] } }))
    await expect(probe()).resolves.toEqual({ list: [1, 2] })
  })

  it('reads a success without data as the null a call such as accepting an NDA answers', async () => {
    answer(() => HttpResponse.json({ code: 0, msg: 'success' }))
    await expect(apiRequest(nullSchema, probePath)).resolves.toBeNull()
    await expect(failureOf(probe())).resolves.toMatchObject({ kind: 'invalid' })
  })

  it('says which language the person reads in every call', async () => {
    const languages: (string | null)[] = []
    answer(({ request }) => {
      languages.push(request.headers.get('Accept-Language'))
      return HttpResponse.json({ code: 0, msg: 'success', data: { list: [] } })
    })
    await probe()
    await activateLocale('zh-CN')
    await probe()
    await activateLocale('en-US')
    expect(languages).toEqual(['en-US', 'zh-CN'])
  })

  it('waits as long as the server takes: no client timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    answer(async () => {
      await delay(60_000)
      return HttpResponse.json({ code: 0, msg: 'success', data: { list: [] } })
    })
    const result = probe()
    await vi.advanceTimersByTimeAsync(60_000)
    await expect(result).resolves.toEqual({ list: [] })
  })
})

describe('the query client: every failure that is not silent becomes one toast', () => {
  it.each(failures)('a failed action ($name) toasts "$toast"', async ({ respond, toast }) => {
    answer(respond)
    const { queryClient, session } = createAppClients()
    await session.ensureLoaded()
    await failureOf(queryClient.getMutationCache().build(queryClient, { mutationFn: probe }).execute(undefined))
    await waitFor(() => expect(toasts()).toEqual([toast]))
  })

  it.each(failures)(
    'a first load that fails ($name) toasts "$toast", and so does a failed refresh of data on screen',
    async ({ respond, toast }) => {
      answer(respond)
      const { queryClient, session } = createAppClients()
      await session.ensureLoaded()
      // Retries as usual, without waiting between them.
      const options = { queryKey: ['probe'], queryFn: probe, retryDelay: 0 }
      // Nothing on screen yet: the toast says why; the screen then says what it could not show.
      await failureOf(queryClient.fetchQuery({ ...options, queryKey: ['never-loaded'] }))
      await waitFor(() => expect(toasts()).toEqual([toast]))
      // A 401 has ended the session: nothing more is said of the calls after it.
      if (toast === TEXT.sessionExpired) return
      // Data on screen, then a refresh fails (after the 500 ms window): a toast again.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1000 })
      queryClient.setQueryData(options.queryKey, { list: [] })
      await failureOf(queryClient.fetchQuery({ ...options, staleTime: 0 }))
      await waitFor(() => expect(toasts()).toEqual([toast, toast]))
    },
  )

  it('takes the session offline on a 401 while signed in, and says nothing of a 401 once signed out', async () => {
    answer(() => HttpResponse.json({ code: 401, msg: 'login required' }, { status: 401 }))
    const { queryClient, session } = createAppClients()
    await session.ensureLoaded()
    const act = () =>
      failureOf(queryClient.getMutationCache().build(queryClient, { mutationFn: probe }).execute(undefined))
    await act()
    expect(session.getState()).toMatchObject({ status: 'offline', endedBy: 'expired' })
    await waitFor(() => expect(toasts()).toEqual([TEXT.sessionExpired]))
    // Past the window in which the same toast is dropped as a repeat: only being signed out keeps it quiet.
    clearToastHistory()
    await act()
    expect(toasts()).toEqual([TEXT.sessionExpired])
  })

  it('shows nothing for a silent call', async () => {
    answer(() => HttpResponse.json({ code: 400, msg: 'quiet please' }, { status: 400 }))
    const { queryClient, session } = createAppClients()
    await session.ensureLoaded()
    await failureOf(
      queryClient
        .getMutationCache()
        .build(queryClient, { mutationFn: probe, meta: { silent: true } })
        .execute(undefined),
    )
    expect(toasts()).toEqual([])
  })

  it('shows one toast when two calls fail the same way at once', async () => {
    answer(() => HttpResponse.json({ code: 400, msg: 'Twice the same.' }, { status: 400 }))
    const { queryClient, session } = createAppClients()
    await session.ensureLoaded()
    const act = () =>
      failureOf(queryClient.getMutationCache().build(queryClient, { mutationFn: probe }).execute(undefined))
    await Promise.all([act(), act()])
    await waitFor(() => expect(toasts()).toEqual(['Twice the same.']))
  })

  it('says it in Chinese in Chinese', async () => {
    answer(() => HttpResponse.json({ code: 403, msg: 'x' }, { status: 403 }))
    await activateLocale('zh-CN')
    const { queryClient, session } = createAppClients()
    await session.ensureLoaded()
    await failureOf(queryClient.getMutationCache().build(queryClient, { mutationFn: probe }).execute(undefined))
    await waitFor(() => expect(toasts()).toEqual(['无权访问，请联系管理员。']))
    await activateLocale('en-US')
  })
})

describe('query retries', () => {
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

  it('asks three more times, 1, 2 and 4 s apart, then gives up with one toast', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    let calls = 0
    answer(() => {
      calls += 1
      return HttpResponse.json({ code: 503, msg: 'busy' }, { status: 503 })
    })
    const { queryClient, session } = createAppClients()
    await session.ensureLoaded()
    queryClient.setQueryData(['retry'], { list: [] })
    const result = failureOf(queryClient.fetchQuery({ queryKey: ['retry'], queryFn: probe, staleTime: 0 }))
    await vi.advanceTimersByTimeAsync(999)
    expect(calls).toBe(1)
    await vi.advanceTimersByTimeAsync(1 + 2000 + 4000)
    expect(await result).toBeInstanceOf(ApiError)
    expect(calls).toBe(4)
    vi.useRealTimers()
    await waitFor(() => expect(toasts()).toEqual(['busy']))
  })

  it('shows the data once a 503 heals', async () => {
    let calls = 0
    answer(() => {
      calls += 1
      return calls === 1
        ? HttpResponse.json({ code: 503, msg: 'busy' }, { status: 503 })
        : HttpResponse.json({ code: 0, msg: 'success', data: { list: [] } })
    })
    const { queryClient, session } = createAppClients()
    await session.ensureLoaded()
    await expect(queryClient.fetchQuery({ queryKey: ['heal'], queryFn: probe, retryDelay: 1 })).resolves.toEqual({
      list: [],
    })
    expect(calls).toBe(2)
    expect(toasts()).toEqual([])
  })
})
