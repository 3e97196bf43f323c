import { describe, expect, it } from 'vitest'
import { isEmptyDiff, templateDiff } from '@/features/report-templates/model/template-diff'
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
  components: [
    sqlValue('a', 'Orders', 'SELECT 1'),
    sqlValue('b', 'GMV', 'SELECT 2'),
    sqlValue('c', 'Refunds', 'SELECT 3'),
  ],
}

describe('templateDiff', () => {
  it('finds nothing between a version and itself', () => {
    expect(isEmptyDiff(templateDiff(published, structuredClone(published)))).toBe(true)
  })

  it('names the texts, components added, removed, moved or changed with their fields and variables, the NDA', () => {
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
      owner_scope: null,
      period_type: null,
      template_name: { from: 'Weekly', to: 'Weekly review' },
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
      nda: { kind: 'changed', fields: ['content'] },
    })
  })

  it('tells an NDA added from one removed', () => {
    expect(templateDiff({ ...published, nda: null }, published).nda).toEqual({ kind: 'added' })
    expect(templateDiff(published, { ...published, nda: null }).nda).toEqual({ kind: 'removed' })
  })

  it('names a change of whose data the reports show, and of their period', () => {
    const diff = templateDiff(
      { ...published, owner_scope: 'staff', period_type: 'day' },
      { ...published, owner_scope: 'merchant', period_type: 'month' },
    )
    expect(diff.owner_scope).toEqual({ from: 'staff', to: 'merchant' })
    expect(diff.period_type).toEqual({ from: 'day', to: 'month' })
    expect(isEmptyDiff(diff)).toBe(false)
    // Nothing else differs: an owner scope change alone is not "the same as the published version".
    expect(isEmptyDiff(templateDiff({ ...published, owner_scope: 'staff' }, published))).toBe(false)
    expect(isEmptyDiff(templateDiff(published, { ...published, period_type: 'day' }))).toBe(false)
  })

  it('names what changed in the NDA: title, text, file; a new id alone is a change (viewers accept it again)', () => {
    const nda = published.nda as NonNullable<Template['nda']>
    const file = { url: '/files/nda.pdf', file_name: 'nda.pdf', size: 100 }
    expect(templateDiff(published, { ...published, nda: { ...nda, title: 'Secret' } }).nda).toEqual({
      kind: 'changed',
      fields: ['title'],
    })
    expect(templateDiff(published, { ...published, nda: { ...nda, attachment: file } }).nda).toEqual({
      kind: 'changed',
      fields: ['attachment'],
    })
    expect(
      templateDiff(
        { ...published, nda: { ...nda, attachment: file } },
        { ...published, nda: { ...nda, attachment: { ...file, file_name: 'b.pdf' } } },
      ).nda,
    ).toEqual({
      kind: 'changed',
      fields: ['attachment'],
    })
    expect(templateDiff(published, { ...published, nda: { ...nda, nda_id: 8 } }).nda).toEqual({
      kind: 'changed',
      fields: [],
    })
    expect(templateDiff(published, { ...published, nda: { ...nda } }).nda).toBeNull()
  })

  it('names changed component parameters: display, placement, Metabase element, collection, query, variables', () => {
    const embed: Component = {
      component_id: 'e',
      title: 'Trend',
      display: 'iframe',
      placement: 'dashboard',
      height: 600,
      metabase: { element_type: 'dashboard', element_id: 101, collection_id: 1 },
      query: null,
      variables: [{ name: 'shop_id', source: 'shop_id' }],
    }
    const with_ = (component: Component) => ({ ...published, components: [component] })
    const fields = (after: Component) =>
      (templateDiff(with_(embed), with_(after)).components[0] as { fields?: string[] } | undefined)?.fields
    expect(fields({ ...embed, title: 'Trend 2' })).toEqual(['title'])
    expect(fields({ ...embed, display: 'variable' })).toEqual(['display'])
    expect(fields({ ...embed, placement: 'card' })).toEqual(['placement'])
    expect(fields({ ...embed, metabase: { element_type: 'card', element_id: 101, collection_id: 1 } })).toEqual([
      'element',
    ])
    expect(fields({ ...embed, metabase: { element_type: 'dashboard', element_id: 102, collection_id: 1 } })).toEqual([
      'element',
    ])
    expect(fields({ ...embed, metabase: { element_type: 'dashboard', element_id: 101, collection_id: 2 } })).toEqual([
      'element',
    ])
    expect(fields({ ...embed, metabase: null, query: { database_id: 2, sql: 'SELECT 1' } })).toEqual([
      'element',
      'database',
      'sql',
    ])
    expect(templateDiff(with_(embed), with_(structuredClone(embed))).components).toEqual([])

    // Its variables, by name: a source, a value or an entry changed; a rename is one removed and one added.
    const withVariables = (variables: Component['variables']) => with_({ ...embed, variables })
    const variables = (before: Component['variables'], after: Component['variables']) =>
      (templateDiff(withVariables(before), withVariables(after)).components[0] as { variables?: unknown } | undefined)
        ?.variables
    const custom = { name: 'site', source: 'custom', value: 'SG' } as const
    expect(variables([custom], [{ ...custom, value: 'MY' }])).toEqual({ added: [], removed: [], changed: ['site'] })
    expect(variables([custom], [{ name: 'site', source: 'filter_value' }])).toEqual({
      added: [],
      removed: [],
      changed: ['site'],
    })
    expect(variables([custom], [{ ...custom, name: 'region' }])).toEqual({
      added: ['region'],
      removed: ['site'],
      changed: [],
    })
    expect(variables([custom], [custom, { ...custom, value: 'MY' }])).toEqual({
      added: [],
      removed: [],
      changed: ['site'],
    })
    // The order of a component's variables means nothing.
    expect(
      variables([custom, { name: 'shop_id', source: 'shop_id' }], [{ name: 'shop_id', source: 'shop_id' }, custom]),
    ).toBeUndefined()
  })

  it('does not call a component moved when only one before it was removed', () => {
    const draft = { ...published, components: published.components.slice(1) }
    expect(templateDiff(published, draft).components).toEqual([{ kind: 'removed', title: 'Orders', position: 1 }])
  })
})
