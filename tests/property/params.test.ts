import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  optionalTemplateIdParams,
  parseReportPeriod,
  parseTemplateId,
  reportParams,
  templateIdParams,
} from '@/lib/route-params'
import { reportFiltersSearchSchema, reportListSearchSchema } from '@/features/reports/search'
import { PAGE_SIZES } from '@/lib/paging'
import { templateListSearchDefaults, templateListSearchSchema } from '@/features/report-templates/list-search'
import { anySearchValue, anySegment } from './arbitraries'

/** `report_period` is 1 to 32 characters from `[0-9A-Za-z_-]` (docs/API.md). */
const PERIOD = /^[0-9A-Za-z_-]{1,32}$/
const RUNS = { numRuns: 2000 }

/** A canonical template id: what `parseTemplateId` may give back for a segment, and only for that segment. */
function expectTemplateIdOf(raw: string, parsed: number | false) {
  if (parsed === false) return
  expect(Number.isSafeInteger(parsed) && parsed > 0).toBe(true)
  expect(String(parsed)).toBe(raw)
}

describe('path params: any segment gives a valid value or the documented fallback, never a throw', () => {
  it('parseTemplateId: a positive safe integer written canonically, else false', () => {
    fc.assert(
      fc.property(fc.oneof(anySegment, fc.constant(undefined)), (raw) =>
        expectTemplateIdOf(raw ?? '', parseTemplateId(raw)),
      ),
      RUNS,
    )
  })

  it('parseTemplateId accepts every canonical positive id', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (id) => {
        expect(parseTemplateId(String(id))).toBe(id)
      }),
    )
  })

  it('parseReportPeriod: undefined when absent, the period itself when valid, else false', () => {
    fc.assert(
      fc.property(fc.oneof(anySegment, fc.constant(undefined)), (raw) => {
        const parsed = parseReportPeriod(raw)
        if (raw === undefined || raw === '') expect(parsed).toBeUndefined()
        else if (PERIOD.test(raw)) expect(parsed).toBe(raw)
        else expect(parsed).toBe(false)
      }),
      RUNS,
    )
  })

  it('templateIdParams.parse and optionalTemplateIdParams.parse: { templateId } or false', () => {
    fc.assert(
      fc.property(anySegment, (raw) => {
        const parsed = templateIdParams.parse({ templateId: raw })
        if (parsed !== false) expectTemplateIdOf(raw, parsed.templateId)
        expect(parsed === false).toBe(parseTemplateId(raw) === false)
        const optional = optionalTemplateIdParams.parse({ templateId: raw })
        expect(optional).toEqual(parsed)
      }),
      RUNS,
    )
    expect(optionalTemplateIdParams.parse({})).toEqual({ templateId: undefined })
  })

  it('reportParams.parse: both valid, else false; a round trip through stringify is the identity', () => {
    fc.assert(
      fc.property(anySegment, fc.oneof(anySegment, fc.constant(undefined)), (templateId, reportPeriod) => {
        const parsed = reportParams.parse({ templateId, reportPeriod })
        const valid = parseTemplateId(templateId) !== false && parseReportPeriod(reportPeriod) !== false
        expect(parsed !== false).toBe(valid)
        if (parsed === false) return
        expectTemplateIdOf(templateId, parsed.templateId)
        expect(parsed.reportPeriod === undefined || PERIOD.test(parsed.reportPeriod)).toBe(true)
        expect(reportParams.parse(reportParams.stringify(parsed))).toEqual(parsed)
      }),
      RUNS,
    )
  })
})

/** A search object as the router hands it to `validateSearch`: any keys, values strings or JSON. */
const anySearch = (keys: readonly string[]) =>
  fc.dictionary(fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 8 })), anySearchValue, { maxKeys: 6 })

describe('search params: any value falls back, never a throw', () => {
  it('reportListSearchSchema: page 1..100000, page_size one of the sizes, periods valid, or undefined', () => {
    fc.assert(
      fc.property(anySearch(['page', 'page_size', 'from', 'to']), (search) => {
        const parsed = reportListSearchSchema.parse(search)
        expect(
          parsed.page === undefined || (Number.isInteger(parsed.page) && parsed.page >= 1 && parsed.page <= 100_000),
        ).toBe(true)
        expect(parsed.page_size === undefined || (PAGE_SIZES as readonly number[]).includes(parsed.page_size)).toBe(
          true,
        )
        expect(parsed.from === undefined || PERIOD.test(parsed.from)).toBe(true)
        expect(parsed.to === undefined || PERIOD.test(parsed.to)).toBe(true)
      }),
      RUNS,
    )
  })

  it('reportFiltersSearchSchema: only well-named filters with a short scalar value survive, as they came', () => {
    fc.assert(
      fc.property(
        fc.oneof(anySearch(['site', 'channel', '__proto__', 'constructor', 'a b', '']), fc.anything()),
        (search) => {
          const parsed = reportFiltersSearchSchema.parse(search)
          expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype)
          for (const [name, value] of Object.entries(parsed)) {
            expect(name).toMatch(/^[A-Za-z0-9_-]{1,64}$/)
            expect(['string', 'number', 'boolean']).toContain(typeof value)
            expect(value).toBe((search as Record<string, unknown>)[name])
            expect(String(value).length).toBeGreaterThan(0)
            expect(String(value).length).toBeLessThanOrEqual(200)
          }
        },
      ),
      RUNS,
    )
  })

  it('templateListSearchSchema: every field valid or its default', () => {
    fc.assert(
      fc.property(anySearch(['page', 'page_size', 'name']), (search) => {
        const parsed = templateListSearchSchema.parse(search)
        expect(Number.isInteger(parsed.page) && parsed.page >= 1 && parsed.page <= 100_000).toBe(true)
        expect((PAGE_SIZES as readonly number[]).includes(parsed.page_size)).toBe(true)
        expect(typeof parsed.name).toBe('string')
        expect(parsed.name.length).toBeLessThanOrEqual(64)
      }),
      RUNS,
    )
    expect(templateListSearchSchema.parse({})).toEqual(templateListSearchDefaults)
  })
})
