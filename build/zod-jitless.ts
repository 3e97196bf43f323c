import type { Plugin } from 'vite'

/**
 * zod 4 compiles object parsers with `new Function` unless `jitless` is set, which the Content
 * Security Policy (no 'unsafe-eval') reports as a violation; zod then falls back, but the console and
 * the policy's report endpoint fill up. Setting zod's global config before its core module first
 * reads it keeps it from ever trying: the same parsers, no eval.
 */
export function zodJitless(): Plugin {
  return {
    name: 'report-platform-zod-jitless',
    transform(code, id) {
      if (!/[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/.test(id)) return null
      return { code: `(globalThis.__zod_globalConfig ??= {}).jitless = true;\n${code}`, map: null }
    },
  }
}
