import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { act, fireEvent, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { notifications } from '@mantine/notifications'
import { server } from '@/mocks/node'
import { getDb } from '@/mocks/db'
import type { PersonaKey } from '@/mocks/personas'
import { apiPath, currentPath, renderApp, screen } from '../utils'

/**
 * Every API call of the seller screens, and the staff template list and editor loads and list actions, against a backend that breaks in each way issue 5 names: a
 * payload of the wrong shape, an HTML error page, an empty body, a dropped connection, and a slow
 * answer. Each time: the toast of SPEC.md section 8 (once), an error state with a working Retry where
 * the data was expected, and never a white screen. Query retries (1 s, 2 s, 4 s) run on fake timers.
 */

const TEXT = {
  requestException: 'Request exception. Please try again later.',
  networkError: 'Network error. Please try again later.',
  unexpected: 'The server answered with something unexpected. Please try again later.',
  signIn: 'Sign in to read your operations reports',
}

type Failure = { name: string; respond: () => Response; toast: string; errorText: string }

const failures: Failure[] = [
  {
    name: 'a payload of the wrong shape',
    respond: () => HttpResponse.json({ code: 0, msg: 'success', data: { list: 'surprise', total: '12' } }),
    toast: TEXT.requestException,
    errorText: TEXT.unexpected,
  },
  {
    name: 'an HTML error page (502)',
    respond: () =>
      new HttpResponse('<!doctype html><html><body><h1>502 Bad Gateway</h1><script>window.__ran = true</script></body></html>', {
        status: 502,
        headers: { 'Content-Type': 'text/html' },
      }),
    toast: TEXT.networkError,
    errorText: TEXT.networkError,
  },
  {
    name: 'an empty body (500)',
    respond: () => new HttpResponse(null, { status: 500 }),
    toast: TEXT.networkError,
    errorText: TEXT.networkError,
  },
  {
    name: 'a dropped connection',
    respond: () => HttpResponse.error(),
    toast: TEXT.requestException,
    errorText: TEXT.requestException,
  },
]

/** Toasts on screen now (Mantine's notification stack), apart from the page's own alerts. */
function toastTexts(): string[] {
  return [...document.querySelectorAll('.mantine-Notifications-root [role="alert"]')].map((toast) => toast.textContent ?? '')
}

/** Every error toast shown since the test began, closed or not (a toast closes itself after 4.5 s). */
let shown: MockInstance<typeof notifications.show>
const toastsShown = () => shown.mock.calls.filter(([toast]) => toast.color === 'red').map(([toast]) => String(toast.message))

/** A short account of the screen, for failure messages. */
function onScreen(): string {
  const names = (role: string) => screen.queryAllByRole(role).map((element) => (element.textContent ?? '').trim().slice(0, 60))
  return JSON.stringify({ headings: names('heading'), buttons: names('button'), alerts: names('alert'), status: names('status').length, toasts: toastTexts() })
}

/** The seller screens' error state in place of data (`ErrorState`); the staff screens name what failed. */
const SELLER_ERROR_TITLE = 'This could not be loaded'

/** The call's error state (not an embedded frame's own "did not load", which has a Retry too). */
const errorState = (call: Call) =>
  screen.queryByText(call.errorTitle ?? SELLER_ERROR_TITLE)?.closest<HTMLElement>('[role="alert"]') ?? null
const retryButton = (call: Call) => {
  const state = errorState(call)
  return state ? within(state).queryByRole('button', { name: 'Retry' }) : null
}
// A loading placeholder: the UI library's skeleton (report page) or the plain one (components/ui/skeleton.tsx).
const skeleton = () => document.querySelector('.mantine-Skeleton-root, .ui-skeleton') !== null
const busy = () => screen.queryAllByRole('status').length > 0
const banner = () => screen.queryByRole('banner')
const heading = (name: string | RegExp) => () => screen.queryByRole('heading', { name })
const firstOption = () => screen.queryAllByRole('listitem')[0] ?? null
const reportTable = () => screen.queryByRole('table')
const templateRow = (name: RegExp) => screen.queryByRole('row', { name })
const inRow = (name: RegExp, button: string) => {
  const row = templateRow(name)
  return row ? within(row).queryByRole('button', { name: button }) : null
}
const dialogButton = (dialog: string, button: string) => {
  const modal = screen.queryByRole('dialog', { name: dialog })
  return modal ? within(modal).queryByRole('button', { name: button }) : null
}
/** Clicks a row's action, then its confirmation. */
async function confirmInRow(name: RegExp, button: string, dialog: string, confirm: string) {
  fireEvent.click(inRow(name, button) as HTMLElement)
  fireEvent.click(await until(() => dialogButton(dialog, confirm), `the dialog "${dialog}"`))
}
const storedTemplate = (templateId: number) => getDb().templates.find((template) => template.template_id === templateId)

type Call = {
  /** The call as API.md names it. */
  call: string
  method: 'get' | 'post'
  path: string
  as: PersonaKey
  /** The in-app path whose screen makes the call. */
  at: string
  kind: 'query' | 'mutation' | 'session'
  /** The page around the data (never a white screen). */
  page: () => HTMLElement | null
  /** What shows while the answer is awaited. */
  loading: () => boolean
  /** The data, once the call succeeds. */
  loaded: () => HTMLElement | null
  /** Mutations: what must be on screen before the action, and the action. */
  ready?: () => HTMLElement | null
  trigger?: () => void | Promise<void>
  /** The error state's title when it is not the seller screens' one. */
  errorTitle?: string
  /** The error state repeats the toast's words (the staff screens), instead of its own for a bad shape. */
  stateRepeatsToast?: boolean
}

/** Picking a merchant (or shop) in the picker switches to it, then the list shows. */
const ownerSwitch = (kind: 'merchant' | 'shop', at: string): Call => ({
  call: `${kind}/switch`,
  method: 'post',
  path: `/user/${kind}/switch`,
  as: 'merchant-seller',
  at,
  kind: 'mutation',
  page: heading('Report list'),
  ready: firstOption,
  trigger: () => {
    fireEvent.click(firstOption() as HTMLElement)
  },
  loading: () => firstOption()?.hasAttribute('disabled') === true,
  loaded: reportTable,
})

const calls: Call[] = [
  {
    call: 'user/info',
    method: 'get',
    path: '/user/info',
    as: 'shop-seller',
    at: '/index/1',
    kind: 'session',
    page: heading(TEXT.signIn),
    loading: busy,
    loaded: reportTable,
  },
  {
    call: 'names',
    method: 'get',
    path: '/report_template/names',
    as: 'shop-seller',
    at: '/index',
    kind: 'query',
    page: banner,
    loading: busy,
    loaded: () => screen.queryByRole('tab', { name: /Shop Weekly/ }),
  },
  {
    call: 'report/list',
    method: 'get',
    path: '/report_template/report/list',
    as: 'shop-seller',
    at: '/index/1',
    kind: 'query',
    page: heading('Report list'),
    loading: () => screen.queryByRole('status', { name: 'Loading reports' }) !== null,
    loaded: reportTable,
  },
  {
    call: 'basic_info',
    method: 'get',
    path: '/report_template/basic_info',
    as: 'shop-seller',
    at: '/index/1',
    kind: 'query',
    page: heading('Report list'),
    loading: skeleton,
    loaded: reportTable,
  },
  {
    call: 'report/info',
    method: 'get',
    path: '/report_template/report/info',
    as: 'shop-seller',
    at: '/report/1/2026-W47',
    kind: 'query',
    page: banner,
    loading: skeleton,
    loaded: () => screen.queryAllByTestId('key-figure')[0] ?? null,
  },
  {
    call: 'report/filter',
    method: 'get',
    path: '/report_template/report/filter',
    as: 'shop-seller',
    at: '/report/1/2026-W47',
    kind: 'query',
    page: heading(/Shop Weekly/),
    loading: () => heading(/Shop Weekly/)() !== null && screen.queryAllByLabelText(/Channel/).length === 0,
    loaded: () => screen.queryAllByLabelText(/Channel/)[0] ?? null,
  },
  {
    call: 'merchant/selectable_list',
    method: 'get',
    path: '/user/merchant/selectable_list',
    as: 'merchant-seller',
    at: '/index/2',
    kind: 'query',
    page: heading('Choose a merchant to see its reports'),
    loading: skeleton,
    loaded: firstOption,
  },
  {
    call: 'shop/selectable_list',
    method: 'get',
    path: '/user/shop/selectable_list',
    as: 'merchant-seller',
    at: '/index/1',
    kind: 'query',
    page: heading('Choose a shop to see its reports'),
    loading: skeleton,
    loaded: firstOption,
  },
  ownerSwitch('merchant', '/index/2'),
  ownerSwitch('shop', '/index/1'),
  {
    call: 'get_nda',
    method: 'get',
    path: '/report_template/get_nda',
    as: 'shop-seller',
    at: '/index/3',
    kind: 'query',
    page: () => screen.queryByRole('dialog'),
    loading: () => screen.queryByRole('button', { name: 'Accept' })?.hasAttribute('disabled') === true && skeleton(),
    loaded: () => document.getElementById('nda-content'),
  },
  {
    call: 'accept_nda',
    method: 'get',
    path: '/report_template/accept_nda',
    as: 'shop-seller',
    at: '/index/3',
    kind: 'mutation',
    page: heading('Report list'),
    ready: () => (document.getElementById('nda-content') ? screen.queryByRole('button', { name: 'Accept' }) : null),
    trigger: () => {
      fireEvent.click(screen.getByRole('button', { name: 'Accept' }))
    },
    loading: () => screen.queryByRole('button', { name: 'Accept' })?.hasAttribute('data-loading') === true,
    loaded: reportTable,
  },
  // The staff screens (issue 4).
  {
    call: 'report_template/list',
    method: 'get',
    path: '/report_template/list',
    as: 'staff-reader',
    at: '/template',
    kind: 'query',
    page: heading('Report templates'),
    loading: () => screen.queryByLabelText('Loading report templates') !== null,
    loaded: () => templateRow(/Shop Weekly/),
    errorTitle: 'The report templates could not be loaded.',
    stateRepeatsToast: true,
  },
  {
    call: 'report_template/detail',
    method: 'get',
    path: '/report_template/detail',
    as: 'staff-admin',
    at: '/template/1',
    kind: 'query',
    page: banner,
    loading: () => screen.queryByLabelText('Loading the template') !== null,
    loaded: () => screen.queryAllByRole('textbox', { name: 'Name' })[0] ?? null,
    errorTitle: 'Template 1 could not be loaded.',
    stateRepeatsToast: true,
  },
  {
    call: 'report_template/publish_draft',
    method: 'post',
    path: '/report_template/publish_draft',
    as: 'staff-admin',
    at: '/template',
    kind: 'mutation',
    page: heading('Report templates'),
    ready: () => inRow(/Merchant Monthly/, 'Publish draft'),
    trigger: () => confirmInRow(/Merchant Monthly/, 'Publish draft', 'Publish the draft?', 'Publish draft'),
    loading: () => dialogButton('Publish the draft?', 'Publish draft')?.hasAttribute('data-loading') === true,
    loaded: () => (storedTemplate(2)?.draft === null ? templateRow(/Merchant Monthly v2/) : null),
  },
  {
    call: 'report_template/status',
    method: 'post',
    path: '/report_template/status',
    as: 'staff-admin',
    at: '/template',
    kind: 'mutation',
    page: heading('Report templates'),
    ready: () => inRow(/Shop Weekly/, 'Unpublish'),
    trigger: () => confirmInRow(/Shop Weekly/, 'Unpublish', 'Unpublish this template?', 'Unpublish'),
    // The row shows the new status at once (optimistic) while the server is asked.
    loading: () => storedTemplate(1)?.status === 'published' && templateRow(/Shop Weekly/)?.textContent?.includes('Unpublished') === true,
    loaded: () => (storedTemplate(1)?.status === 'unpublished' ? templateRow(/Shop Weekly/) : null),
  },
]

/** Captured before any test fakes the timers: fetch, MSW and route code loading need the real event loop. */
const realSetTimeout = globalThis.setTimeout
const REAL_TIME_LIMIT_MS = 10_000
/** Each case may wait twice that long, plus the render. */
const CASE_TIMEOUT_MS = 60_000

/**
 * Moves the app's clock on by `ms` and lets the real event loop (requests, imports, React's scheduler)
 * run meanwhile. Like Testing Library's `waitFor`, it steps out of act() while it waits: an act() that
 * spans a faked clock can wait forever.
 */
async function tick(ms: number) {
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  const previous = environment.IS_REACT_ACT_ENVIRONMENT
  environment.IS_REACT_ACT_ENVIRONMENT = false
  try {
    await vi.advanceTimersByTimeAsync(ms)
    await new Promise((resolve) => realSetTimeout(resolve, 20))
  } finally {
    environment.IS_REACT_ACT_ENVIRONMENT = previous
  }
}

/** Moves the clock on in steps until `find` gives something, for at most 10 s of real time. */
async function until<T>(find: () => T | null | undefined | false, what: string): Promise<T> {
  const started = performance.now()
  for (;;) {
    const found = find()
    if (found) return found
    if (performance.now() - started > REAL_TIME_LIMIT_MS) throw new Error(`${what}: not there in time. On screen: ${onScreen()}`)
    await tick(250)
  }
}

/** Lets `ms` of app time pass in steps of `step`, checking `hold` at each. */
async function holdFor(ms: number, step: number, hold: () => void) {
  for (let waited = 0; waited < ms; waited += step) {
    hold()
    await tick(step)
  }
  hold()
}

function answer(call: Call, resolver: () => Response | undefined | Promise<Response | undefined>) {
  server.use(http[call.method](apiPath(call.path), resolver))
}

/**
 * Renders the call's screen and, for a mutation, makes the call. The render resolves once the session
 * is known, which it never is when the user info call never answers: `app()` says whether it did.
 */
async function open(call: Call) {
  const rendering = renderApp(call.at, { as: call.as, locale: 'en-US' })
  if (call.kind !== 'session') {
    await rendering
    // The router shows its pending screen after 1 s of a route loader (the template names at /index).
    await tick(1_000)
  }
  if (call.ready && call.trigger) {
    await until(call.ready, `${call.call}: ready`)
    await call.trigger()
  }
  return { rendering }
}

function expectNoWhiteScreen(call: Call) {
  expect(call.page(), `${call.call}: the page`).not.toBeNull()
  expect(document.body.textContent).not.toContain('502 Bad Gateway')
  expect((window as { __ran?: boolean }).__ran).toBeUndefined()
}

beforeAll(() => {
  // happy-dom has no document.fonts; the editor's autosizing Textarea listens on it.
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true })
})

beforeEach(() => {
  shown = vi.spyOn(notifications, 'show')
})

afterEach(() => {
  act(() => notifications.clean())
  vi.useRealTimers()
})

describe.each(calls)('$call', (call) => {
  beforeEach(() => {
    // Only the clock the app's retries, delays and toasts read; React and MSW keep the real event loop.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
  })

  it.each(failures)('$name: the right toast once, an error state with a working Retry, never a white screen', async (failure) => {
    let failing = true
    answer(call, () => (failing ? failure.respond() : undefined))
    const { rendering } = await open(call)

    if (call.kind === 'session') {
      // SPEC.md section 7: the user info call is silent; its failure takes the session offline.
      await until(call.page, `${call.call}: the sign-in page`)
      const { router } = await rendering
      expect(toastsShown()).toEqual([])
      expect(currentPath(router)).toBe(`/login?redirect=${encodeURIComponent(call.at)}`)
      expectNoWhiteScreen(call)
      return
    }

    if (call.kind === 'mutation') {
      await until(() => toastTexts().length > 0, `${call.call}: the toast`)
      expect(toastTexts()).toEqual([failure.toast])
      // Nothing was lost: the same action is there again, and works once the server does.
      const again = await until(() => (call.loading() ? null : call.ready?.()), `${call.call}: the action again`)
      expect(again).toBeEnabled()
      expect(call.loaded()).toBeNull()
      failing = false
      await call.trigger?.()
    } else {
      const retry = await until(() => retryButton(call), `${call.call}: the Retry button`)
      // The toast library loads with the first toast: the toast may show a moment after the error state.
      await until(() => toastTexts().length > 0, `${call.call}: the toast`)
      expect(toastTexts()).toEqual([failure.toast])
      expect(retry.closest('[role="alert"]')).toHaveTextContent(call.stateRepeatsToast ? failure.toast : failure.errorText)
      expect(call.page(), `${call.call}: the page around the error`).not.toBeNull()
      failing = false
      fireEvent.click(retry)
    }

    await until(call.loaded, `${call.call}: the data after the retry`)
    expectNoWhiteScreen(call)
    expect(errorState(call)).toBeNull()
    expect(toastsShown()).toEqual([failure.toast])
  }, CASE_TIMEOUT_MS)

  it('an answer that never comes: the loading state stays, no toast, no error, no white screen', async () => {
    answer(call, async () => {
      await delay('infinite')
      return undefined
    })
    await open(call)
    await until(call.loading, `${call.call}: loading`)
    // Past every retry (1 s, 2 s, 4 s) and the 30 s cap of the back-off.
    await holdFor(35_000, 1_000, () => {
      expect(call.loading(), `${call.call}: still loading. On screen: ${onScreen()}`).toBe(true)
      expect(errorState(call)).toBeNull()
    })
    expect(toastsShown()).toEqual([])
  }, CASE_TIMEOUT_MS)

  it('an answer after 10 s: loading all along, then the data, no toast', async () => {
    let askedAt: number | undefined
    answer(call, async () => {
      askedAt ??= Date.now()
      await delay(10_000)
      return undefined
    })
    await open(call)
    await until(() => askedAt !== undefined && call.loading(), `${call.call}: loading`)
    // No client timeout (API.md): up to a moment before the answer, the screen still waits for it.
    while (Date.now() - (askedAt ?? 0) < 9_500) {
      expect(call.loading(), `${call.call}: still loading. On screen: ${onScreen()}`).toBe(true)
      expect(toastsShown()).toEqual([])
      await tick(250)
    }
    await until(call.loaded, `${call.call}: the data`)
    expect(toastsShown()).toEqual([])
    expect(errorState(call)).toBeNull()
  }, CASE_TIMEOUT_MS)
})

describe('a slow answer on real timers', () => {
  it('shows the skeleton, then the report, with no toast and no error between', async () => {
    answer(calls.find((call) => call.call === 'report/info') as Call, async () => {
      await delay(400)
      return undefined
    })
    await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    await waitFor(() => expect(skeleton()).toBe(true))
    expect(await screen.findAllByTestId('key-figure')).toHaveLength(4)
    expect(toastsShown()).toEqual([])
    expect(screen.queryByText(SELLER_ERROR_TITLE)).toBeNull()
  })
})
