/** A Metabase-style `{{name}}` in SQL (the same grammar the backend renders). */
export const placeholderPattern = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g
/** An optional clause, `[[ … ]]`: left out when a placeholder in it has no value (not sent, empty or NULL). */
const optionalClausePattern = /\[\[[\s\S]*?\]\]/g

/** The distinct placeholder names of a query, in the order they first appear. */
export const sqlPlaceholders = (sql: string): string[] => [
  ...new Set(Array.from(sql.matchAll(placeholderPattern), ([, name = '']) => name)),
]

/**
 * The placeholders a query uses outside its optional clauses: an empty value of one of these goes into the SQL as it
 * is.
 */
export const requiredPlaceholders = (sql: string): string[] => sqlPlaceholders(sql.replace(optionalClausePattern, ''))
