import type { QueryClient } from '@tanstack/react-query'
import { notFoundOn404 } from '@/lib/errors'
import { collectionElementsQueryOptions, databasesQueryOptions } from '@/features/metabase/api/catalogue'
import { templateDraftQueryOptions } from './api/get-template'

/**
 * The editor's draft, and the names its collapsed cards show (the Metabase collections' elements,
 * the databases), so the cards render once, with their names. A name that could not be looked up
 * shows as the element's or database's id, so the editor does not wait through their retries. The
 * draft is the server's as it is now: a copy cached by an earlier visit is taken only while fresh
 * (a few seconds), as the form is filled from it once.
 */
export async function loadTemplateEditor(queryClient: QueryClient, templateId: number): Promise<void> {
  const draft = await queryClient.fetchQuery(templateDraftQueryOptions(templateId)).catch(notFoundOn404())
  const collections = new Set(
    draft.components.flatMap((component) => (component.metabase ? [component.metabase.collection_id] : [])),
  )
  await Promise.all([
    draft.components.some((component) => component.query)
      ? queryClient.prefetchQuery({ ...databasesQueryOptions(), retry: false })
      : null,
    ...[...collections].map((collectionId) =>
      queryClient.prefetchQuery({ ...collectionElementsQueryOptions(collectionId), retry: false }),
    ),
  ])
}
