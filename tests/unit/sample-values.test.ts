import { describe, expect, it } from 'vitest'
import { lastCompletePeriod } from '@/features/report-templates/editor/sample-values'

describe('lastCompletePeriod', () => {
  it('is the period before the one that holds now, across a year', () => {
    const newYear = new Date(2026, 0, 1, 9, 30)
    expect(lastCompletePeriod('day', newYear)).toBe('2025-12-31')
    expect(lastCompletePeriod('month', newYear)).toBe('2025-12')
    // 1 January 2026 is a Thursday, in 2026-W01; the week before is the last of 2025.
    expect(lastCompletePeriod('week', newYear)).toBe('2025-W52')
    expect(lastCompletePeriod('month', new Date(2026, 2, 31))).toBe('2026-02')
  })
})
