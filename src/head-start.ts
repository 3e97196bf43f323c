/**
 * The HTML's first script. It imports nothing, so it runs as soon as it arrives, while the app's
 * code is still on its way, and starts what the first page needs that does not need that code:
 *
 * - Who is signed in (`GET /user/info`) on every page; on a report list the templates' names
 *   (`GET /report_template/names`); on a report list or a report the template's gate
 *   (`GET /report_template/basic_info`); all in the page's language. Once the gate has answered,
 *   the first page of merchants or shops to choose from and, on an address without a search, the
 *   list's first page or the report's figures and filters, as far as the gate's answer allows them
 *   (`callsAfterGate`). It leaves the answers under `EARLY_ANSWERS` for the app, which takes each at
 *   most once and only for the session they were asked for (`src/lib/early-answers.ts`). Not in the
 *   demo build: its backend is a service worker that starts with the app.
 * - On a report's address, the report page's code and styles (their files named in the HTML by the
 *   build, `REPORT_FILES_META`), so they come with the entry's files, not after the entry has run.
 * - The language's number, date and plural rules: the browser loads their data once per page, on
 *   first use, which would otherwise fall in the first render of the page.
 */

/** The window property that holds the early answers by address; `src/lib/early-answers.ts` reads it. */
export const EARLY_ANSWERS = 'reportPlatformEarlyAnswers'

/**
 * A seller page's path after the base, and its template id as the routes read it: a positive integer in canonical form.
 */
const sellerPage = /^(?:index|report)\/([1-9][0-9]{0,15})(?:\/|$)/

/** The template id in a seller page's address, as the routes read it; none for any other page. */
function templateIdAt(pathname: string, base: string): string | undefined {
  if (!pathname.startsWith(base)) return undefined
  const id = sellerPage.exec(pathname.slice(base.length))?.[1]
  return id !== undefined && Number.isSafeInteger(Number(id)) ? id : undefined
}

/** The gate call of the seller page at `pathname`, as the app sends it; none for any other page. */
export function gateUrl(pathname: string, base: string = import.meta.env.BASE_URL): string | undefined {
  const id = templateIdAt(pathname, base)
  return id === undefined ? undefined : `${base}api/report_template/basic_info?template_id=${id}`
}

/** The rows of a report list page whose address names no size: `DEFAULT_PAGE_SIZE` (a test holds them equal). */
export const LIST_PAGE_SIZE = 20
/** The merchants or shops of a picker's page: `OWNER_PAGE_SIZE` (a test holds them equal). */
export const OWNER_PAGE_SIZE = 20

/** The gate's payload, as far as the first script reads it; anything may be missing from an answer of another shape. */
type Gate = {
  nda_id?: unknown
  nda_accepted?: unknown
  owner_scope?: unknown
  period_type?: unknown
  merchant?: unknown
  shop?: unknown
}

/** The payload of the gate's answer (its JSON body), or undefined when it is not a success. */
function gateOf(body: unknown): Gate | undefined {
  const envelope = body as { code?: unknown; data?: unknown } | null
  const data = envelope?.code === 0 ? envelope.data : undefined
  return typeof data === 'object' && data !== null ? data : undefined
}

/**
 * Whether the gate's answer (its JSON body) lets report calls be made now, as the app reads it (`reportsOpen`): no NDA
 * waits to be accepted, and the merchant or shop the template keeps reports apart by is chosen. Anything else, an
 * answer of another shape included, says no, and the app asks for itself what it then may.
 */
export function gateOpens(body: unknown): boolean {
  const info = gateOf(body)
  if (info === undefined || (info.nda_id !== null && info.nda_accepted !== true)) return false
  if (info.owner_scope === 'merchant') return typeof info.merchant === 'object' && info.merchant !== null
  if (info.owner_scope === 'shop') return typeof info.shop === 'object' && info.shop !== null
  return true
}

/**
 * Whether `period` is a period of the gate's period type that the first script may ask about: a real day
 * (`2026-11-20`), month (`2026-11`) or week of 1 to 52 (`2026-W47`). A 53rd week is left to the app, which knows which
 * years have one. The app asks nothing for a period that cannot exist.
 */
export function periodOfGate(body: unknown, period: string): boolean {
  const type = gateOf(body)?.period_type
  // A day the calendar does not have (`2026-02-30`) is read as one of the next month's.
  if (type === 'day')
    return /^\d{4}-\d{2}-\d{2}$/.test(period) && new Date(Date.parse(period) || 0).toISOString().startsWith(period)
  if (type === 'month') return /^\d{4}-(0[1-9]|1[0-2])$/.test(period)
  return type === 'week' && /^\d{4}-W(0[1-9]|[1-4]\d|5[0-2])$/.test(period)
}

type CallAfterGate = [url: string, allowed: (body: unknown) => boolean]

/**
 * The calls of the seller page at `pathname` that wait for its gate's answer, as the app sends them, each with whether
 * that answer lets it be made: the first page of the merchants or shops to choose from, when the template keeps
 * reports apart by them; when the gate lets report calls be made and the address has no search (no other page, size,
 * range or filter), on a report list its first page, and on a report its figures and filters.
 */
export function callsAfterGate(
  pathname: string,
  search: string,
  base: string = import.meta.env.BASE_URL,
): CallAfterGate[] {
  const id = templateIdAt(pathname, base)
  if (id === undefined) return []
  const calls = (['merchant', 'shop'] as const).map((kind): CallAfterGate => [
    `${base}api/user/${kind}/selectable_list?template_id=${id}&page=1&page_size=${OWNER_PAGE_SIZE}`,
    (body) => gateOf(body)?.owner_scope === kind,
  ])
  if (search !== '') return calls
  const page = pathname.slice(base.length)
  const reports = `${base}api/report_template/report`
  if (/^index\/[^/]+\/?$/.test(page))
    calls.push([`${reports}/list?template_id=${id}&page=1&page_size=${LIST_PAGE_SIZE}`, gateOpens])
  const period = /^report\/[^/]+\/([^/]+)\/?$/.exec(page)?.[1]
  if (period !== undefined) {
    const allowed = (body: unknown) => gateOpens(body) && periodOfGate(body, period)
    for (const call of ['info', 'filter'])
      calls.push([`${reports}/${call}?template_id=${id}&report_period=${period}`, allowed])
  }
  return calls
}

/**
 * The page's language as the app reads it from the device (`storedLocale`), and the one its numbers and dates are
 * written in.
 */
export function pageLanguage(): { locale: string; formats: string } {
  try {
    if (localStorage.getItem('locale') === 'enUS') return { locale: 'en-US', formats: 'en-GB' }
  } catch {
    // Storage blocked: the default language.
  }
  return { locale: 'zh-CN', formats: 'zh-CN' }
}

/**
 * The calls the first page makes before its code has run, as the app sends them (same mode, credentials and language):
 * who is signed in; on a report list the names of the templates (its switcher, or which to open); on a report list or
 * a report the template's gate.
 */
export function earlyCalls(pathname: string, base: string = import.meta.env.BASE_URL): string[] {
  const gate = gateUrl(pathname, base)
  const list = pathname.startsWith(base) && /^index(?:\/[^/]+)?\/?$/.test(pathname.slice(base.length))
  return [
    `${base}api/user/info`,
    ...(list ? [`${base}api/report_template/names`] : []),
    ...(gate === undefined ? [] : [gate]),
  ]
}

const language = pageLanguage()
// Only the production build runs this script before the app (the build adds it to the HTML).
if (import.meta.env.PROD && import.meta.env.VITE_DEMO !== 'true') {
  const ask = (url: string) => {
    const answer = fetch(url, { credentials: 'same-origin', headers: { 'Accept-Language': language.locale } })
    // A failure is the app's to read when it takes the answer; one nobody takes is no error.
    answer.catch(() => undefined)
    return answer
  }
  const answers = new Map<string, Promise<Response | null>>()
  for (const url of earlyCalls(location.pathname)) answers.set(url, ask(url))
  // The calls that wait for the gate's answer have their entries from the start: each comes to its answer once the
  // gate's allows it, else to null, as does one that could not be sent: the app then asks for itself what it may.
  const gate = answers.get(gateUrl(location.pathname) ?? '')
  if (gate) {
    // A gate that failed, or whose body could not be read, allows nothing.
    const body = gate.then((response) => (response?.ok ? response.clone().json() : null))
    for (const [url, allowed] of callsAfterGate(location.pathname, location.search))
      answers.set(
        url,
        body.then((answer) => (allowed(answer) ? ask(url) : null)).catch(() => null),
      )
  }
  Object.assign(window, { [EARLY_ANSWERS]: answers })
}
/** The meta tag the build writes with the report page's files (`REPORT_FILES_META` in build/first-load.ts). */
export const REPORT_FILES_META = 'report-page-files'

/**
 * The report page's files to ask for at `pathname`: its script and stylesheets on a report's address, none elsewhere.
 */
export function reportPageFiles(
  pathname: string,
  named: string | undefined,
  base: string = import.meta.env.BASE_URL,
): string[] {
  if (named === undefined || !pathname.startsWith(`${base}report/`)) return []
  return named.split(' ').filter(Boolean)
}

const reportFiles = reportPageFiles(
  location.pathname,
  document.querySelector<HTMLMetaElement>(`meta[name="${REPORT_FILES_META}"]`)?.content,
)
for (const href of reportFiles)
  document.head.append(
    Object.assign(
      document.createElement('link'),
      href.endsWith('.css') ? { rel: 'preload', as: 'style', href } : { rel: 'modulepreload', href },
      {
        crossOrigin: 'anonymous',
      },
    ),
  )
new Intl.NumberFormat(language.formats).format(1)
new Intl.DateTimeFormat(language.formats, { timeZone: 'UTC' }).format(0)
new Intl.PluralRules(language.formats).select(1)
