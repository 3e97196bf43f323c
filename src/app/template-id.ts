/**
 * A template id as a path segment: a positive integer in canonical form (no sign, no leading zero).
 * The routes check it with zod (params.ts); the prefetch (prefetch.ts), which runs before the
 * framework, with the same pattern.
 */
export const TEMPLATE_ID_SEGMENT = /^[1-9][0-9]{0,15}$/
