/**
 * The HTML's first script. It imports nothing, so it runs as soon as it arrives, while the app's
 * code is still on its way, and starts what the first page needs that does not need that code:
 *
 * - Who is signed in (`GET /user/info`) on every page, and on a seller's report list or report the
 *   template's gate (`GET /report_template/basic_info`), both in the page's language. It leaves the
 *   answers under `EARLY_ANSWERS` for the app, which takes each at most once and only for the session
 *   they were asked for (`src/lib/early-answers.ts`). Not in the demo build: its backend is a service
 *   worker that starts with the app.
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

/** The gate call of the seller page at `pathname`, as the app sends it; none for any other page. */
export function gateUrl(pathname: string, base: string = import.meta.env.BASE_URL): string | undefined {
  if (!pathname.startsWith(base)) return undefined
  const id = sellerPage.exec(pathname.slice(base.length))?.[1]
  if (id === undefined || !Number.isSafeInteger(Number(id))) return undefined
  return `${base}api/report_template/basic_info?template_id=${id}`
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
 * The calls the first page makes before its code has run, as the app sends them (same mode, credentials and language).
 */
export function earlyCalls(pathname: string, base: string = import.meta.env.BASE_URL): string[] {
  const gate = gateUrl(pathname, base)
  return [`${base}api/user/info`, ...(gate === undefined ? [] : [gate])]
}

const language = pageLanguage()
// Only the production build runs this script before the app (the build adds it to the HTML).
if (import.meta.env.PROD && import.meta.env.VITE_DEMO !== 'true') {
  const answers = new Map<string, Promise<Response>>()
  for (const url of earlyCalls(location.pathname)) {
    const answer = fetch(url, { credentials: 'same-origin', headers: { 'Accept-Language': language.locale } })
    // A failure is the app's to read when it takes the answer; one nobody takes is no error.
    answer.catch(() => undefined)
    answers.set(url, answer)
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
