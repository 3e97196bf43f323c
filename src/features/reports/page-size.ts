// Apart from search.ts (zod) so that the prefetch (app/prefetch.ts) can read it without the framework.
export const PAGE_SIZES = [10, 20, 50, 100] as const
export const DEFAULT_PAGE_SIZE = 20
