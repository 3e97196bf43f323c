import { z } from 'zod/mini'

// Every schema imports zod from here, so this runs before any is built: zod then never compiles a
// parser with `new Function`, which the Content Security Policy (no 'unsafe-eval') would report.
z.config({ jitless: true })

export { z }
