import { z } from 'zod/mini'
import { listOf, nullSchema, reportPeriodSchema, storedFileSchema, templateIdSchema } from '@/lib/schemas'
import { ownerScopeSchema, periodTypeSchema, publicationStatusSchema } from '@/lib/vocabulary'
import { userInfoSchema } from '@/features/session/schemas'
import { basicInfoSchema, filtersSchema, reportViewSchema } from '@/features/reports/schemas'
import { reportListSchema } from '@/features/reports/api/get-report-list'
import { namesSchema } from '@/features/reports/api/get-template-names'
import { ownerListSchemas } from '@/features/reports/api/owners'
import { ndaSchema } from '@/features/nda/schemas'
import { componentInput, templateNdaSchema, templateSchema } from '@/features/report-templates/schemas'
import { templateListSchema } from '@/features/report-templates/api/get-templates'
import { createdSchema } from '@/features/report-templates/api/create-template'
import { statusAnswerSchema } from '@/features/report-templates/api/toggle-template-status'
import { savedSchema } from '@/features/report-templates/api/update-template'
import {
  collectionElementSchema,
  collectionSchema,
  databaseSchema,
  elementParamSchema,
  queryResultSchema,
  tableSchema,
} from '@/features/metabase/schemas'

/**
 * Every call of the backend contract (docs/API.md), with the zod schema the portal parses its answer
 * with: docs/openapi.json is generated from this list (tests/contract/openapi.test.ts), and the demo
 * backend's answers are checked against that document in every test.
 */
export type Call = {
  method: 'get' | 'post'
  path: string
  summary: string
  /** Query parameters (a zod object). */
  query?: z.core.$ZodObject
  /** What the portal added to this call of the original contract: query parameter names, or answer fields. */
  additions?: readonly string[]
  /** Report calls also take one query parameter per chosen filter (an addition). */
  filters?: boolean
  body?: z.core.$ZodType
  multipart?: boolean
  /** What `data` holds on success. */
  data: z.core.$ZodType
}

const int = z.number().check(z.int())
const paging = { page: z.optional(int), page_size: z.optional(int) }
const preview = { preview: z.optional(z.boolean()) }
const ownerSearch = z.object({ template_id: templateIdSchema, keyword: z.optional(z.string()), ...paging })
const variable = z.object({ name: z.string(), source: z.string(), value: z.optional(z.string()) })

export const calls: Call[] = [
  { method: 'get', path: '/user/info', summary: 'Who is signed in', data: userInfoSchema },
  { method: 'post', path: '/user/logout', summary: 'Ends the session', body: z.object({}), data: nullSchema },
  {
    method: 'get',
    path: '/user/merchant/selectable_list',
    summary: 'The merchants this user may pick for a template',
    query: ownerSearch,
    data: ownerListSchemas.merchant,
  },
  {
    method: 'post',
    path: '/user/merchant/switch',
    summary: 'Picks a merchant for a template',
    body: z.object({ template_id: templateIdSchema, merchant_id: int }),
    data: nullSchema,
  },
  {
    method: 'get',
    path: '/user/shop/selectable_list',
    summary: 'The shops this user may pick for a template',
    query: ownerSearch,
    data: ownerListSchemas.shop,
  },
  {
    method: 'post',
    path: '/user/shop/switch',
    summary: 'Picks a shop for a template',
    body: z.object({ template_id: templateIdSchema, shop_id: int }),
    data: nullSchema,
  },
  {
    method: 'get',
    path: '/report_template/names',
    summary: 'The published templates this user may view',
    data: namesSchema,
  },
  {
    method: 'get',
    path: '/report_template/report/list',
    summary: "A page of a template's reports, newest first",
    query: z.object({
      template_id: templateIdSchema,
      ...paging,
      period_from: z.optional(reportPeriodSchema),
      period_to: z.optional(reportPeriodSchema),
      ...preview,
    }),
    data: reportListSchema,
  },
  {
    method: 'get',
    path: '/report_template/report/info',
    summary: 'One report, its key figures computed for the chosen filters',
    query: z.object({ template_id: templateIdSchema, report_period: reportPeriodSchema, ...preview }),
    filters: true,
    additions: ['components[].filter_params'],
    data: reportViewSchema,
  },
  {
    method: 'get',
    path: '/report_template/report/filter',
    summary: "A report's filters",
    query: z.object({ template_id: templateIdSchema, report_period: reportPeriodSchema, ...preview }),
    data: filtersSchema,
  },
  {
    method: 'get',
    path: '/report_template/basic_info',
    summary: "A template's owner scope, owner and NDA",
    query: z.object({ template_id: templateIdSchema, ...preview }),
    data: basicInfoSchema,
  },
  {
    method: 'get',
    path: '/report_template/detail',
    summary: 'A template (preview=true: its draft)',
    query: z.object({ template_id: templateIdSchema, preview: z.boolean() }),
    additions: ['updated_by', 'filters'],
    data: templateSchema,
  },
  {
    method: 'get',
    path: '/report_template/list',
    summary: 'A page of the templates staff manage',
    query: z.object({ template_name: z.optional(z.string()), ...paging }),
    data: templateListSchema,
  },
  {
    method: 'post',
    path: '/report_template/status',
    summary: 'Publishes or unpublishes a template (409 when it already has to_status)',
    body: z.object({ template_id: templateIdSchema, to_status: z.optional(publicationStatusSchema) }),
    additions: ['to_status'],
    data: statusAnswerSchema,
  },
  {
    method: 'post',
    path: '/report_template/publish_draft',
    summary: 'The draft becomes the published version (409 when it changed since updated_at)',
    body: z.object({ template_id: templateIdSchema, updated_at: z.optional(int) }),
    additions: ['updated_at'],
    data: nullSchema,
  },
  {
    method: 'post',
    path: '/report_template/create',
    summary: 'Creates an unpublished template',
    body: z.object({
      template_name: z.string(),
      description: z.string(),
      owner_scope: ownerScopeSchema,
      period_type: periodTypeSchema,
    }),
    data: createdSchema,
  },
  {
    method: 'post',
    path: '/report_template/update',
    summary: "Saves a template's draft (409 when it changed since updated_at)",
    body: z.object({
      template_id: templateIdSchema,
      updated_at: int,
      template_name: z.string(),
      description: z.string(),
      owner_scope: ownerScopeSchema,
      period_type: periodTypeSchema,
      nda: z.nullable(
        z.object({ ...templateNdaSchema.shape, nda_id: z.nullable(int), attachment: z.nullable(storedFileSchema) }),
      ),
      components: z.array(componentInput),
    }),
    additions: ['nda.attachment'],
    data: savedSchema,
  },
  {
    method: 'post',
    path: '/report_template/upload_file',
    summary: 'Keeps a file (pdf, png or jpeg, at most 10 MB)',
    multipart: true,
    data: storedFileSchema,
  },
  {
    method: 'get',
    path: '/metabase/collection/list',
    summary: "Metabase's collections",
    data: listOf(collectionSchema),
  },
  {
    method: 'get',
    path: '/metabase/collection/element',
    summary: "A collection's dashboards and cards",
    query: z.object({ collection_id: int }),
    data: listOf(collectionElementSchema),
  },
  {
    method: 'get',
    path: '/metabase/collection/element_params',
    summary: "A dashboard's or card's parameters",
    query: z.object({ element_type: z.enum(['dashboard', 'card']), element_id: int }),
    data: listOf(elementParamSchema),
  },
  { method: 'get', path: '/metabase/databases', summary: "Metabase's databases", data: listOf(databaseSchema) },
  {
    method: 'get',
    path: '/metabase/tables',
    summary: "A database's tables",
    query: z.object({ database: int }),
    data: listOf(tableSchema),
  },
  {
    method: 'post',
    path: '/metabase/report/queries',
    summary: "Runs the saved draft's SQL value components with these placeholder values",
    body: z.object({ template_id: templateIdSchema, placeholders: z.array(variable) }),
    data: listOf(queryResultSchema),
  },
  {
    method: 'get',
    path: '/report_template/get_nda',
    summary: "A template's NDA (preview=true: the draft's); attachment.url answers a file",
    query: z.object({ template_id: templateIdSchema, ...preview }),
    additions: ['preview', 'attachment'],
    data: ndaSchema,
  },
  {
    method: 'get',
    path: '/report_template/accept_nda',
    summary: 'Records that this user accepted the NDA',
    query: z.object({ nda_id: int }),
    data: nullSchema,
  },
]
