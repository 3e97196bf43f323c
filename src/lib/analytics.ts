type Gtag = (...args: unknown[]) => void
declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: Gtag
  }
}

export const GTAG_SRC = 'https://www.googletagmanager.com/gtag/js'

let configured: readonly string[] = []

/**
 * Loads gtag once and configures each measurement id with automatic page views off: the router
 * sends one `page_view` per resolved navigation itself, with the new page's title. No ids, no script.
 */
export function initAnalytics(ids: readonly string[]): void {
  if (ids.length === 0 || configured.length > 0) return
  configured = ids
  window.dataLayer = window.dataLayer ?? []
  window.gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments)
  }
  const script = document.createElement('script')
  script.async = true
  script.src = `${GTAG_SRC}?id=${encodeURIComponent(ids[0] ?? '')}`
  document.head.append(script)
  window.gtag('js', new Date())
  for (const id of ids) window.gtag('config', id, { send_page_view: false })
}

export function trackPageView(page: { path: string; title: string; location: string }): void {
  if (configured.length === 0) return
  window.gtag?.('event', 'page_view', {
    page_path: page.path,
    page_title: page.title,
    page_location: page.location,
    send_to: [...configured],
  })
}

/** Tests only: forget the configuration. */
export function resetAnalyticsForTests(): void {
  configured = []
}
