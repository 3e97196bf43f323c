import { z } from '@/lib/zod'
import { FIRST_FREE_NDA_ID, seedTemplates } from './fixtures/templates'
import type { StoredTemplate } from './types'

export type { StoredReport, StoredTemplate, TemplateVersion } from './types'

/** Everything the demo backend changes at run time; static catalogues stay in the fixtures. */
export interface DemoDb {
  templates: StoredTemplate[]
  /** The merchant or shop a user picked for one template, keyed by `${user_id}:${template_id}`. */
  choices: Record<string, { merchant_id?: number; shop_id?: number }>
  /** Entries are `${user_id}:${nda_id}`. */
  acceptedNdas: string[]
  nextNdaId: number
}

/**
 * Where a part of the demo's state is kept between page loads (localStorage in the browser); saving null removes it.
 */
export interface Persistence {
  load(): string | null
  save(value: string | null): void
}

/** Bump when the shape or the seed changes, so a stored copy from before is replaced. */
export const DB_VERSION = 4

export function createDb(): DemoDb {
  // A copy: a change to the store never reaches the seed's shared parts (a filter's options).
  return { templates: structuredClone(seedTemplates()), choices: {}, acceptedNdas: [], nextNdaId: FIRST_FREE_NDA_ID }
}

const storedSchema = z.object({
  version: z.literal(DB_VERSION),
  db: z.custom<DemoDb>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      Array.isArray(Reflect.get(value, 'templates')) &&
      Array.isArray(Reflect.get(value, 'acceptedNdas')),
  ),
})

function parseStored(serialized: string | null): DemoDb | null {
  if (serialized === null) return null
  try {
    const parsed = storedSchema.safeParse(JSON.parse(serialized))
    return parsed.success ? parsed.data.db : null
  } catch {
    return null
  }
}

let persistence: Persistence = { load: () => null, save: () => undefined }
let current: DemoDb | null = null
/**
 * What the store was last read from or written to: another copy of the backend (another tab) may have written since.
 */
let lastStored: string | null = null

/** Swap where the store is kept, and load it from there (a fresh seed when nothing usable is stored). */
export function setDbPersistence(next: Persistence): void {
  persistence = next
  lastStored = next.load()
  current = parseStored(lastStored) ?? createDb()
}

/**
 * The store as it is now: read again when another copy of the backend (the demo runs one per tab)
 * has written it since, so every answer reflects every tab's changes, as one server's would.
 */
export function getDb(): DemoDb {
  const stored = persistence.load()
  if (stored !== lastStored) {
    lastStored = stored
    current = parseStored(stored) ?? current
  }
  current ??= createDb()
  return current
}

export function saveDb(): void {
  lastStored = JSON.stringify({ version: DB_VERSION, db: getDb() })
  persistence.save(lastStored)
}

export function resetDb(): void {
  current = createDb()
  saveDb()
}

/** Run a change on the store and persist it. */
export function updateDb<T>(change: (db: DemoDb) => T): T {
  const result = change(getDb())
  saveDb()
  return result
}
