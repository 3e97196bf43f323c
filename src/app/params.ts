import { z } from 'zod/mini'
import { reportPeriodSchema } from '@/lib/schemas'
import { TEMPLATE_ID_SEGMENT } from './template-id'

/** A path segment that is a positive integer in canonical form, as a safe integer. */
const templateIdParamSchema = z.pipe(
  z.pipe(z.string().check(z.regex(TEMPLATE_ID_SEGMENT)), z.transform(Number)),
  z.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)),
)

/**
 * Path params of SPEC.md's routes. A segment that is not valid makes the route not match, so the
 * URL shows the 404 screen (issue 2: anything else shows the 404 screen).
 */
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
