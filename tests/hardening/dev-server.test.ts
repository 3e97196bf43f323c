import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer, type ViteDevServer } from 'vite'
import { BASE_PATH } from '@/lib/env'

/**
 * What `npm start`'s dependency cache holds (Vitest keeps its own folder there): each file with the time it was last
 * written.
 */
function startCache() {
  const cache = 'node_modules/.vite'
  if (!existsSync(cache)) return []
  return readdirSync(cache, { recursive: true, encoding: 'utf8' })
    .filter((file) => !file.startsWith('vitest'))
    .map((file) => `${file} ${statSync(join(cache, file)).mtimeMs}`)
}

/**
 * `npm start`'s server (Vite in demo mode), as it rewrites index.html for the browser. It keeps a
 * dependency cache of its own: on `npm start`'s, a running `npm start` would answer every
 * dependency with 504 "Outdated Optimize Dep".
 */
let server: ViteDevServer
const cacheDir = mkdtempSync(join(tmpdir(), 'vite-dev-server-test-'))
const before = startCache()
beforeAll(async () => {
  server = await createServer({
    mode: 'demo',
    logLevel: 'silent',
    cacheDir,
    server: { middlewareMode: true, hmr: false },
  })
}, 60_000)
afterAll(async () => {
  await server.close()
  rmSync(cacheDir, { recursive: true, force: true })
})

describe('npm start', () => {
  it('links the favicon under the base path once', async () => {
    const html = await server.transformIndexHtml(BASE_PATH, readFileSync('index.html', 'utf8'))
    expect(html).toMatch(new RegExp(`<link rel="icon"[^>]* href="${BASE_PATH}logo\\.svg"`))
  })

  it('keeps serving while the tests run: their server leaves its dependency cache alone', async () => {
    await server.transformRequest('/src/main.tsx')
    await server.environments.client.depsOptimizer?.scanProcessing
    expect(startCache()).toEqual(before)
  })
})
