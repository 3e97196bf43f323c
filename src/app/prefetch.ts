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

/** Just enough of the basic info to tell whether the gate is open; anything else leaves it closed. */
function gateInfo(data: unknown): BasicInfo | null {
  if (typeof data !== 'object' || data === null) return null
  const info = data as Record<string, unknown>
  const ok =
    typeof info.nda_accepted === 'boolean' &&
    (info.nda_id === null || typeof info.nda_id === 'number') &&
    typeof info.owner_scope === 'string'
  return ok ? (info as unknown as BasicInfo) : null
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
      const data = gateInfo(typeof body === 'object' && body !== null && (body as { code?: unknown }).code === 0 ? (body as { data?: unknown }).data : null)
      if (data && reportsOpen(data)) prefetch(apiPaths.reportList, { template_id: templateId, page: 1, page_size: DEFAULT_PAGE_SIZE })
    })
    .catch(() => undefined)
}
