import type { UserInfo } from '@/features/session/schemas'
import { isPersonaKey, personas, type Persona, type PersonaKey } from './personas'

export interface SessionPersistence {
  load(): string | null
  save(value: string | null): void
}

const inMemory = (): SessionPersistence => {
  let stored: string | null = null
  return {
    load: () => stored,
    save: (value) => {
      stored = value
    },
  }
}

let persistence: SessionPersistence = inMemory()
let current: PersonaKey | null = null

/** Swap where the signed-in persona is kept, and read it from there. */
export function setSessionPersistence(next: SessionPersistence): void {
  persistence = next
  const loaded = next.load()
  current = isPersonaKey(loaded) ? loaded : null
}

export function signIn(persona: PersonaKey): UserInfo {
  current = persona
  persistence.save(persona)
  return personas[persona].user
}

export function signOut(): void {
  current = null
  persistence.save(null)
}

export function currentPersona(): Persona | null {
  return current === null ? null : personas[current]
}

export function currentUser(): UserInfo | null {
  return currentPersona()?.user ?? null
}
