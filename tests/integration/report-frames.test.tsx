import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@/mocks/node'
import { EMBED_REFRESH_MS } from '@/features/reports/api/get-report-info'
import {
  DASHBOARD_MAX_HEIGHT,
  DASHBOARD_MIN_HEIGHT,
  SWING_WINDOW_MS,
} from '@/features/reports/frames/dashboard-messages'
import { EMBED_TIMEOUT_MS, FIRST_MESSAGE_WAIT_MS } from '@/features/reports/frames/embed-frame'
import { RESIGN_BEFORE_EXPIRY_MS } from '@/features/reports/frames/embed-state'
import { PRINT_WAIT_MS } from '@/features/reports/frames/print-control'
import { activateLocale } from '@/i18n'
import { renderApp, screen } from '../utils'

const TREND = '销售趋势 Sales trend'
const TRAFFIC = '流量来源 Traffic sources'

/** The report sections now in the viewport; the others are scrolled away (or below the fold). */
let shownSections = new Set<string>()
const observers = new Set<SectionObserver>()

/** An IntersectionObserver that answers from `shownSections` (happy-dom lays nothing out). */
class SectionObserver {
  readonly targets = new Set<Element>()
  constructor(private readonly callback: IntersectionObserverCallback) {
    observers.add(this)
  }
  observe(target: Element) {
    this.targets.add(target)
    queueMicrotask(() => this.tell([target]))
  }
  unobserve(target: Element) {
    this.targets.delete(target)
  }
  disconnect() {
    this.targets.clear()
    observers.delete(this)
  }
  takeRecords() {
    return []
  }
  tell(targets: Element[]) {
    const entries = targets.map((target) => {
      const shown = shownSections.has(target.closest('section')?.getAttribute('aria-label') ?? '')
      return { target, isIntersecting: shown, intersectionRatio: shown ? 1 : 0 } as IntersectionObserverEntry
    })
    if (entries.length > 0) this.callback(entries, this as unknown as IntersectionObserver)
  }
}

/** Scrolls so that exactly these sections are in view. */
function scrollTo(...titles: string[]) {
  shownSections = new Set(titles)
  act(() => {
    for (const observer of [...observers]) observer.tell([...observer.targets])
  })
}

function setTabHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') })
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'))
  })
}

const section = (title: string) => screen.getByRole('region', { name: title })
/** The frames a section holds: the one on show (titled) and any copy loading behind it (hidden). */
const framesIn = (title: string) => [...section(title).querySelectorAll('iframe')]
const shownFrame = (title: string) => within(section(title)).getByTitle(title) as HTMLIFrameElement
const expOf = (frame: HTMLIFrameElement) =>
  Number(new URL(frame.getAttribute('src') ?? '', window.location.origin).searchParams.get('exp'))

/** The browser has loaded the frame's page (its host answers the probe that goes with it: see below). */
const load = (frame: HTMLElement) => fireEvent.load(frame)

/** The section shows this one frame and loads nothing behind it. */
async function showsOnly(title: string, frame: HTMLIFrameElement) {
  await waitFor(() => expect(framesIn(title)).toHaveLength(1))
  expect(framesIn(title)[0]).toBe(frame)
  expect(shownFrame(title)).toBe(frame)
}

beforeEach(() => {
  shownSections = new Set([TREND, TRAFFIC])
  observers.clear()
  vi.stubGlobal('IntersectionObserver', SectionObserver)
  // The demo frame page answers (the probe each frame's load goes with).
  server.use(http.head('*/demo-frames/metabase.html', () => new HttpResponse(null, { status: 200 })))
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  Reflect.deleteProperty(document, 'visibilityState')
})

describe('printing a report', () => {
  it('loads and awaits every frame, offscreen too, then prints headed by whose data, filters, who, when', async () => {
    const print = vi.fn()
    vi.stubGlobal('print', print)
    shownSections = new Set()
    const user = userEvent.setup()
    await renderApp('/report/1/2026-W47?channel=live', { as: 'shop-seller', locale: 'en-US' })
    await screen.findAllByTestId('key-figure')
    expect(screen.queryByTitle(TREND)).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Print' }))
    const trend = await screen.findByTitle(TREND)
    const traffic = await screen.findByTitle(TRAFFIC)
    fireEvent.load(trend)
    await waitFor(() => expect(within(section(TREND)).queryByTestId('embed-skeleton')).not.toBeInTheDocument())
    expect(print).not.toHaveBeenCalled()
    fireEvent.load(traffic)
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1))

    const heading = screen.getByTestId('print-heading')
    expect(within(heading).getByRole('heading', { level: 1 })).toHaveTextContent('店铺经营周报 Shop Weekly')
    expect(heading).toHaveTextContent('2026-W47')
    expect(heading).toHaveTextContent(/Shop\s*Lumi Home Official Store \(SG\)/)
    expect(heading).toHaveTextContent(/渠道 Channel\s*直播 Live/)
    expect(heading).toHaveTextContent(/类目 Category\s*All/)
    expect(heading).toHaveTextContent(
      /Printed \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} (UTC|GMT[+-]?[\d:]*) by lumihome\.sg/,
    )
  })

  it('prints what there is once the time limit has passed, saying which frame had not loaded', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const print = vi.fn()
    vi.stubGlobal('print', print)
    await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    load(await screen.findByTitle(TREND))
    await screen.findByTitle(TRAFFIC)

    fireEvent.click(screen.getByRole('button', { name: 'Print' }))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PRINT_WAIT_MS - 1000)
    })
    expect(print).not.toHaveBeenCalled()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000)
    })
    expect(print).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByText(/Loading the dashboards to print/)).not.toBeInTheDocument())
    expect(section(TRAFFIC)).toHaveTextContent(
      `“${TRAFFIC}” had not loaded when this page was printed. The Print button on the page waits for it.`,
    )
    expect(section(TREND)).not.toHaveTextContent('had not loaded')
  })

  it('says how many dashboards have loaded while it waits, and prints at once when asked to', async () => {
    const print = vi.fn()
    vi.stubGlobal('print', print)
    const user = userEvent.setup()
    await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    load(await screen.findByTitle(TREND))
    await screen.findByTitle(TRAFFIC)
    await waitFor(() => expect(within(section(TREND)).queryByTestId('embed-skeleton')).not.toBeInTheDocument())

    await user.click(screen.getByRole('button', { name: 'Print' }))
    expect(await screen.findByText('Loading the dashboards to print: 1 of 2')).toBeInTheDocument()
    expect(print).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Print now' }))
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1))
    await waitFor(() => expect(screen.queryByText(/Loading the dashboards to print/)).not.toBeInTheDocument())
  })

  it('prints nothing once the report is left while it waits', async () => {
    const print = vi.fn()
    vi.stubGlobal('print', print)
    const user = userEvent.setup()
    await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    await screen.findByTitle(TRAFFIC)
    await user.click(screen.getByRole('button', { name: 'Print' }))
    expect(await screen.findByText(/Loading the dashboards to print/)).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: '← Back to the report list' }))
    expect(await screen.findByRole('region', { name: 'Reports' })).toBeInTheDocument()
    await act(async () => {})
    expect(print).not.toHaveBeenCalled()
  })

  it("has the printout's heading from first render; dates it, starts all frames once the browser prints", async () => {
    shownSections = new Set()
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T08:00:00Z') })
    await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    const heading = await screen.findByTestId('print-heading')
    expect(heading).toHaveTextContent(/Printed 24 Nov 2026, 08:00 .* by lumihome\.sg/)
    expect(screen.queryByTitle(TREND)).not.toBeInTheDocument()

    vi.setSystemTime(new Date('2026-11-24T09:30:00Z'))
    act(() => {
      window.dispatchEvent(new Event('beforeprint'))
    })
    // No waiting: the browser lays out the printout as soon as `beforeprint` has run.
    expect(screen.getByTitle(TREND)).toBeInTheDocument()
    expect(screen.getByTitle(TRAFFIC)).toBeInTheDocument()
    expect(heading).toHaveTextContent(/Printed 24 Nov 2026, 09:30 .* by lumihome\.sg/)
    vi.useRealTimers()
  })
})

describe('a frame that fails', () => {
  it('says at once that its host could not be reached, and a retry loads it', async () => {
    server.use(http.head('*/demo-frames/metabase.html', () => HttpResponse.error()))
    await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    // The browser fires `load` for its own error page too.
    fireEvent.load(await screen.findByTitle(TREND))
    // Said at once (a wait's default), not after the time limit of a frame that hangs, which says it did not load.
    const alert = await within(section(TREND)).findByRole('alert')
    expect(alert).toHaveTextContent(`“${TREND}” could not be reached. Check your connection, then retry.`)
    expect(within(section(TREND)).queryByTitle(TREND)).not.toBeInTheDocument()

    server.use(http.head('*/demo-frames/metabase.html', () => new HttpResponse(null, { status: 200 })))
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    load(await within(section(TREND)).findByTitle(TREND))
    await waitFor(() => expect(within(section(TREND)).queryByTestId('embed-skeleton')).not.toBeInTheDocument())
    expect(within(section(TREND)).queryByRole('alert')).not.toBeInTheDocument()
  })
})

describe('re-signed frame addresses', () => {
  it('swap behind a frame out of view at once, and behind one in view only as its address nears expiry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await renderApp('/report/1/2026-W47?channel=live', { as: 'shop-seller', locale: 'en-US' })
    load(await screen.findByTitle(TREND))
    load(await screen.findByTitle(TRAFFIC))
    await waitFor(() => expect(screen.queryByTestId('embed-skeleton')).not.toBeInTheDocument())
    const trend = shownFrame(TREND)
    const traffic = shownFrame(TRAFFIC)
    const signedUntil = expOf(trend)
    scrollTo(TREND)

    await act(async () => {
      await vi.advanceTimersByTimeAsync(EMBED_REFRESH_MS + 1000)
    })
    // Out of view: the fresh address loads behind the frame, which stays on show until it has.
    await waitFor(() => expect(framesIn(TRAFFIC)).toHaveLength(2))
    const behind = framesIn(TRAFFIC).find((frame) => frame !== traffic) as HTMLIFrameElement
    expect(expOf(behind)).toBeGreaterThan(signedUntil)
    expect(shownFrame(TRAFFIC)).toBe(traffic)
    load(behind)
    await showsOnly(TRAFFIC, behind)
    expect(new URL(behind.src).searchParams.get('channel')).toBe('live')

    // In view: the same frame, untouched, until its address is about to expire.
    await showsOnly(TREND, trend)
    expect(expOf(trend)).toBe(signedUntil)
    const due = signedUntil * 1000 - RESIGN_BEFORE_EXPIRY_MS - Date.now()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(due - 1000)
    })
    await showsOnly(TREND, trend)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000)
    })
    await waitFor(() => expect(framesIn(TREND)).toHaveLength(2))
    const fresh = framesIn(TREND).find((frame) => frame !== trend) as HTMLIFrameElement
    expect(expOf(fresh)).toBeGreaterThan(signedUntil)
    load(fresh)
    await showsOnly(TREND, fresh)
    // No placeholder flashed in either.
    expect(screen.queryByTestId('embed-skeleton')).not.toBeInTheDocument()
  })

  it('swap behind every frame of a hidden tab at once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    load(await screen.findByTitle(TREND))
    await waitFor(() => expect(within(section(TREND)).queryByTestId('embed-skeleton')).not.toBeInTheDocument())
    const trend = shownFrame(TREND)
    setTabHidden(true)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(EMBED_REFRESH_MS + 1000)
    })
    await waitFor(() => expect(framesIn(TREND)).toHaveLength(2))
    const fresh = framesIn(TREND).find((frame) => frame !== trend) as HTMLIFrameElement
    load(fresh)
    await showsOnly(TREND, fresh)
    expect(expOf(fresh)).toBeGreaterThan(expOf(trend))
  })

  it('do not hold back a change the viewer made: another filter replaces the frame at once', async () => {
    const user = userEvent.setup()
    await renderApp('/report/1/2026-W47?channel=live', { as: 'shop-seller', locale: 'en-US' })
    load(await screen.findByTitle(TREND))
    await waitFor(() => expect(within(section(TREND)).queryByTestId('embed-skeleton')).not.toBeInTheDocument())
    await user.selectOptions(screen.getByRole('combobox', { name: '渠道 Channel' }), '商城 Mall')
    await waitFor(() => expect(new URL(shownFrame(TREND).src).searchParams.get('channel')).toBe('mall'))
    expect(framesIn(TREND)).toHaveLength(1)
  })
})

/** What a Metabase embed posts to its parent whenever the height of its page changes. */
const sizeMessage = (height: unknown) => ({ metabase: { type: 'frame', frame: { mode: 'normal', height } } })

/** The frame's own window: happy-dom loads no frame page, so each frame is given a stand-in of its own. */
function windowOf(frame: HTMLIFrameElement): MessageEventSource {
  if (!frame.contentWindow) Object.defineProperty(frame, 'contentWindow', { value: new MessageChannel().port1 })
  return frame.contentWindow as unknown as MessageEventSource
}

/** A message to this window, from the frame's own window and the demo's origin unless told otherwise. */
function post(
  frame: HTMLIFrameElement,
  data: unknown,
  from: { origin?: string; source?: MessageEventSource | null } = {},
) {
  const { origin = window.location.origin, source = windowOf(frame) } = from
  fireEvent(window, new MessageEvent('message', { data, origin, source }))
}

/** After the next animation frame, when the page takes the last height each dashboard reported. */
const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())))

async function postAndPaint(frame: HTMLIFrameElement, data: unknown) {
  post(frame, data)
  await nextFrame()
}

/** The height of the dashboard's box, and that of its frame: the same, with nothing added around it. */
function heights(title: string) {
  const box = within(section(title)).getByTestId('embed-frame')
  return { box: box.style.height, frame: shownFrame(title).style.height }
}

const hashOf = (frame: HTMLIFrameElement) => Object.fromEntries(new URLSearchParams(new URL(frame.src).hash.slice(1)))

describe('dashboards that fit their content', () => {
  it("take the height the dashboard reports, growing and shrinking with it; until then the template's", async () => {
    await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    const trend = (await screen.findByTitle(TREND)) as HTMLIFrameElement
    expect(heights(TREND)).toEqual({ box: '720px', frame: '720px' })

    await postAndPaint(trend, sizeMessage(980.4))
    expect(heights(TREND)).toEqual({ box: '980px', frame: '980px' })
    await postAndPaint(trend, sizeMessage(512))
    expect(heights(TREND)).toEqual({ box: '512px', frame: '512px' })
    // Its own height sent back (Metabase measures a page never shorter than its frame) changes nothing.
    await postAndPaint(trend, sizeMessage(parseFloat(trend.style.height)))
    expect(heights(TREND)).toEqual({ box: '512px', frame: '512px' })
    await postAndPaint(trend, sizeMessage(1e9))
    expect(heights(TREND).box).toBe(`${DASHBOARD_MAX_HEIGHT}px`)
    await postAndPaint(trend, sizeMessage(3))
    expect(heights(TREND).box).toBe(`${DASHBOARD_MIN_HEIGHT}px`)
    expect(heights(TRAFFIC)).toEqual({ box: '420px', frame: '420px' })
  })

  it('ignore other messages: from another window or origin, of other types, or with a non-numeric height', async () => {
    await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    const trend = (await screen.findByTitle(TREND)) as HTMLIFrameElement
    const traffic = (await screen.findByTitle(TRAFFIC)) as HTMLIFrameElement
    post(trend, sizeMessage(600))
    // The other dashboard's message sizes that one only.
    post(trend, sizeMessage(900), { source: windowOf(traffic) })
    post(trend, sizeMessage(900), { source: window })
    post(trend, sizeMessage(900), { origin: 'https://evil.example.com' })
    post(trend, { metabase: { type: 'location', location: { height: 900 } } })
    post(trend, { type: 'frame', frame: { height: 900 } })
    for (const height of ['900', Number.NaN, Number.POSITIVE_INFINITY, null]) post(trend, sizeMessage(height))
    await nextFrame()
    expect(heights(TREND)).toEqual({ box: '600px', frame: '600px' })
    expect(heights(TRAFFIC)).toEqual({ box: '900px', frame: '900px' })
  })

  it('count as loaded at their first size message, before the load event', async () => {
    await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    const trend = (await screen.findByTitle(TREND)) as HTMLIFrameElement
    expect(within(section(TREND)).getByTestId('embed-skeleton')).toBeInTheDocument()
    post(trend, sizeMessage(600), { source: window })
    expect(within(section(TREND)).getByTestId('embed-skeleton')).toBeInTheDocument()
    post(trend, sizeMessage(600))
    await waitFor(() => expect(within(section(TREND)).queryByTestId('embed-skeleton')).not.toBeInTheDocument())
    expect(within(section(TRAFFIC)).getByTestId('embed-skeleton')).toBeInTheDocument()
  })

  it("count as loaded on a first message with no height (Metabase's fit mode), at the template's height", async () => {
    await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    const trend = (await screen.findByTitle(TREND)) as HTMLIFrameElement
    post(trend, { metabase: { type: 'frame', frame: { mode: 'fit' } } })
    await waitFor(() => expect(within(section(TREND)).queryByTestId('embed-skeleton')).not.toBeInTheDocument())
    await nextFrame()
    expect(heights(TREND)).toEqual({ box: '720px', frame: '720px' })
  })

  it('stay cheap in a flood of sizes: at most one update a frame; a two-height swing holds the larger', async () => {
    await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    const trend = (await screen.findByTitle(TREND)) as HTMLIFrameElement
    const box = within(section(TREND)).getByTestId('embed-frame')
    let updates = 0
    const observer = new MutationObserver((records) => {
      updates += records.length
    })
    observer.observe(box, { attributes: true, attributeFilter: ['style'] })
    // 10,100 messages over 100 animation frames, alternating between two heights, the last one of each frame too.
    let sent = 0
    for (let frame = 0; frame < 100; frame++) {
      for (let message = 0; message < 101; message++) post(trend, sizeMessage(sent++ % 2 === 0 ? 600 : 800))
      await nextFrame()
    }
    observer.disconnect()
    // 600, 800, 600, then the hold at the larger one.
    expect(updates).toBeLessThanOrEqual(4)
    expect(heights(TREND)).toEqual({ box: '800px', frame: '800px' })

    // A third height ends the hold at once.
    await postAndPaint(trend, sizeMessage(700))
    expect(heights(TREND)).toEqual({ box: '700px', frame: '700px' })
  })

  it('hold against a swing only while it lasts: quiet, the last height reported shows', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    const trend = (await screen.findByTitle(TREND)) as HTMLIFrameElement
    for (const height of [600, 800, 600, 800, 600]) await postAndPaint(trend, sizeMessage(height))
    expect(heights(TREND).box).toBe('800px')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SWING_WINDOW_MS)
    })
    expect(heights(TREND).box).toBe('600px')
  })
})

/** The demo frame page's answer to each frame's probe. */
function probeAnswers(answer: () => Response) {
  server.use(http.head('*/demo-frames/metabase.html', answer))
}

/** The page's policy refuses a frame from `origin` (the browser reports it, naming the origin only). */
function refuseFrameOrigin(origin: string) {
  act(() => {
    document.dispatchEvent(
      Object.assign(new Event('securitypolicyviolation'), {
        blockedURI: origin,
        effectiveDirective: 'frame-src',
        violatedDirective: 'frame-src',
      }),
    )
  })
}

/**
 * Its page loads (the browser's own error page of a refused frame fires `load` too), and no dashboard message follows.
 */
async function loadsWithoutDashboard(frame: HTMLIFrameElement) {
  load(frame)
  await act(async () => {
    await vi.advanceTimersByTimeAsync(FIRST_MESSAGE_WAIT_MS - 1000)
  })
  expect(within(section(TREND)).getByTestId('embed-skeleton')).toBeInTheDocument()
  expect(within(section(TREND)).queryByRole('alert')).not.toBeInTheDocument()
  await act(async () => {
    await vi.advanceTimersByTimeAsync(1000)
  })
}

const newTabLink = (alert: HTMLElement) => within(alert).getByRole('link', { name: 'Open in a new tab' })

describe('a dashboard that cannot be shown in its frame', () => {
  it('whose answer forbids framing says so at once, with a link to open it in a new tab and no retry', async () => {
    probeAnswers(
      () => new HttpResponse(null, { status: 200, headers: { 'content-security-policy': "frame-ancestors 'none'" } }),
    )
    await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    const trend = (await screen.findByTitle(TREND)) as HTMLIFrameElement
    const src = trend.getAttribute('src')
    load(trend)
    const alert = await within(section(TREND)).findByRole('alert')
    expect(alert).toHaveTextContent(
      `“${TREND}” cannot be shown here: its site does not let other sites show it in a frame.`,
    )
    expect(newTabLink(alert)).toHaveAttribute('href', src)
    expect(newTabLink(alert)).toHaveAttribute('target', '_blank')
    expect(newTabLink(alert)).toHaveAttribute('rel', 'noopener noreferrer')
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument()
    expect(within(section(TREND)).queryByTitle(TREND)).not.toBeInTheDocument()
  })

  it('redirected (to sign in, say) says so once its page loads with no dashboard, and a retry loads it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    probeAnswers(() => new HttpResponse(null, { status: 302, headers: { location: 'https://sso.example.com/login' } }))
    await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    const trend = (await screen.findByTitle(TREND)) as HTMLIFrameElement
    await loadsWithoutDashboard(trend)
    const alert = await within(section(TREND)).findByRole('alert')
    expect(alert).toHaveTextContent(
      `“${TREND}” cannot be shown here: its address led to another page, perhaps to sign in. ` +
        'Open it in a new tab, sign in if asked, then retry.',
    )
    expect(newTabLink(alert)).toHaveAttribute('href', trend.getAttribute('src'))

    // Signed in meanwhile: the retry loads the dashboard.
    probeAnswers(() => new HttpResponse(null, { status: 200 }))
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    post((await within(section(TREND)).findByTitle(TREND)) as HTMLIFrameElement, sizeMessage(600))
    await waitFor(() => expect(within(section(TREND)).queryByTestId('embed-skeleton')).not.toBeInTheDocument())
    expect(within(section(TREND)).queryByRole('alert')).not.toBeInTheDocument()
  })

  it('redirected, is shown when the page it led to is the dashboard', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    probeAnswers(
      () =>
        new HttpResponse(null, {
          status: 302,
          headers: { location: '/sellers/report-platform/demo-frames/metabase.html?moved=1' },
        }),
    )
    await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    const trend = (await screen.findByTitle(TREND)) as HTMLIFrameElement
    load(trend)
    post(trend, sizeMessage(600))
    await waitFor(() => expect(within(section(TREND)).queryByTestId('embed-skeleton')).not.toBeInTheDocument())
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FIRST_MESSAGE_WAIT_MS)
    })
    expect(within(section(TREND)).queryByRole('alert')).not.toBeInTheDocument()
    expect(shownFrame(TREND)).toBe(trend)
  })

  it("redirected to an origin the page's policy refuses names that origin, in place of the broken frame", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    probeAnswers(() => new HttpResponse(null, { status: 302, headers: { location: 'https://sso.example.com/login' } }))
    await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    const trend = (await screen.findByTitle(TREND)) as HTMLIFrameElement
    refuseFrameOrigin('https://sso.example.com')
    await loadsWithoutDashboard(trend)
    const alert = await within(section(TREND)).findByRole('alert')
    expect(alert).toHaveTextContent(
      `“${TREND}” cannot be shown: its address redirects to https://sso.example.com, ` +
        'which this site’s security policy does not allow. ' +
        'Open it in a new tab, or tell this site’s administrators.',
    )
    expect(newTabLink(alert)).toHaveAttribute('href', trend.getAttribute('src'))
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  })

  it('of another origin, whose page loads and sends no dashboard message, says it did not start', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    // What a browser gives for a probe of another origin: an answer that cannot be read.
    const fetch = globalThis.fetch
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      init?.method === 'HEAD'
        ? Promise.resolve({ type: 'opaque', status: 0, headers: new Headers() } as Response)
        : fetch(input, init),
    )
    await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    const trend = (await screen.findByTitle(TREND)) as HTMLIFrameElement
    await loadsWithoutDashboard(trend)
    const alert = await within(section(TREND)).findByRole('alert')
    expect(alert).toHaveTextContent(
      `“${TREND}” did not start: its site may not let other sites show it in a frame, or may ask to sign in. ` +
        'Open it in a new tab, then retry.',
    )
    expect(newTabLink(alert)).toBeInTheDocument()
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument()
    vi.restoreAllMocks()
  })

  it('that never loads says it did not load, with a retry and a new tab', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    await screen.findByTitle(TREND)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(EMBED_TIMEOUT_MS)
    })
    const alert = await within(section(TREND)).findByRole('alert')
    expect(alert).toHaveTextContent(
      `“${TREND}” did not load. ` + 'The connection may be slow or the dashboard unavailable.',
    )
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument()
    expect(newTabLink(alert)).toBeInTheDocument()
  })
})

describe("dashboards in the reader's language", () => {
  it('carry language and display options in the hash; reload on a language switch, keeping the filters', async () => {
    await renderApp('/report/1/2026-W47?channel=live', { as: 'shop-seller', locale: 'zh-CN' })
    const chinese = (await screen.findByTitle(TREND)) as HTMLIFrameElement
    expect(hashOf(chinese)).toEqual({ bordered: 'false', titled: 'false', locale: 'zh-CN' })
    const signed = new URL(chinese.src).searchParams
    expect(signed.get('channel')).toBe('live')

    await act(() => activateLocale('en-US'))
    await waitFor(() => expect(hashOf(shownFrame(TREND))).toEqual({ bordered: 'false', titled: 'false', locale: 'en' }))
    const english = shownFrame(TREND)
    expect(english).not.toBe(chinese)
    // The signed query is the same: only the hash changed.
    expect(new URL(english.src).search).toBe(new URL(chinese.src).search)
  })

  it("take the deployment's display options instead of the default ones", async () => {
    vi.stubEnv('VITE_METABASE_EMBED_OPTIONS', 'bordered=true&theme=night')
    await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    expect(hashOf((await screen.findByTitle(TREND)) as HTMLIFrameElement)).toEqual({
      bordered: 'true',
      theme: 'night',
      locale: 'en',
    })
    vi.unstubAllEnvs()
  })
})

describe("a dashboard the page's security policy refuses", () => {
  it('says that its origin is not allowed, in place of the broken frame', async () => {
    await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    const trend = (await screen.findByTitle(TREND)) as HTMLIFrameElement
    load(trend)
    await waitFor(() => expect(within(section(TREND)).queryByTestId('embed-skeleton')).not.toBeInTheDocument())
    act(() => {
      document.dispatchEvent(
        Object.assign(new Event('securitypolicyviolation'), {
          blockedURI: trend.src,
          effectiveDirective: 'frame-src',
          violatedDirective: 'frame-src',
        }),
      )
    })
    const alert = await within(section(TREND)).findByRole('alert')
    expect(alert).toHaveTextContent(
      `“${TREND}” cannot be shown: its address (${window.location.origin}) ` +
        'is not allowed by this site’s security policy.',
    )
    expect(within(section(TREND)).queryByTitle(TREND)).not.toBeInTheDocument()
  })
})
