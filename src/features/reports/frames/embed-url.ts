import type { Locale } from '@/i18n'
import { env } from '@/lib/env'

/** Metabase's name for each language of the portal (it falls back from `zh-CN` to `zh` and then `en`). */
const METABASE_LOCALES: Record<Locale, string> = { 'zh-CN': 'zh-CN', 'en-US': 'en' }

/** A query parameter that the portal reads as the address's expiry (frame-address.ts): never a filter's. */
const EXPIRY_PARAM = 'exp'

/**
 * A dashboard's address as its frame loads it, from the signed `embed_url`: each `filter_value` parameter
 * the viewer has chosen is appended to the query as `<name>=<value>`, unless the signed query has that
 * name or it is `exp` (what the server signed is never replaced or repeated, and a filter never passes
 * for the expiry); the hash takes the deployment's display options (an option of `embed_url` wins) and
 * the reader's language (`locale`, which wins over both). Nothing else in the query changes.
 */
export function dashboardAddress(
  embedUrl: string,
  filterParams: readonly string[] | undefined,
  chosen: Record<string, string>,
  locale: Locale,
): string {
  const url = new URL(embedUrl, window.location.origin)
  const signed = new Set(url.searchParams.keys())
  const filters = [...new Set(filterParams ?? [])]
    .filter((name) => name !== EXPIRY_PARAM && !signed.has(name) && Object.hasOwn(chosen, name))
    .map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(String(chosen[name]))}`)
  // Appended to the query as it came: the signed part keeps its every byte.
  if (filters.length > 0) url.search = [url.search.slice(1), ...filters].filter(Boolean).join('&')
  const options = new URLSearchParams(url.hash.slice(1))
  for (const [name, value] of new URLSearchParams(env.metabaseEmbedOptions))
    if (!options.has(name)) options.set(name, value)
  options.set('locale', METABASE_LOCALES[locale])
  url.hash = options.toString()
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : url.toString()
}
