import { defineConfig } from '@playwright/test'
import base from './playwright.config'
import { AVATAR_ORIGIN, NGINX_PREFIX, TLS_ORIGIN } from './tests/e2e/support'

/**
 * The same browser tests against the demo build served by Debian's nginx with the production config (deploy/), so the
 * Content Security Policy, caching, SPA fallback and base path are production's; its TLS port serves http2.spec.ts. It
 * listens where `vite preview` does and never reuses a server it did not start, so it cannot test that one by mistake.
 */ const baseURL = base.use?.baseURL ?? 'http://localhost:4173/sellers/report-platform/'
const OUT = process.env.E2E_OUT ?? 'dist-demo'

export default defineConfig({
  ...base,
  // The accessibility checks read the markup, which the server does not change: they run once, under
  // vite preview. Replacing the base config's list, this one runs http2.spec.ts.
  testIgnore: ['**/accessibility.spec.ts'],
  webServer: {
    command: [
      'npm run routes',
      `npx vite build --mode demo --outDir ${OUT}`,
      `APP_ROOT="$PWD/${OUT}" LISTEN_PORT=${process.env.E2E_PORT ?? 4173} TLS_PORT=${new URL(TLS_ORIGIN).port} ` +
        `NGINX_PREFIX=${NGINX_PREFIX} AVATAR_ORIGIN=${AVATAR_ORIGIN} sh deploy/serve-demo.sh`,
    ].join(' && '),
    url: baseURL,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // nginx's fast shutdown; the whole process group gets the signal.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
})
