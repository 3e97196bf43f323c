import { defineConfig, devices } from '@playwright/test'
import { BASE_PATH } from './src/lib/env'

/**
 * Browser tests against the demo build (embedded MSW backend) served by `vite preview`, in Debian's Chromium
 * (Playwright downloads no browser here). E2E_PORT and E2E_OUT let two runs on one machine keep apart.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173)
const OUT = process.env.E2E_OUT ?? 'dist-demo'
const BASE_URL = `http://localhost:${PORT}${BASE_PATH}`
const isCI = Boolean(process.env.CI)

export default defineConfig({
  testDir: 'tests/e2e',
  // TLS and HTTP/2 are nginx's (playwright.nginx.config.ts): vite preview has no TLS port.
  testIgnore: ['**/http2.spec.ts'],
  fullyParallel: true,
  forbidOnly: isCI,
  workers: isCI ? 1 : 2,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: { baseURL: BASE_URL, trace: 'retain-on-failure', screenshot: 'only-on-failure' },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          // Playwright's own switches already keep the sandbox, sync and updates out.
          args: ['--disable-gpu', '--disable-quic'],
          // Chromium names a saved file in the locale's encoding: in a C locale (a bare CI shell) a
          // name in Chinese comes out as "download". The browser runs in UTF-8 whatever the shell's.
          env: { ...process.env, LC_ALL: 'C.UTF-8' },
        },
      },
    },
  ],
  webServer: {
    command: [
      'npm run routes',
      `npx vite build --mode demo --outDir ${OUT}`,
      `npx vite preview --mode demo --outDir ${OUT} --port ${PORT} --strictPort`,
    ].join(' && '),
    url: BASE_URL,
    reuseExistingServer: !isCI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
