/// <reference types="vitest/config" />
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { API_BASE, BASE_PATH } from './src/lib/env.ts'

const require = createRequire(import.meta.url)

/**
 * Demo mode only: serves (dev) and emits (build) the MSW worker and the demo's stand-in pages for
 * the footer, feedback and Metabase frames, so the plain production build carries none of them.
 */
function demoAssets(): Plugin {
  const files: Record<string, string> = {
    'mockServiceWorker.js': require.resolve('msw/mockServiceWorker.js'),
    'demo-frames/footer.html': fileURLToPath(new URL('./src/mocks/frames/footer.html', import.meta.url)),
    'demo-frames/feedback.html': fileURLToPath(new URL('./src/mocks/frames/feedback.html', import.meta.url)),
    'demo-frames/metabase.html': fileURLToPath(new URL('./src/mocks/frames/metabase.html', import.meta.url)),
    'demo-frames/sign-in.html': fileURLToPath(new URL('./src/mocks/frames/sign-in.html', import.meta.url)),
  }
  const contentType = (name: string) => (name.endsWith('.js') ? 'text/javascript' : 'text/html; charset=utf-8')
  return {
    name: 'report-platform-demo-assets',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0] ?? ''
        const name = path.startsWith(BASE_PATH) ? path.slice(BASE_PATH.length) : ''
        const file = files[name]
        if (!file) return next()
        readFile(file).then(
          (body) => {
            res.setHeader('Content-Type', contentType(name))
            res.setHeader('Service-Worker-Allowed', BASE_PATH)
            res.end(body)
          },
          next,
        )
      })
    },
    async generateBundle() {
      for (const [fileName, file] of Object.entries(files)) {
        this.emitFile({ type: 'asset', fileName, source: await readFile(file) })
      }
    },
  }
}

/**
 * zod 4 compiles object parsers with `new Function` unless `jitless` is set, which a Content Security
 * Policy without 'unsafe-eval' reports as a violation (it then falls back, but the console and the
 * CSP report endpoint fill up). Setting zod's global config before its core module first reads it
 * keeps it from ever trying: the same parsers, no eval.
 */
function zodJitless(): Plugin {
  return {
    name: 'report-platform-zod-jitless',
    transform(code, id) {
      if (!/[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/.test(id)) return null
      return { code: `(globalThis.__zod_globalConfig ??= {}).jitless = true;\n${code}`, map: null }
    },
  }
}

/**
 * V8's explicit compile hint (Chrome 136 and later) on the first line of every JavaScript file: V8
 * then compiles all of a file's functions on the background thread that streams it, instead of one
 * by one on the main thread at their first call. Nearly all of a file runs as soon as it loads (the
 * framework, a page's screen, a dialog when it opens); at 4x CPU it takes about a tenth off a cold
 * page load. Other engines read a comment. It goes in after the build's own last edits (the list of
 * a file's lazy imports goes first otherwise), so the source maps move down one line with it.
 */
function compileHints(): Plugin {
  const hint = '//# allFunctionsCalledOnLoad\n'
  return {
    name: 'report-platform-compile-hints',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk') continue
          file.code = hint + file.code
          const map = bundle[`${file.fileName}.map`]
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const json = JSON.parse(map.source) as { mappings: string }
            json.mappings = `;${json.mappings}`
            map.source = JSON.stringify(json)
          }
        }
      },
    },
  }
}

export default defineConfig(({ mode }) => {
  // `npm run dev` against a real backend: API_PROXY_TARGET=https://backend.example.com npm run dev
  const proxyTarget = loadEnv(mode, process.cwd(), '').API_PROXY_TARGET
  return {
  base: BASE_PATH,
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        // A staff route's loader (with the template queries it imports) is a small file of its own: a
        // seller's first load carries none of it, and the draft's request waits for that file only,
        // not for the screen's many files. The seller routes' loaders start at once.
        splitBehavior: ({ routeId }) =>
          routeId.startsWith('/_signedIn/_admin') ? [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']] : undefined,
      },
    }),
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    zodJitless(),
    compileHints(),
    mode === 'demo' ? demoAssets() : null,
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
          // The framework every page runs on, in one file: one request and one gzip stream instead
          // of a dozen small shared chunks. Only libraries that every page loads whole.
          groups: [
            {
              name: 'framework',
              // Not what only screens loaded later use: mutations, infinite lists, the leave guard.
              test: (id: string) =>
                /[\\/]node_modules[\\/]((react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store|react-store|react-query|query-core)|@lingui[\\/](core|react)|zod[\\/]v4[\\/](mini|core)|ofetch|ufo|destr)[\\/])/.test(id) &&
                !/[\\/](useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver|useBlocker|useRouterState)\.js$/.test(id),
            },
            {
              // What the entry imports, including what later screens share with it (the UI library's
              // core, the HTTP client, shared schemas), goes into the entry file: each file the first
              // page waits for costs a slow phone a request to schedule and a module to link.
              name: 'boot',
              tags: ['$initial'],
            },
            {
              // The report list with the components it is built on, in one file: the first page's
              // screen arrives in one request. The report page and the staff screens load it too,
              // for the components they share with it.
              name: 'report-list',
              test: /report-list-page\.tsx$/,
            },
          ],
        },
      },
    },
  },
  preview: { port: 4173, strictPort: true },
  test: {
    environment: 'happy-dom',
    // No page loads inside frames and no scripts from other origins (gtag): the tests check the
    // addresses, and a quiet log.
    environmentOptions: {
      happyDOM: { settings: { disableIframePageLoading: true, disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true } },
    },
    include: ['tests/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    testTimeout: 20_000,
    // One test file per core (Vitest's default leaves one core to itself, which halves a two-core machine).
    maxWorkers: availableParallelism(),
  },
  }
})
