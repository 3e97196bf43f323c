import { apiPaths } from '@/lib/api-paths'
import { ROUTER_BASEPATH } from '@/lib/env'
import { prefetch } from '@/lib/prefetched'
import { reportsOpen } from '@/features/reports/gate'
import type { BasicInfo } from '@/features/reports/schemas'
import { DEFAULT_PAGE_SIZE } from '@/features/reports/page-size'
import { TEMPLATE_ID_SEGMENT } from './template-id'

// Which API calls a first screen will make, asked for by the entry script (main.tsx) before the
// framework has even been parsed: on a seller's phone that takes most of the first second. The app
// makes exactly the same calls as ever and gets these answers (lib/prefetched.ts); nothing here
// decides anything for it.

/**
 * The basic info in a successful answer's envelope, with just enough checked to tell whether the gate
 * is open; anything else leaves it closed.
 */
function gateInfo(body: unknown): BasicInfo | null {
  const envelope = body as { code?: unknown; data?: unknown } | null
  const info = envelope?.code === 0 ? envelope.data : null
  if (typeof info !== 'object' || info === null) return null
  const { nda_accepted, nda_id, owner_scope } = info as Record<string, unknown>
  const ok = typeof nda_accepted === 'boolean' && (nda_id === null || typeof nda_id === 'number') && typeof owner_scope === 'string'
  return ok ? (info as BasicInfo) : null
}

/**
 * Starts the calls the page at `pathname` (under the base path) makes first: who is signed in, and on
 * a seller's report list or report page the template names and the template's basic info; on a
 * report list with no search, its first page too, once the basic info says the gate is open (no NDA
 * waits, a merchant or shop is chosen where needed), so never a report call the app would not make.
 */
export function startPrefetch(pathname: string, search: string): void {
  const path = pathname.startsWith(ROUTER_BASEPATH) ? pathname.slice(ROUTER_BASEPATH.length) : pathname
  prefetch(apiPaths.userInfo)
  if (/^\/index\/?$/.test(path)) {
    prefetch(apiPaths.templateNames)
    return
  }
  const match = /^\/(index|report)\/([^/]+)(?:\/[^/]*)?\/?$/.exec(path)
  const [, page, segment = ''] = match ?? []
  const templateId = Number(segment)
  // The route's own rule for the id (a malformed one shows the 404 screen, which asks for nothing).
  if (!match || !TEMPLATE_ID_SEGMENT.test(segment) || !Number.isSafeInteger(templateId)) return
  prefetch(apiPaths.templateNames)
  const info = prefetch(apiPaths.basicInfo, { template_id: templateId })
  if (page !== 'index' || search !== '') return
  info
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((body: unknown) => {
      const data = gateInfo(body)
      if (data && reportsOpen(data)) prefetch(apiPaths.reportList, { template_id: templateId, page: 1, page_size: DEFAULT_PAGE_SIZE })
    })
    .catch(() => undefined)
}
