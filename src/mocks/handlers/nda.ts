import type { Nda } from '@/features/nda/schemas'
import { ndaAccepted, requireSession, viewedTemplate } from '../access'
import { getDb, updateDb } from '../db'
import { ApiError, api, intParam, ok, said } from '../http'

export const ndaHandlers = [
  api.get('/report_template/get_nda', ({ query }) => {
    const persona = requireSession()
    const db = getDb()
    const { template, version } = viewedTemplate(db, persona, query)
    if (!version.nda) throw new ApiError(404, said(`Report template ${template.template_id} has no NDA.`, `报告模板 ${template.template_id} 没有保密协议。`))
    return ok({ ...version.nda, accepted: ndaAccepted(db, persona, version) } satisfies Nda)
  }),

  api.get('/report_template/accept_nda', ({ query }) => {
    const persona = requireSession()
    const ndaId = intParam(query, 'nda_id')
    const exists = getDb().templates.some((t) => [t.published, t.draft].some((v) => v?.nda?.nda_id === ndaId))
    if (!exists) throw new ApiError(404, said(`NDA ${ndaId} does not exist.`, `保密协议 ${ndaId} 不存在。`))
    updateDb((db) => {
      const entry = `${persona.user.id}:${ndaId}`
      if (!db.acceptedNdas.includes(entry)) db.acceptedNdas.push(entry)
    })
    return ok(null)
  }),
]
