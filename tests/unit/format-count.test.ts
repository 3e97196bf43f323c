import { describe, expect, it } from 'vitest'
import { formatCount, pluralForm } from '@/lib/format-count'

describe('formatCount', () => {
  it('groups thousands with commas, as both languages write counts', () => {
    expect(formatCount(0)).toBe('0')
    expect(formatCount(999)).toBe('999')
    expect(formatCount(1000)).toBe('1,000')
    expect(formatCount(10_000)).toBe('10,000')
    expect(formatCount(1_234_567)).toBe('1,234,567')
  })

  it('writes every count the way the browser’s own formatter does in each language', () => {
    for (const value of [0, 7, 42, 999, 1000, 12_345, 100_000, 9_876_543]) {
      expect(formatCount(value)).toBe(new Intl.NumberFormat('en-US').format(value))
      expect(formatCount(value)).toBe(new Intl.NumberFormat('zh-CN').format(value))
    }
  })
})

describe('pluralForm', () => {
  it('is one for a single item in English only; Chinese has one form', () => {
    expect(pluralForm('en-US', 1)).toBe('one')
    expect(pluralForm('en-US', 0)).toBe('other')
    expect(pluralForm('en-US', 2)).toBe('other')
    expect(pluralForm('zh-CN', 1)).toBe('other')
  })
})
