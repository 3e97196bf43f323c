import { describe, expectTypeOf, it } from 'vitest'
import { linkOptions } from '@tanstack/react-router'
import { reportLink, reportListLink, type PreviewLink, type SellerLink } from '@/features/reports/report-links'

/**
 * Links that cannot be wrong: each `@ts-expect-error` line below must fail to compile (`npm run
 * typecheck` fails when one compiles, as an unused directive), and each `expectTypeOf` holds.
 */
describe('typed links', () => {
  it('refuses a path no route has', () => {
    // @ts-expect-error: there is no /reports route
    linkOptions({ to: '/reports/$templateId', params: { templateId: 1 } })
    expectTypeOf(linkOptions({ to: '/template' })).toHaveProperty('to')
  })

  it('asks for every path parameter, of its type', () => {
    // @ts-expect-error: a report link needs its template
    linkOptions({ to: '/report/$templateId/{-$reportPeriod}' })
    // @ts-expect-error: a template id is a number, not text
    linkOptions({ to: '/report/$templateId/{-$reportPeriod}', params: { templateId: '1' } })
    // The period may be left out: the newest report opens.
    linkOptions({ to: '/report/$templateId/{-$reportPeriod}', params: { templateId: 1, reportPeriod: undefined } })
  })

  it('knows every search key of a page', () => {
    linkOptions({ to: '/index/{-$templateId}', params: { templateId: 1 }, search: { page: 2, from: '2026-W10' } })
    // @ts-expect-error: the report list has no `sort`
    linkOptions({ to: '/index/{-$templateId}', params: { templateId: 1 }, search: { sort: 'asc' } })
    // @ts-expect-error: a page is a number
    linkOptions({ to: '/template', search: { page: 'two' } })
  })

  it('keeps a draft preview apart from the published reports', () => {
    expectTypeOf(reportLink(true, 1, '2026-W47')).toExtend<PreviewLink>()
    expectTypeOf(reportLink(false, 1, '2026-W47')).toExtend<SellerLink>()
    expectTypeOf(reportListLink(true, 1)).toExtend<PreviewLink>()
    expectTypeOf(reportListLink(false, 1)).not.toExtend<PreviewLink>()
    // @ts-expect-error: a preview link is not a seller's link
    const seller: SellerLink = reportLink(true, 1, '2026-W47')
    void seller
  })
})
