import { defineConfig } from '@playwright/test'
import base from './playwright.config'

/**
 * The first load of the production build, whose HTML asks for the session call beside the code (the
 * demo build cannot: its backend is a service worker that starts with the app). The API is the
 * benchmark's server: the demo backend's handlers answering in Node (bench/server.mjs).
 */
const PORT = Number(process.env.E2E_PORT ?? 4173)
const OUT = process.env.E2E_OUT ?? 'dist-first-load'

export default defineConfig({
  ...base,
  testDir: 'tests/first-load',
  webServer: {
    command: [
      'npm run routes',
      `npx vite build --outDir ${OUT}`,
      `BENCH_DIST=${OUT} node bench/server.mjs --port ${PORT}`,
    ].join(' && '),
    url: `http://localhost:${PORT}/sellers/report-platform/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
