/** The page sizes a list offers, and the one it starts with (the API's default). */
export const PAGE_SIZES = [10, 20, 50, 100] as const
export type PageSize = (typeof PAGE_SIZES)[number]
export const DEFAULT_PAGE_SIZE: PageSize = 20

export const isPageSize = (value: number): value is PageSize => (PAGE_SIZES as readonly number[]).includes(value)

/** How many pages `total` rows fill, at least one. */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize))
