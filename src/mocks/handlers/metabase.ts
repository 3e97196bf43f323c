import { z } from '@/lib/zod'
import type { QueryResult } from '@/features/metabase/schemas'
import { variableInput } from '@/features/report-templates/schemas'
import { templateIdSchema } from '@/lib/schemas'
import { editableVersion, findTemplate, requirePermission } from '../access'
import { getDb } from '../db'
import { collections, databases, elements, tables } from '../fixtures/metabase'
import { ApiError, api, intParam, ok, readBody, said } from '../http'
import { placeholderValues, runQuery } from '../queries'

const queriesBody = z.object({ template_id: templateIdSchema, placeholders: z.array(variableInput) })

export const metabaseHandlers = [
  api.get('/metabase/collection/list', () => {
    requirePermission('template.read')
    return ok({ list: collections })
  }),

  api.get('/metabase/collection/element', ({ query }) => {
    requirePermission('template.read')
    const collectionId = intParam(query, 'collection_id')
    if (!collections.some((c) => c.id === collectionId)) {
      throw new ApiError(
        404,
        said(`Metabase collection ${collectionId} does not exist.`, `Metabase 集合 ${collectionId} 不存在。`),
      )
    }
    const list = elements
      .filter((e) => e.collection_id === collectionId)
      .map(({ id, name, type }) => ({ id, name, type }))
    return ok({ list })
  }),

  api.get('/metabase/collection/element_params', ({ query }) => {
    requirePermission('template.read')
    const elementType = query.get('element_type')
    if (elementType !== 'dashboard' && elementType !== 'card') {
      throw new ApiError(
        400,
        said('element_type must be dashboard or card.', 'element_type 必须是 dashboard 或 card。'),
      )
    }
    const elementId = intParam(query, 'element_id')
    const element = elements.find((e) => e.type === elementType && e.id === elementId)
    const kindZh = elementType === 'dashboard' ? '仪表盘' : '卡片'
    const missing = said(
      `Metabase ${elementType} ${elementId} does not exist.`,
      `Metabase ${kindZh} ${elementId} 不存在。`,
    )
    if (!element) throw new ApiError(404, missing)
    return ok({ list: element.params })
  }),

  api.get('/metabase/databases', () => {
    requirePermission('template.read')
    return ok({ list: databases })
  }),

  api.get('/metabase/tables', ({ query }) => {
    requirePermission('template.read')
    const databaseId = intParam(query, 'database')
    const list = tables[databaseId]
    if (!list)
      throw new ApiError(
        404,
        said(`Metabase database ${databaseId} does not exist.`, `Metabase 数据库 ${databaseId} 不存在。`),
      )
    return ok({ list })
  }),

  api.post('/metabase/report/queries', async ({ request }) => {
    requirePermission('template.read')
    const { template_id, placeholders } = await readBody(request, queriesBody)
    const version = editableVersion(findTemplate(getDb(), template_id))
    const values = placeholderValues(placeholders)
    const list: QueryResult[] = version.components
      .filter((component) => component.display === 'variable')
      .map((component) => ({ component_id: component.component_id, ...runQuery(component, values) }))
    return ok({ list })
  }),
]
