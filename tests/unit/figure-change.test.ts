import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { activateLocale, i18n } from '@/i18n'
import { figureChange, formatChange, MAX_CHANGE_TENTHS, readFigure } from '@/features/reports/figure-change'

const grouped = (n: number) => n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')

describe('reading a key figure as a number', () => {
  it('reads currency, grouping, decimals, percentages and a minus sign', () => {
    expect(readFigure('¥1,234,567')).toMatchObject({ amount: 1_234_567, currency: '¥', percent: false })
    expect(readFigure('US$62,192.92')).toMatchObject({ amount: 62_192.92, currency: 'US$', percent: false })
    expect(readFigure(' 12.50% ')).toMatchObject({ amount: 12.5, currency: '', percent: true })
    expect(readFigure('-¥3,000')).toMatchObject({ amount: -3000, currency: '¥', percent: false })
    expect(readFigure('¥-3,000')).toMatchObject({ amount: -3000, currency: '¥', percent: false })
    expect(readFigure('1234.5')).toMatchObject({ amount: 1234.5, currency: '', percent: false })
  })

  it('reads nothing ambiguous or not numeric', () => {
    for (const text of [
      '',
      '—',
      'N/A',
      '1,23',
      '1,2345',
      '1.234,56',
      '12k',
      '1e5',
      'Infinity',
      '0x10',
      '1 234',
      '¥',
      '%',
      '1.',
      '.5',
      '--1',
      '-¥-1',
      '¥5%',
      '5 %%',
      '1,234.5.6',
      'ab¥1',
    ]) {
      expect(readFigure(text), text).toBeNull()
    }
  })

  it('reads back any amount written with its groups, currency and decimals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 0, max: 99 }),
        fc.constantFrom('', '¥', '$', 'US$', '€'),
        fc.boolean(),
        (whole, cents, currency, negative) => {
          const text = `${negative ? '-' : ''}${currency}${grouped(whole)}.${String(cents).padStart(2, '0')}`
          const read = readFigure(text)
          expect(read?.currency).toBe(currency)
          expect(read?.amount).toBeCloseTo((negative ? -1 : 1) * (whole + cents / 100), 6)
        },
      ),
    )
  })

  it('never reads text with a group of other than three digits after a comma', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999 }),
        fc.integer({ min: 0, max: 9999 }).filter((n) => String(n).length !== 3),
        (head, tail) => {
          expect(readFigure(`${head},${tail}`)).toBeNull()
        },
      ),
    )
  })
})

describe('the change from the previous period', () => {
  it('is relative to the previous value, rounded half away from zero to one decimal', () => {
    expect(figureChange('¥110', '¥100')).toEqual({ kind: 'relative', tenths: 100 })
    expect(figureChange('1,000', '1,050')).toEqual({ kind: 'relative', tenths: -48 })
    expect(figureChange('100.05', '100')).toEqual({ kind: 'relative', tenths: 1 })
    expect(figureChange('100.04', '100')).toEqual({ kind: 'relative', tenths: 0 })
    expect(figureChange('99.96', '100')).toEqual({ kind: 'relative', tenths: 0 })
    // A loss that shrinks is a rise.
    expect(figureChange('-50', '-100')).toEqual({ kind: 'relative', tenths: 500 })
  })

  it('is in percentage points between two rates', () => {
    expect(figureChange('3.10%', '2.34%')).toEqual({ kind: 'points', tenths: 8 })
    expect(figureChange('2.34%', '3.10%')).toEqual({ kind: 'points', tenths: -8 })
  })

  it('is none when a value is not a number, the units differ or there was nothing before', () => {
    expect(figureChange('¥100', '—')).toBeNull()
    expect(figureChange('¥100', '$90')).toBeNull()
    expect(figureChange('5%', '5')).toBeNull()
    expect(figureChange('100', '0')).toBeNull()
  })

  it('is none when it is too large to mean anything: beyond a thousandfold, or 100,000 points', () => {
    const huge = `1${'0'.repeat(400)}`
    expect(figureChange(huge, '1')).toBeNull()
    expect(figureChange(`-${huge}`, '1')).toBeNull()
    expect(figureChange('1', `0.${'0'.repeat(399)}1`)).toBeNull()
    expect(figureChange(`${huge}%`, '1%')).toBeNull()
    expect(figureChange('1,001', '1')).toEqual({ kind: 'relative', tenths: MAX_CHANGE_TENTHS })
    expect(figureChange('1,001.0005', '1')).toBeNull()
    expect(figureChange('-999', '1')).toEqual({ kind: 'relative', tenths: -MAX_CHANGE_TENTHS })
    expect(figureChange('-999.0005', '1')).toBeNull()
    expect(figureChange('100,000.04%', '0%')).toEqual({ kind: 'points', tenths: MAX_CHANGE_TENTHS })
    expect(figureChange('100,000.05%', '0%')).toBeNull()
  })

  it('has the sign of the difference, and is within half a tenth of the exact change', () => {
    const amount = fc.integer({ min: -1e9, max: 1e9 }).map((cents) => cents / 100)
    fc.assert(
      fc.property(
        amount,
        amount.filter((n) => n !== 0),
        (now, before) => {
          const change = figureChange(String(now), String(before))
          const exact = ((now - before) / Math.abs(before)) * 100
          // Beyond the largest change shown (give or take the rounding), none.
          if (Math.abs(exact) >= MAX_CHANGE_TENTHS / 10 - 0.05) {
            if (Math.abs(exact) > MAX_CHANGE_TENTHS / 10 + 0.05) expect(change).toBeNull()
            return
          }
          expect(change?.kind).toBe('relative')
          const tenths = change?.tenths ?? NaN
          expect(Math.abs(tenths / 10 - exact)).toBeLessThanOrEqual(0.05 + 1e-9 * Math.abs(exact))
          if (tenths !== 0) expect(Math.sign(tenths)).toBe(Math.sign(now - before))
        },
      ),
    )
  })

  it('is written with one decimal and its sign, in points for rates, in each language', async () => {
    await activateLocale('en-US')
    expect(formatChange(i18n, { kind: 'relative', tenths: 93 })).toBe('+9.3%')
    expect(formatChange(i18n, { kind: 'relative', tenths: -52 })).toBe('-5.2%')
    expect(formatChange(i18n, { kind: 'relative', tenths: 0 })).toBe('0.0%')
    expect(formatChange(i18n, { kind: 'points', tenths: -8 })).toBe('-0.8 pp')
    expect(formatChange(i18n, { kind: 'relative', tenths: MAX_CHANGE_TENTHS })).toBe('+100,000.0%')
    await activateLocale('zh-CN')
    expect(formatChange(i18n, { kind: 'points', tenths: 12 })).toBe('+1.2 个百分点')
  })
})
