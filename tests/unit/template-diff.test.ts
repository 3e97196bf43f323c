import { describe, expect, it } from 'vitest'
import { isEmptyDiff, templateDiff } from '@/features/report-templates/editor/template-diff'
import type { Component, Template } from '@/features/report-templates/schemas'

const sqlValue = (component_id: string, title: string, sql: string): Component => ({
  component_id,
  title,
  display: 'variable',
  placement: 'card',
  height: 120,
  metabase: null,
  query: { database_id: 1, sql },
  variables: [{ name: 'shop_id', source: 'shop_id' }],
})

const published: Template = {
  template_id: 1,
  template_name: 'Weekly',
  description: 'Every week',
  owner_scope: 'shop',
  period_type: 'week',
  status: 'published',
  has_draft: true,
  nda: { nda_id: 7, title: 'NDA', content: 'Keep it to yourself.', attachment: null },
  updated_at: 1,
  components: [sqlValue('a', 'Orders', 'SELECT 1'), sqlValue('b', 'GMV', 'SELECT 2'), sqlValue('c', 'Refunds', 'SELECT 3')],
}

describe('templateDiff', () => {
  it('finds nothing between a version and itself', () => {
    expect(isEmptyDiff(templateDiff(published, structuredClone(published)))).toBe(true)
  })

  it('names the texts, the components added, removed, moved or changed with their fields and variables, and the NDA', () => {
    const [orders, gmv] = structuredClone(published.components) as [Component, Component, Component]
    gmv.query = { database_id: 1, sql: 'SELECT 2 + 0' }
    gmv.height = 200
    gmv.variables = [
      { name: 'shop_id', source: 'custom', value: '9' },
      { name: 'site', source: 'nullable' },
    ]
    const draft: Template = {
      ...published,
      template_name: 'Weekly review',
      nda: { nda_id: 7, title: 'NDA', content: 'Keep it to yourself, please.', attachment: null },
      components: [gmv, orders, sqlValue('d', 'Visits', 'SELECT 4')],
    }
    expect(templateDiff(published, draft)).toEqual({
      name: { from: 'Weekly', to: 'Weekly review' },
      description: null,
      components: [
        { kind: 'removed', title: 'Refunds', position: 3 },
        {
          kind: 'changed',
          title: 'GMV',
          position: 1,
          fields: ['height', 'sql'],
          variables: { added: ['site'], removed: [], changed: ['shop_id'] },
          moved: { from: 2, to: 1 },
        },
        { kind: 'changed', title: 'Orders', position: 2, fields: [], variables: null, moved: { from: 1, to: 2 } },
        { kind: 'added', title: 'Visits', position: 3 },
      ],
      nda: 'changed',
    })
  })

  it('tells an NDA added from one removed', () => {
    expect(templateDiff({ ...published, nda: null }, published).nda).toBe('added')
    expect(templateDiff(published, { ...published, nda: null }).nda).toBe('removed')
  })

  it('does not call a component moved when only one before it was removed', () => {
    const draft = { ...published, components: published.components.slice(1) }
    expect(templateDiff(published, draft).components).toEqual([{ kind: 'removed', title: 'Orders', position: 1 }])
  })
})
