import type { UserInfo } from '@/features/session/schemas'
import { isPersonaKey, personas, type Persona, type PersonaKey } from './personas'
import type { Persistence } from './db'

/** In memory until the browser swaps in localStorage. */
let stored: string | null = null
let persistence: Persistence = {
  load: () => stored,
  save: (value) => {
    stored = value
  },
}

export function setSessionPersistence(next: Persistence): void {
  persistence = next
}

export function signIn(persona: PersonaKey): UserInfo {
  persistence.save(persona)
  return personas[persona].user
}

export function signOut(): void {
  persistence.save(null)
}

/** The signed-in persona as stored now: another copy of the backend (another tab) may have signed in or out since. */
export function currentPersona(): Persona | null {
  const stored = persistence.load()
  return isPersonaKey(stored) ? personas[stored] : null
}
