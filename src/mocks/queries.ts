import type { QueryResult } from '@/features/metabase/schemas'
import { placeholderPattern } from '@/features/report-templates/model/sql-placeholders'
import type { Component, Variable } from '@/features/report-templates/schemas'
import type { Filter } from '@/features/reports/schemas'
import { BASE_PATH } from '@/lib/env'
import type { ReportOwner } from './access'

/** Placeholder values by name; null is sent as SQL NULL, a missing name is not sent. */
export type SqlValues = ReadonlyMap<string, string | null>

const optionalClausePattern = /\[\[([\s\S]*?)\]\]/g

function literal(value: string | null): string {
  if (value === null) return 'NULL'
  if (/^-?\d+(\.\d+)?$/.test(value)) return value
  return `'${value.replaceAll("'", "''")}'`
}

/**
 * Metabase-style rendering: `{{name}}` takes its value; an optional clause with a value missing, NULL or empty is
 * dropped. `missing`: the placeholders outside an optional `[[ … ]]` clause that have no value.
 */
function renderSql(sql: string, values: SqlValues): { sql: string; missing: string[] } {
  // `AND site = NULL` is never true and `AND site = ''` matches nothing: as Metabase does, an optional
  // clause whose value is not sent, NULL or empty is left out, and so narrows nothing.
  const withClauses = sql.replace(optionalClausePattern, (_, inner: string) =>
    [...inner.matchAll(placeholderPattern)].every(([, name = '']) => !!values.get(name)?.trim()) ? inner : '',
  )
  const missing = new Set<string>()
  const rendered = withClauses.replace(placeholderPattern, (whole, name: string) => {
    const value = values.get(name)
    if (value === undefined) {
      missing.add(name)
      return whole
    }
    return literal(value)
  })
  return { sql: rendered.replace(/ {2,}/g, ' ').trim(), missing: [...missing] }
}

/** FNV-1a: a small stable hash, so a figure depends only on the query that produced it. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  // murmur3's finaliser: texts that differ in one character land far apart
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

const grouped = (n: number) => n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')

/**
 * A believable figure for a rendered query; its kind is read from the query's words. `whole` is the
 * query without its optional filter clauses: a count or an amount of a part (the query narrowed by a
 * filter) is a share of the whole's, never more than it; rates and averages vary with the part.
 */
export function mockValue(whole: string, part: string = whole): string {
  const words = whole.toLowerCase()
  const h = hash(part)
  if (/roas/.test(words)) return (1.5 + (h % 650) / 100).toFixed(2)
  if (/rate|ratio|ctr/.test(words)) return `${(0.8 + (h % 900) / 100).toFixed(2)}%`
  if (/avg|aov/.test(words)) return `¥${(45 + (h % 33_000) / 100).toFixed(2)}`
  const base = hash(whole)
  const share = part === whole ? 1 : 0.1 + (h % 51) / 100
  if (/gmv|amount|spend|cny/.test(words)) return `¥${grouped(Math.round((120_000 + (base % 2_400_000)) * share))}`
  return grouped(Math.round((800 + (base % 42_000)) * share))
}

export type ReportContext = ReportOwner & { reportPeriod: string; filters: readonly Filter[] }

/**
 * A filter's value as a query gets it: `all` is the option that narrows nothing, so its optional clause is left out.
 */
const filterValue = (value: string | undefined): string | undefined => (value === 'all' ? undefined : value)

type Sent = (variable: Variable, context: ReportContext) => string | null | undefined

/** What a variable sends for this report, by its source: a value, null (sent empty) or undefined (not sent). */
const sent: Record<Variable['source'], Sent> = {
  merchant_id: (_, { merchant }) => (merchant ? String(merchant.merchant_id) : undefined),
  merchant_name: (_, { merchant }) => merchant?.merchant_name,
  shop_id: (_, { shop }) => (shop ? String(shop.shop_id) : undefined),
  filter_value: ({ name }, { filters }) => filterValue(filters.find((f) => f.name === name)?.default ?? undefined),
  report_period: (_, { reportPeriod }) => reportPeriod,
  custom: ({ value }) => value ?? '',
  nullable: () => null,
  none: () => undefined,
}

export function contextValues(variables: readonly Variable[], context: ReportContext): SqlValues {
  const values = new Map<string, string | null>()
  for (const variable of variables) {
    const value = sent[variable.source](variable, context)
    if (value !== undefined) values.set(variable.name, value)
  }
  return values
}

/**
 * The values the editor typed for a test run: `none` is not sent, `nullable` is sent empty, a filter's value as a
 * report sends it.
 */
export function placeholderValues(placeholders: readonly Variable[]): SqlValues {
  const values = new Map<string, string | null>()
  for (const { name, source, value = '' } of placeholders) {
    if (source === 'none') continue
    const sent = source === 'nullable' ? null : source === 'filter_value' ? filterValue(value) : value
    if (sent !== undefined) values.set(name, sent)
  }
  return values
}

export function runQuery(component: Component, values: SqlValues): Omit<QueryResult, 'component_id'> {
  if (!component.query?.sql.trim()) return { sql: '', value: null, error: 'The component has no query.' }
  const { sql, missing } = renderSql(component.query.sql, values)
  if (missing.length > 0) {
    const names = missing.map((name) => `{{${name}}}`).join(', ')
    return { sql, value: null, error: `No value for placeholder ${names}.` }
  }
  const whole = renderSql(component.query.sql.replace(optionalClausePattern, ''), values).sql
  return {
    sql,
    value: mockValue(`${component.query.database_id}:${whole}`, `${component.query.database_id}:${sql}`),
    error: null,
  }
}

/** The local fake Metabase page, signed for ten minutes; filter parameters are the client's to add. */
export function embedUrl(component: Component, context: ReportContext, now: number): string {
  const search: [string, string][] = [
    ['component', component.component_id],
    ['title', component.title],
    ['period', context.reportPeriod],
    ['exp', String(now + 600)],
  ]
  if (component.metabase)
    search.push(['element', `${component.metabase.element_type}/${component.metabase.element_id}`])
  for (const variable of component.variables) {
    if (variable.source === 'filter_value') continue
    const value = sent[variable.source](variable, context)
    if (value !== undefined) search.push([variable.name, value ?? ''])
  }
  // encodeURIComponent, not URLSearchParams: spaces become %20 rather than "+", which every decoder reads the same.
  const query = search.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&')
  return `${BASE_PATH}demo-frames/metabase.html?${query}`
}
