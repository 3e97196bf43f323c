import type { QueryClient } from '@tanstack/react-query'
import type { AnyRouter } from '@tanstack/react-router'
import { parseTemplateId } from '@/app/params'
import { basicInfoQueryOptions } from './api/get-basic-info'
import { reportListParams, reportListQueryOptions } from './api/get-report-list'
import { templateNamesQueryOptions } from './api/get-template-names'
import { reportsOpen } from './gate'
import { reportListSearchSchema } from './search'

/**
 * On the first load of a seller page, starts what it will need at once, beside the session check
 * (`/user/info`) instead of after it: the code of the matched routes, the template names (the tabs)
 * and the template's basic info (which says whether reports may be asked for); on a report list, its
 * first page as soon as the basic info says the gate is open (no NDA waits, a merchant or shop is
 * chosen where needed): never a report call the gate would not make. The data requests are silent: a
 * signed-out visitor is sent to sign in by the session check, and the page asks again when it mounts.
 */
export function startEarlyRequests(router: AnyRouter, queryClient: QueryClient): void {
  const { pathname } = router.state.location
  const [routes, rawParams] = router.getMatchedRoutes(pathname)
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined)

  const ids = routes.map((route) => route.id)
  const preview = ids.some((id) => id.startsWith('/_signedIn/_preview'))
  const seller = preview || ids.some((id) => id.startsWith('/_signedIn/_normal'))
  if (!seller) return
  const early = { meta: { silent: true }, retry: false } as const
  if (!preview) void queryClient.prefetchQuery({ ...templateNamesQueryOptions(), ...early })
  // The route's own rule for the id: a malformed one gets the 404 screen, and no request.
  const id = parseTemplateId(rawParams.templateId)
  if (id === false) return
  const info = queryClient.fetchQuery({ ...basicInfoQueryOptions(id, preview), ...early })
  // On a report list, its first page follows the basic info at once when the gate is open (no NDA
  // waits, the merchant or shop is chosen), without waiting for the page to mount.
  const list = ids.find((routeId) => routeId.endsWith('/index/{-$templateId}') || routeId.endsWith('/preview/$templateId'))
  if (!list) {
    info.catch(() => undefined)
    return
  }
  const search = reportListSearchSchema.safeParse(router.state.location.search)
  info.then(
    (data) => {
      if (search.success && reportsOpen(data)) {
        void queryClient.prefetchQuery({ ...reportListQueryOptions(id, preview, reportListParams(search.data)), ...early })
      }
    },
    () => undefined,
  )
}
