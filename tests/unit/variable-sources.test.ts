import { describe, expect, it } from 'vitest'
import { sourcesFor, suggestedSource } from '@/features/report-templates/model/variable-sources'

describe('variable sources', () => {
  it('offers only the owner sources the template has: no shop id on a merchant template, none on a staff one', () => {
    expect(sourcesFor('merchant')).not.toContain('shop_id')
    expect(sourcesFor('merchant')).toEqual(expect.arrayContaining(['merchant_id', 'merchant_name', 'report_period']))
    expect(sourcesFor('shop')).not.toContain('merchant_id')
    expect(sourcesFor('staff')).not.toEqual(expect.arrayContaining(['merchant_id']))
    expect(sourcesFor('staff')).not.toContain('shop_id')
  })

  it('maps a parameter where its name says, when the template can give it', () => {
    expect(suggestedSource('shop_id', 'shop')).toBe('shop_id')
    expect(suggestedSource('shop_id', 'merchant')).toBeUndefined()
    expect(suggestedSource('Merchant_ID', 'merchant')).toBe('merchant_id')
    expect(suggestedSource('week', 'staff')).toBe('report_period')
    expect(suggestedSource('stat_period', 'shop')).toBe('report_period')
    expect(suggestedSource('channel', 'shop')).toBeUndefined()
  })
})
