import { z } from '@/lib/zod'
import { uploadProblem } from '@/features/report-templates/api/upload-template-file'
import { componentInput, type Template, type TemplateRow } from '@/features/report-templates/schemas'
import { ownerScopeSchema, periodTypeSchema, publicationStatusSchema } from '@/lib/vocabulary'
import { storedFileSchema, templateIdSchema, unixSecondsSchema } from '@/lib/schemas'
import { editableVersion, findTemplate, requirePermission } from '../access'
import { getDb, updateDb, type DemoDb, type StoredTemplate, type TemplateVersion } from '../db'
import { seedReports } from '../fixtures/calendar'
import {
  ApiError,
  api,
  flagParam,
  intParam,
  nowSeconds,
  ok,
  paginate,
  pagingParams,
  readBody,
  said,
  textParam,
} from '../http'
import { keepUpload } from './demo'

/** The fields a template is created with, which a save may change. */
const versionFields = z.object({
  template_name: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  description: z.string().check(z.maxLength(500)),
  owner_scope: ownerScopeSchema,
  period_type: periodTypeSchema,
})

const createBody = z.extend(versionFields, { description: z._default(versionFields.shape.description, '') })

/** An NDA as the editor sends it: a new one may come without an id; no attachment means none. */
const ndaInput = z.object({
  nda_id: z.nullish(z.int()),
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(128)),
  content: z.string().check(z.trim(), z.minLength(1), z.maxLength(20_000)),
  attachment: z.nullish(storedFileSchema),
})

const updateBody = z.object({
  template_id: templateIdSchema,
  updated_at: unixSecondsSchema,
  ...z.partial(versionFields).shape,
  nda: z.optional(z.nullable(ndaInput)),
  components: z.optional(
    z
      .array(componentInput)
      .check(
        z.refine(
          (list) => new Set(list.map((c) => c.component_id)).size === list.length,
          'component ids must be unique',
        ),
      ),
  ),
})

/**
 * `updated_at` (an addition): the draft's, as the person publishing it was shown it; without it any draft goes live.
 */
const publishDraftBody = z.object({ template_id: templateIdSchema, updated_at: z.optional(unixSecondsSchema) })
/** `to_status` (an addition): the status wanted; without it the call flips the status. */
const statusBody = z.object({ template_id: templateIdSchema, to_status: z.optional(publicationStatusSchema) })

function toRow(template: StoredTemplate): TemplateRow {
  const shown = template.published ?? editableVersion(template)
  return {
    template_id: template.template_id,
    template_name: shown.template_name,
    owner_scope: shown.owner_scope,
    status: template.status,
    has_draft: template.draft !== null,
    nda_id: shown.nda?.nda_id ?? null,
    // A publish or a status change is an update too (by `updated_by`), though it leaves the version's
    // own `updated_at` (a save's base) as it was.
    updated_at: Math.max(
      editableVersion(template).updated_at,
      template.published_at ?? 0,
      template.status_changed_at ?? 0,
    ),
    updated_by: template.updated_by,
  }
}

/** An unchanged NDA keeps its id; a new, reworded or re-attached one gets a new id, so viewers accept it again. */
function settleNda(
  db: DemoDb,
  input: z.infer<typeof ndaInput> | null | undefined,
  previous: TemplateVersion['nda'],
): TemplateVersion['nda'] {
  if (input === undefined) return previous
  if (input === null) return null
  const attachment = input.attachment ?? null
  const reworded = (['nda_id', 'title', 'content'] as const).some((key) => input[key] !== previous?.[key])
  if (previous && !reworded && attachment?.url === previous.attachment?.url) return previous
  const nda_id = db.nextNdaId
  db.nextNdaId += 1
  return { nda_id, title: input.title, content: input.content, attachment }
}

export const reportTemplateHandlers = [
  api.get('/report_template/detail', ({ query }) => {
    requirePermission('template.read')
    const template = findTemplate(getDb(), intParam(query, 'template_id'))
    const preview = flagParam(query, 'preview')
    const version = preview ? editableVersion(template) : template.published
    if (!version) throw new ApiError(404, said('This template has not been published yet.', '此模板尚未发布。'))
    return ok({
      template_id: template.template_id,
      status: template.status,
      has_draft: template.draft !== null,
      ...version,
      updated_by: version.updated_by ?? template.updated_by,
      filters: template.filters,
    } satisfies Template)
  }),

  api.get('/report_template/list', ({ query }) => {
    requirePermission('template.read')
    const paging = pagingParams(query)
    const name = textParam(query, 'template_name')?.toLowerCase() ?? null
    const rows = getDb()
      .templates.filter(
        (t) => name === null || [t.published, t.draft].some((v) => v?.template_name.toLowerCase().includes(name)),
      )
      .sort((a, b) => b.template_id - a.template_id)
      .map(toRow)
    return ok(paginate(rows, paging))
  }),

  api.post('/report_template/status', async ({ request }) => {
    const persona = requirePermission('template.update')
    const { template_id, to_status } = await readBody(request, statusBody)
    const status = updateDb((db) => {
      const template = findTemplate(db, template_id)
      // Asked for the status it has: someone else was first, or the browser sent the request again.
      if (to_status === template.status) {
        const zh = template.status === 'published' ? '发布' : '未发布'
        throw new ApiError(409, said(`This template is already ${template.status}.`, `该模板已经是${zh}状态。`))
      }
      if (template.status === 'unpublished' && !template.published) {
        throw new ApiError(400, said('Publish the draft before publishing the template.', '请先发布草稿，再发布模板。'))
      }
      template.status = template.status === 'published' ? 'unpublished' : 'published'
      template.status_changed_at = nowSeconds()
      template.updated_by = persona.user.username
      return template.status
    })
    return ok({ status })
  }),

  api.post('/report_template/publish_draft', async ({ request }) => {
    const persona = requirePermission('template.update')
    const { template_id, updated_at } = await readBody(request, publishDraftBody)
    updateDb((db) => {
      const template = findTemplate(db, template_id)
      if (!template.draft)
        throw new ApiError(400, said('This template has no draft to publish.', '该模板没有可发布的草稿。'))
      // Only the draft that was reviewed goes live: one saved since is refused.
      if (updated_at !== undefined && updated_at !== template.draft.updated_at) {
        throw new ApiError(
          409,
          said(
            'The draft was saved again after it was shown to you. Check the new changes, then publish again.',
            '草稿在您查看之后又被保存过。请查看新的修改，然后再发布。',
          ),
        )
      }
      template.published = template.draft
      template.published_at = nowSeconds()
      template.draft = null
      template.updated_by = persona.user.username
    })
    return ok(null)
  }),

  api.post('/report_template/create', async ({ request }) => {
    const persona = requirePermission('template.create')
    const body = await readBody(request, createBody)
    const template_id = updateDb((db) => {
      const id = Math.max(0, ...db.templates.map((t) => t.template_id)) + 1
      db.templates.push({
        template_id: id,
        status: 'unpublished',
        published: null,
        draft: { ...body, nda: null, updated_at: nowSeconds(), components: [] },
        updated_by: persona.user.username,
        filters: [],
        reports: seedReports(body.period_type),
      })
      return id
    })
    return ok({ template_id })
  }),

  api.post('/report_template/update', async ({ request }) => {
    const persona = requirePermission('template.update')
    const { template_id, updated_at, nda, ...changes } = await readBody(request, updateBody)
    const saved = updateDb((db) => {
      const template = findTemplate(db, template_id)
      const current = editableVersion(template)
      if (updated_at !== current.updated_at) {
        throw new ApiError(
          409,
          said(
            'Someone else saved this template after you opened it. Reload it to see their changes.',
            '您打开此模板后，其他人保存了它。请重新加载以查看他们的修改。',
          ),
        )
      }
      // A field the body leaves out keeps its value (zod leaves an absent optional field absent).
      template.draft = {
        ...current,
        ...changes,
        nda: settleNda(db, nda, current.nda),
        updated_at: Math.max(nowSeconds(), current.updated_at + 1),
        updated_by: persona.user.username,
      }
      template.updated_by = persona.user.username
      return template.draft.updated_at
    })
    return ok({ updated_at: saved })
  }),

  api.post('/report_template/upload_file', async ({ request }) => {
    requirePermission('template.update')
    const form = await request.formData().catch(() => {
      throw new ApiError(400, said('Send the file as multipart/form-data.', '请以 multipart/form-data 方式发送文件。'))
    })
    const file = form.get('file')
    if (file === null || typeof file === 'string')
      throw new ApiError(400, said('Choose a file to upload.', '请选择要上传的文件。'))
    const problem = uploadProblem(file)
    if (problem === 'type')
      throw new ApiError(400, said('Only PDF, PNG and JPEG files can be uploaded.', '只能上传 PDF、PNG 和 JPEG 文件。'))
    if (problem === 'size') throw new ApiError(413, said('The file is larger than 10 MB.', '文件大于 10 MB。'))
    return ok({ url: keepUpload(file), file_name: file.name, size: file.size })
  }),
]
