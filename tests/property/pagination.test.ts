import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { pageItems } from '@/components/ui/pagination'

const pager = fc.integer({ min: 1, max: 100_000 }).chain((total) => fc.tuple(fc.constant(total), fc.integer({ min: 1, max: total })))

describe('the pager (components/ui/pagination.tsx)', () => {
  it('shows every page when there are at most 7', () => {
    for (let total = 1; total <= 7; total++) {
      for (let current = 1; current <= total; current++) {
        expect(pageItems(total, current)).toEqual(Array.from({ length: total }, (_, index) => index + 1))
      }
    }
  })

  it('always shows the first, the last and the current page and its neighbours, in order, in at most 7 places', () => {
    fc.assert(
      fc.property(pager, ([total, current]) => {
        const items = pageItems(total, current)
        const pages = items.filter((item): item is number => item !== 'dots')
        expect(items.length).toBeLessThanOrEqual(7)
        for (const page of [1, total, current, Math.max(1, current - 1), Math.min(total, current + 1)]) expect(pages).toContain(page)
        for (let index = 1; index < pages.length; index++) expect(pages[index]).toBeGreaterThan(pages[index - 1] ?? Infinity)
      }),
      { numRuns: 2000 },
    )
  })

  it('puts "…" only where two or more pages are left out, and a number wherever one is', () => {
    fc.assert(
      fc.property(pager, ([total, current]) => {
        const items = pageItems(total, current)
        for (let index = 1; index < items.length; index++) {
          const before = items[index - 1]
          const item = items[index]
          if (item === 'dots') {
            const after = items[index + 1]
            expect(typeof before === 'number' && typeof after === 'number' && after - before - 1 >= 2).toBe(true)
          } else if (typeof before === 'number') {
            expect(item).toBe(before + 1)
          }
        }
      }),
      { numRuns: 2000 },
    )
  })
})
