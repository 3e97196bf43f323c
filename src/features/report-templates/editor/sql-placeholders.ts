/** A Metabase-style `{{name}}` in SQL (the same grammar the backend renders). */
const placeholderPattern = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g

/** The distinct placeholder names of a query, in the order they first appear. */
export const sqlPlaceholders = (sql: string): string[] => [...new Set(Array.from(sql.matchAll(placeholderPattern), ([, name = '']) => name))]
