import { z } from './zod'
import { reportPeriodSchema } from './schemas'

/** A template id as a path segment: a positive integer in canonical form (no sign, no leading zero). */
const templateIdSegment = /^[1-9][0-9]{0,15}$/

const templateIdParamSchema = z.pipe(
  z.pipe(z.string().check(z.regex(templateIdSegment)), z.transform(Number)),
  z.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)),
)

/** A segment that is not valid makes the route not match, so the URL shows the 404 screen. */
export function parseTemplateId(raw: string | undefined): number | false {
  const parsed = templateIdParamSchema.safeParse(raw)
  return parsed.success ? parsed.data : false
}

export function parseReportPeriod(raw: string | undefined): string | undefined | false {
  if (raw === undefined || raw === '') return undefined
  return reportPeriodSchema.safeParse(raw).success ? raw : false
}

export const templateIdParams = {
  parse: (raw: { templateId: string }) => {
    const templateId = parseTemplateId(raw.templateId)
    return templateId === false ? false : { templateId }
  },
  stringify: ({ templateId }: { templateId: number }) => ({ templateId: String(templateId) }),
}

export const optionalTemplateIdParams = {
  parse: (raw: { templateId?: string }) => {
    if (raw.templateId === undefined) return { templateId: undefined }
    const templateId = parseTemplateId(raw.templateId)
    return templateId === false ? false : { templateId }
  },
  stringify: ({ templateId }: { templateId?: number }) => ({
    templateId: templateId === undefined ? undefined : String(templateId),
  }),
}

export const reportParams = {
  parse: (raw: { templateId: string; reportPeriod?: string }) => {
    const templateId = parseTemplateId(raw.templateId)
    const reportPeriod = parseReportPeriod(raw.reportPeriod)
    return templateId === false || reportPeriod === false ? false : { templateId, reportPeriod }
  },
  stringify: ({ templateId, reportPeriod }: { templateId: number; reportPeriod?: string }) => ({
    templateId: String(templateId),
    reportPeriod,
  }),
}
