import { createContext } from 'react'

/** True when tests render the app: the UI library then runs without transitions and portals. */
export const TestEnvContext = createContext(false)
