import { reportPeriodSchema } from './schemas'

/**
 * Which version of a template a page reads: the published one, or the draft in a staff preview (the route context's
 * `preview`).
 */
export type TemplateScope = { templateId: number; preview: boolean }

/** A template id as a path segment: a positive integer in canonical form (no sign, no leading zero). */
const templateIdSegment = /^[1-9][0-9]{0,15}$/

/** A segment that is not valid makes the route not match, so the URL shows the 404 screen. */
export function parseTemplateId(raw: string | undefined): number | false {
  return raw !== undefined && templateIdSegment.test(raw) && Number.isSafeInteger(Number(raw)) ? Number(raw) : false
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
  parse: ({ templateId }: { templateId?: string }) => {
    if (templateId === undefined) return { templateId: undefined }
    return templateIdParams.parse({ templateId })
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
