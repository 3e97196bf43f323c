/// <reference types="vitest/config" />
// Longer than Vite's template: the build plugins of build/, the chunk groups of a seller's first page and Vitest's
// three projects, each explained where it is set.
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig, loadEnv } from 'vite'
import react from '@vitejs/plugin-react'
import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { compileHint } from './build/compile-hint.ts'
import { demoAssets } from './build/demo-assets.ts'
import { firstLoad, HEAD_START_MODULE, REPORT_CHUNK, SELLER_CHUNK } from './build/first-load.ts'
import { precompress } from './build/precompress.ts'
import { API_BASE, BASE_PATH } from './src/lib/env.ts'

/**
 * The packages every page runs on, in one file: one request and one gzip stream instead of a dozen small ones. Only
 * their modules the entry loads: what only a later screen uses (the editor's) comes with that screen.
 */
const FRAMEWORK = new RegExp(
  String.raw`[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/][^\\/]+|` +
    String.raw`@lingui[\\/](core|react)|zod|ofetch|ufo|destr)[\\/]`,
)
/** The report list's routes (their screens, split off by the router): with what they import, one file. */
const SELLER_ROUTES = /[\\/]src[\\/]routes[\\/]_signedIn[\\/]_normal(\.tsx|[\\/]index\.tsx|[\\/]\[index\][\\/])/
/** The report page's route: with what it adds to the list's, one file, which the list does not wait for. */
const REPORT_ROUTE = /[\\/]src[\\/]routes[\\/]_signedIn[\\/]_normal[\\/]report[\\/]/

/** A Vitest project: its name, its files and the set-up only it needs. */
const project = (name: string, include: string, test: object) => ({
  extends: true,
  test: { name, include: [include], ...test },
})
/** Tests that render: happy-dom with no page loaded in a frame and no script of another origin (gtag): a quiet log. */
const dom = {
  environment: 'happy-dom',
  environmentOptions: {
    happyDOM: {
      settings: {
        disableIframePageLoading: true,
        disableJavaScriptFileLoading: true,
        handleDisabledFileLoadingAsSuccess: true,
        // The demo backend answers other origins too (a frame host's probe): happy-dom's own check would stop them.
        fetch: { disableSameOriginPolicy: true },
      },
    },
  },
} as const

export default defineConfig(({ mode }) => {
  // `npm run dev` against a real backend: API_PROXY_TARGET=https://backend.example.com npm run dev
  const proxyTarget = loadEnv(mode, process.cwd(), '').API_PROXY_TARGET
  return {
    base: BASE_PATH,
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    plugins: [
      tanstackRouter({ target: 'react', autoCodeSplitting: true }),
      react(),
      // Lingui's plugin compiles its macros itself, and the catalogs: no Babel pass over every file.
      // Every <Trans> renders src/i18n/trans.tsx, which puts a value in as text, never as the message's markup.
      lingui({ macroTransform: { macro: { runtimeModules: { Trans: ['@/i18n/trans', 'Trans'] } } } }),
      compileHint(),
      firstLoad({ basePath: BASE_PATH }),
      precompress(),
      mode === 'demo' ? demoAssets(BASE_PATH) : null,
    ],
    server: {
      port: 5173,
      strictPort: true,
      proxy: proxyTarget ? { [API_BASE]: { target: proxyTarget, changeOrigin: true, secure: true } } : undefined,
    },
    build: {
      // The route → chunk graph for the size check (bench/check-size.mjs).
      manifest: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // A seller's first page in a few files the HTML asks for (build/first-load.ts): the framework, the entry
            // with all it imports, the list's code; the report's code is asked for by the first script on its address.
            groups: [
              { name: 'framework', tags: ['$initial'], test: FRAMEWORK },
              // The HTML's first script stays alone: it imports nothing, so it runs as soon as it arrives.
              { name: 'boot', tags: ['$initial'], test: (id) => id !== HEAD_START_MODULE },
              { name: SELLER_CHUNK, test: SELLER_ROUTES },
              { name: REPORT_CHUNK, test: REPORT_ROUTE },
            ],
          },
        },
      },
    },
    preview: { port: 4173, strictPort: true },
    test: {
      restoreMocks: true,
      unstubEnvs: true,
      unstubGlobals: true,
      testTimeout: 20_000,
      // One test file per core (Vitest's default leaves one core to itself, which halves a two-core machine).
      maxWorkers: availableParallelism(),
      // The demo backend is the integration tests' alone; its store is reset before the page's storage is cleared.
      projects: [
        project('node', 'tests/{build,contract,hardening,types}/**/*.test.ts', { environment: 'node' }),
        project('unit', 'tests/{unit,property}/**/*.test.{ts,tsx}', { ...dom, setupFiles: ['tests/setup-dom.ts'] }),
        project('integration', 'tests/integration/**/*.test.{ts,tsx}', {
          ...dom,
          setupFiles: ['tests/setup.ts', 'tests/setup-dom.ts'],
          // One page per worker, its modules loaded once: the set-up starts each test on
          // a fresh store, storage, clock and toasts, and stops what the apps before left under way. No module mocks.
          isolate: false,
        }),
      ],
    },
  }
})
