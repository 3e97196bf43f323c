import type { Locale } from '@/i18n'
import { env } from '@/lib/env'

/** Metabase's name for each language of the portal (it falls back from `zh-CN` to `zh` and then `en`). */
const METABASE_LOCALES: Record<Locale, string> = { 'zh-CN': 'zh-CN', 'en-US': 'en' }

/**
 * A dashboard's address as its frame loads it, from the signed `embed_url`:
 * - each of its `filter_value` parameters the viewer has chosen goes into the query as `<name>=<value>`;
 * - its hash takes the deployment's display options and the reader's language (`locale`).
 * The query is signed, so nothing else in it changes. A hash option of `embed_url` itself wins over
 * the deployment's; the reader's language wins over both.
 */
export function dashboardAddress(embedUrl: string, filterParams: readonly string[] | undefined, chosen: Record<string, string>, locale: Locale): string {
  const url = new URL(embedUrl, window.location.origin)
  for (const name of filterParams ?? []) {
    const value = chosen[name]
    if (value !== undefined) url.searchParams.set(name, value)
  }
  const options = new URLSearchParams(url.hash.slice(1))
  for (const [name, value] of new URLSearchParams(env.metabaseEmbedOptions)) if (!options.has(name)) options.set(name, value)
  options.set('locale', METABASE_LOCALES[locale])
  url.hash = options.toString()
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : url.toString()
}
