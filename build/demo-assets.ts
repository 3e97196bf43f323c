import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const require = createRequire(import.meta.url)
const frame = (name: string) => fileURLToPath(new URL(`../src/mocks/frames/${name}`, import.meta.url))

/** What the demo serves beside the app: the MSW worker and the stand-in pages of the frames. */
const files: Record<string, string> = {
  'mockServiceWorker.js': require.resolve('msw/mockServiceWorker.js'),
  'demo-frames/footer.html': frame('footer.html'),
  'demo-frames/feedback.html': frame('feedback.html'),
  'demo-frames/metabase.html': frame('metabase.html'),
  'demo-frames/sign-in.html': frame('sign-in.html'),
}

/**
 * Demo mode only: serves (dev) and emits (build) the MSW worker and the demo's stand-in pages for the
 * footer, feedback, Metabase and sign-in frames, so the plain production build carries none of them.
 */
export function demoAssets(basePath: string): Plugin {
  return {
    name: 'report-platform-demo-assets',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0] ?? ''
        const file = path.startsWith(basePath) ? files[path.slice(basePath.length)] : undefined
        if (!file) return next()
        readFile(file).then((body) => {
          res.setHeader('Content-Type', file.endsWith('.js') ? 'text/javascript' : 'text/html; charset=utf-8')
          res.setHeader('Service-Worker-Allowed', basePath)
          res.end(body)
        }, next)
      })
    },
    async generateBundle() {
      for (const [fileName, file] of Object.entries(files))
        this.emitFile({ type: 'asset', fileName, source: await readFile(file) })
    },
  }
}
