/**
 * The HTML's first script. It imports nothing, so it runs as soon as it arrives, while the app's
 * code is still on its way, and starts what the first page needs that does not need that code:
 *
 * - On a seller's report list or report, the template's gate (`GET /report_template/basic_info`),
 *   with `<link rel="preload" as="fetch">`. The app's own request for it, the same address in the
 *   same mode and credentials, takes that answer, so the report calls start the moment the app has
 *   run. A preload cannot say which language the person reads, so the browser's `Accept-Language`
 *   goes with it: it is asked for only when the browser's first language is the page's, or a
 *   refusal's `msg` could come in the other one. Not in the demo build: its backend is a service
 *   worker that starts with the app.
 * - The language's number, date and plural rules: the browser loads their data once per page, on
 *   first use, which would otherwise fall in the first render of the page.
 */

/** A seller page's path after the base, and its template id as the routes read it: a positive integer in canonical form. */
const sellerPage = /^(?:index|report)\/([1-9][0-9]{0,15})(?:\/|$)/

/** The gate call of the seller page at `pathname`, as the app sends it; none for any other page. */
export function gateUrl(pathname: string, base: string = import.meta.env.BASE_URL): string | undefined {
  if (!pathname.startsWith(base)) return undefined
  const id = sellerPage.exec(pathname.slice(base.length))?.[1]
  if (id === undefined || !Number.isSafeInteger(Number(id))) return undefined
  return `${base}api/report_template/basic_info?template_id=${id}`
}

/** The page's language as the app reads it from the device (`storedLocale`), and the one its numbers and dates are written in. */
export function pageLanguage(): { locale: string; formats: string } {
  try {
    if (localStorage.getItem('locale') === 'enUS') return { locale: 'en-US', formats: 'en-GB' }
  } catch {
    // Storage blocked: the default language.
  }
  return { locale: 'zh-CN', formats: 'zh-CN' }
}

const language = pageLanguage()
const gate = import.meta.env.VITE_DEMO === 'true' ? undefined : gateUrl(location.pathname)
if (gate !== undefined && navigator.languages[0] === language.locale)
  document.head.append(Object.assign(document.createElement('link'), { rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: gate }))
new Intl.NumberFormat(language.formats).format(1)
new Intl.DateTimeFormat(language.formats, { timeZone: 'UTC' }).format(0)
new Intl.PluralRules(language.formats).select(1)
