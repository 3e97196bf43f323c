/**
 * An iframe's `filter_value` parameters take the viewer's chosen filters: `<name>=<value>` is
 * appended to the signed `embed_url`. Names the viewer has not chosen are left out.
 */
export function embedUrlWithFilters(embedUrl: string, filterParams: readonly string[] | undefined, chosen: Record<string, string>): string {
  const names = (filterParams ?? []).filter((name) => chosen[name] !== undefined)
  if (names.length === 0) return embedUrl
  const url = new URL(embedUrl, window.location.origin)
  for (const name of names) url.searchParams.set(name, chosen[name] ?? '')
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : url.toString()
}
