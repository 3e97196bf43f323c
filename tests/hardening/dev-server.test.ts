import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer, type ViteDevServer } from 'vite'
import { BASE_PATH } from '@/lib/env'

/** `npm start`'s server (Vite in demo mode), as it rewrites index.html for the browser. */
let server: ViteDevServer
beforeAll(async () => {
  server = await createServer({ mode: 'demo', logLevel: 'silent', server: { middlewareMode: true, hmr: false } })
})
afterAll(() => server.close())

describe('npm start', () => {
  it('links the favicon under the base path once', async () => {
    const html = await server.transformIndexHtml(BASE_PATH, readFileSync('index.html', 'utf8'))
    expect(html).toMatch(new RegExp(`<link rel="icon"[^>]* href="${BASE_PATH}logo\\.svg"`))
  })
})
