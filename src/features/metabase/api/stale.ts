/** Metabase's catalogue (collections, elements, databases, tables) changes rarely: reuse it for 5 minutes. */
export const METABASE_STALE_MS = 5 * 60 * 1000
