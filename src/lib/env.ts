/** The one place the base path lives: Vite `base`, router `basepath`, the API and the demo's service worker. */
export const BASE_PATH = '/sellers/report-platform/'
/** The router's basepath: the base path without its trailing slash. */
export const ROUTER_BASEPATH = BASE_PATH.replace(/\/$/, '')
export const API_BASE = `${ROUTER_BASEPATH}/api`

/** Dashboards sit in the page: no border of their own, and no title, since the page shows it. */
export const DEFAULT_METABASE_EMBED_OPTIONS = 'bordered=false&titled=false'

function text(value: string | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

/** Read on use (getters), so tests can stub a variable with `vi.stubEnv`. */
export const env = {
  /** True in the demo build and `npm start`: the embedded MSW backend answers the API. */
  get demo() {
    return import.meta.env.VITE_DEMO === 'true'
  },
  get productName() {
    return text(import.meta.env.VITE_PRODUCT_NAME)
  },
  get sellerLoginUrl() {
    return text(import.meta.env.VITE_SELLER_LOGIN_URL)
  },
  get staffLoginUrl() {
    return text(import.meta.env.VITE_STAFF_LOGIN_URL)
  },
  get feedbackUrl() {
    return text(import.meta.env.VITE_FEEDBACK_URL)
  },
  get footerUrl() {
    return text(import.meta.env.VITE_FOOTER_URL)
  },
  get projectId() {
    return text(import.meta.env.VITE_PROJECT_ID) ?? ''
  },
  /** The hash options of every dashboard's address; set but empty, none. */
  get metabaseEmbedOptions() {
    return import.meta.env.VITE_METABASE_EMBED_OPTIONS?.trim() ?? DEFAULT_METABASE_EMBED_OPTIONS
  },
  get gaMeasurementIds() {
    return (import.meta.env.VITE_GA_MEASUREMENT_IDS ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean)
  },
}
