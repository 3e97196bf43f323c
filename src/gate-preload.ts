/**
 * The HTML's first script: it imports nothing, so it runs as soon as it arrives, long before the
 * app's code has. On a seller's report list or report it asks for the template's gate
 * (`GET /report_template/basic_info`) with `<link rel="preload" as="fetch">`; the app's own request
 * for it, the same address in the same mode and credentials, takes that answer, so the report calls
 * start the moment the app has run. Not in the demo build: its backend is a service worker that
 * starts with the app.
 *
 * A preload cannot say which language the person reads, so the browser's own `Accept-Language`
 * goes with it: it is asked for only when the browser's first language is the page's, or a refusal's
 * `msg` could come in the other one.
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

/** The page's language as the app reads it from the device (`storedLocale` in src/i18n). */
export function pageLanguage(): string {
  try {
    if (localStorage.getItem('locale') === 'enUS') return 'en-US'
  } catch {
    // Storage blocked: the default language.
  }
  return 'zh-CN'
}

const href = gateUrl(location.pathname)
if (href !== undefined && navigator.languages[0] === pageLanguage())
  document.head.append(Object.assign(document.createElement('link'), { rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href }))
