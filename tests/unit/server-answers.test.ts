import { describe, expect, it } from 'vitest'
import { z } from '@/lib/zod'
import { userInfoSchema } from '@/features/session/schemas'
import { currentOwner } from '@/features/reports/gate'
import { basicInfoSchema, filterSchema, reportComponentSchema, reportRowSchema } from '@/features/reports/schemas'
import { templateRowSchema, templateSchema } from '@/features/report-templates/schemas'

/** What a server may send that the contract does not promise, and what the pages then read. */
describe('answers read leniently where nothing is lost', () => {
  it('lets in a user whose name, picture and permissions come as null', () => {
    const user = z.parse(userInfoSchema, {
      id: 7,
      username: 'lumi',
      alias: null,
      avatar_url: null,
      user_type: 'seller',
      source: 'seller_site',
      permission_list: null,
    })
    expect(user).toMatchObject({ alias: '', avatar_url: '', permission_list: [] })
  })

  it('reads a component whose optional fields come as null as one without them', () => {
    const component = z.parse(reportComponentSchema, {
      component_id: 'gmv',
      title: 'GMV',
      display: 'variable',
      placement: 'card',
      height: 120,
      embed_url: null,
      filter_params: null,
      value: null,
      good_direction: null,
    })
    expect(component).toEqual({
      component_id: 'gmv',
      title: 'GMV',
      display: 'variable',
      placement: 'card',
      height: 120,
    })
  })

  it("reads a template, and its row in the staff list, whose optional fields and editor's name come as null", () => {
    const row = z.parse(templateRowSchema, {
      template_id: 1,
      template_name: 'Weekly',
      owner_scope: 'shop',
      status: 'published',
      has_draft: false,
      nda_id: null,
      updated_at: 1_795_000_000,
      updated_by: null,
    })
    expect(row.updated_by).toBe('')
    const template = z.parse(templateSchema, {
      ...row,
      description: '',
      period_type: 'week',
      nda: null,
      updated_by: null,
      filters: null,
      components: [
        {
          component_id: 'gmv',
          title: 'GMV',
          display: 'variable',
          placement: 'card',
          height: 120,
          metabase: null,
          query: { database_id: 1, sql: 'select 1' },
          variables: [{ name: 'shop_id', source: 'shop_id', value: null }],
          good_direction: null,
        },
      ],
    })
    expect(template.updated_by).toBeUndefined()
    expect(template.filters).toBeUndefined()
    expect(template.components[0]?.good_direction).toBeUndefined()
    expect(template.components[0]?.variables).toEqual([{ name: 'shop_id', source: 'shop_id' }])
  })

  it('reads a key figure whose value is empty as one without a value', () => {
    const figure = { component_id: 'gmv', title: 'GMV', display: 'variable', placement: 'card', height: 120 }
    expect(z.parse(reportComponentSchema, { ...figure, value: ' ' }).value).toBeUndefined()
    expect(z.parse(reportComponentSchema, { ...figure, value: '0' }).value).toBe('0')
  })

  it('reads a gate that leaves out the owner it does not keep as none chosen', () => {
    const info = z.parse(basicInfoSchema, {
      template_id: 1,
      template_name: 'Weekly',
      owner_scope: 'merchant',
      period_type: 'week',
      nda_id: null,
      nda_accepted: true,
      merchant: { merchant_id: 5, merchant_name: 'Lumi' },
    })
    expect(info.shop).toBeNull()
    // A merchant without a name is still the one chosen: named by its id, not asked for again.
    expect(currentOwner({ ...info, merchant: { merchant_id: 5, merchant_name: '' } })).toBe('#5')
  })

  it('refuses a time no page can show: milliseconds sent for seconds', () => {
    const row = { report_period: '2026-W47', title: 'Week 47' }
    expect(z.safeParse(reportRowSchema, { ...row, published_at: 1_795_000_000 }).success).toBe(true)
    expect(z.safeParse(reportRowSchema, { ...row, published_at: 1_795_000_000_000 }).success).toBe(false)
  })

  it('offers a filter default that is none of its options, so the page shows the value it reports', () => {
    const filter = z.parse(filterSchema, {
      name: 'metric',
      label: 'Metric',
      options: [{ value: 'gmv', label: 'GMV' }],
      default: 'GMV',
    })
    expect(filter.options.map((option) => option.value)).toEqual(['GMV', 'gmv'])
  })
})
