import type { QueryClient } from '@tanstack/react-query'
import { SupersededError } from '@/lib/errors'
import { currentOwnerId } from '../gate'
import { basicInfoQueryOptions } from './get-basic-info'
import type { ReportScope } from './keys'

/**
 * A report call answers for the viewer's current merchant or shop, which may be switched in another tab
 * or device. So the call goes out beside a look at the gate (the cached one while fresh), and its answer
 * is kept only when the gate still names the owner of its key; else it is superseded, dropped without a
 * word, while the gate's new answer moves every view of the template to the new owner together. A gate
 * that cannot be read leaves the call's own outcome.
 */
export async function forOwner<T>(client: QueryClient, scope: ReportScope, call: () => Promise<T>): Promise<T> {
  if (scope.ownerId === null) return call()
  const [gate, answer] = await Promise.allSettled([
    client.fetchQuery({ ...basicInfoQueryOptions(scope), retry: false }),
    call(),
  ])
  if (gate.status === 'fulfilled' && currentOwnerId(gate.value) !== scope.ownerId)
    throw new SupersededError('the merchant or shop changed')
  if (answer.status === 'rejected') throw answer.reason
  return answer.value
}
