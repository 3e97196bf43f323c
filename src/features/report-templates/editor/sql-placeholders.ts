/** A Metabase-style `{{name}}` in SQL (the same grammar the backend renders). */
const placeholderPattern = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g

/** The distinct placeholder names of a query, in the order they first appear. */
export function sqlPlaceholders(sql: string): string[] {
  const names: string[] = []
  for (const match of sql.matchAll(placeholderPattern)) {
    const name = match[1]
    if (name !== undefined && !names.includes(name)) names.push(name)
  }
  return names
}
