import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { COMPILE_HINT, compileHint } from '../../build/compile-hint'
import { firstLoad, REPORT_FILES_META } from '../../build/first-load'
import { precompress } from '../../build/precompress'

type Chunk = { type: 'chunk'; fileName: string; code: string }
type Asset = { type: 'asset'; fileName: string; source: string }

describe('the compile hint', () => {
  it('heads every JavaScript file, and its source map moves down the one line', () => {
    const bundle: Record<string, Chunk | Asset> = {
      'assets/page.js': { type: 'chunk', fileName: 'assets/page.js', code: 'export const page = 1\n' },
      'assets/page.js.map': {
        type: 'asset',
        fileName: 'assets/page.js.map',
        source: JSON.stringify({ mappings: 'AAAA' }),
      },
      'assets/page.css': { type: 'asset', fileName: 'assets/page.css', source: 'a{}' },
    }
    const { generateBundle } = compileHint() as unknown as {
      generateBundle: { handler: (options: unknown, bundle: unknown) => void }
    }
    generateBundle.handler({}, bundle)
    expect((bundle['assets/page.js'] as Chunk).code).toBe(`${COMPILE_HINT}\nexport const page = 1\n`)
    expect(JSON.parse((bundle['assets/page.js.map'] as Asset).source)).toEqual({ mappings: ';AAAA' })
    expect((bundle['assets/page.css'] as Asset).source).toBe('a{}')
  })
})

describe('compressed once, at build time', () => {
  it('writes a brotli and a gzip copy of each text file, which decompress to it, and none of a picture', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'))
    const text = Buffer.from('export const page = "report";\n'.repeat(50))
    mkdirSync(join(dir, 'assets'))
    writeFileSync(join(dir, 'assets/page.js'), text)
    writeFileSync(join(dir, 'assets/mark.png'), Buffer.from([137, 80, 78, 71]))
    const { writeBundle } = precompress() as unknown as {
      writeBundle: { handler: (options: unknown, bundle: unknown) => Promise<void> }
    }
    await writeBundle.handler({ dir }, { 'assets/page.js': {}, 'assets/mark.png': {} })
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets/page.js.br')))).toEqual(text)
    expect(gunzipSync(readFileSync(join(dir, 'assets/page.js.gz')))).toEqual(text)
    expect(readFileSync(join(dir, 'assets/page.js.br')).length).toBeLessThan(text.length / 10)
    expect(existsSync(join(dir, 'assets/mark.png.br'))).toBe(false)
    rmSync(dir, { recursive: true })
  })
})

describe("the first page's requests in the HTML", () => {
  type Tag = { attrs: Record<string, string | boolean> }
  const entry = '<script type="module" crossorigin src="/base/assets/index-1.js"></script>'
  const bundle = {
    'assets/index-1.js': {
      type: 'chunk',
      name: 'index',
      fileName: 'assets/index-1.js',
      facadeModuleId: '/app/index.html',
      isEntry: true,
    },
    'assets/head-start-1.js': { type: 'chunk', name: 'head-start', fileName: 'assets/head-start-1.js', isEntry: true },
    'assets/seller-1.js': {
      type: 'chunk',
      name: 'seller',
      fileName: 'assets/seller-1.js',
      viteMetadata: { importedCss: new Set(['assets/seller-1.css']) },
    },
    'assets/report-1.js': {
      type: 'chunk',
      name: 'report',
      fileName: 'assets/report-1.js',
      viteMetadata: { importedCss: new Set(['assets/report-1.css']) },
    },
    'assets/messages-1.js': {
      type: 'chunk',
      name: 'messages',
      fileName: 'assets/messages-1.js',
      facadeModuleId: '/app/src/locales/zh-CN/messages.po',
    },
    'assets/messages-2.js': {
      type: 'chunk',
      name: 'messages',
      fileName: 'assets/messages-2.js',
      facadeModuleId: '/app/src/locales/en-US/messages.po',
    },
  }
  const build = () => {
    const plugin = firstLoad({ basePath: '/base/' }) as unknown as {
      buildStart: (this: { emitFile: (file: { id: string; name: string }) => void }) => void
      transformIndexHtml: { handler: (html: string, context: unknown) => { html: string; tags: Tag[] } }
    }
    const emitted: string[] = []
    plugin.buildStart.call({ emitFile: (file) => void emitted.push(file.name) })
    // The first script is in the bundle only when the build emitted it.
    const files = Object.fromEntries(
      Object.entries(bundle).filter(([, file]) => file.name !== 'head-start' || emitted.includes(file.name)),
    )
    const { html, tags } = plugin.transformIndexHtml.handler(`<html lang="zh-CN"><head>${entry}</head></html>`, {
      bundle: files,
    })
    return { emitted, html, tags: tags.map((tag) => tag.attrs) }
  }

  it("preloads the report list, its styles and the page's catalog, and names report files for the first script", () => {
    expect(build().tags).toEqual([
      { rel: 'modulepreload', crossorigin: true, href: '/base/assets/seller-1.js' },
      { rel: 'preload', as: 'style', crossorigin: true, href: '/base/assets/seller-1.css' },
      { name: 'report-page-files', content: '/base/assets/report-1.js /base/assets/report-1.css' },
      { rel: 'modulepreload', crossorigin: true, href: '/base/assets/messages-1.js' },
    ])
  })

  it("names the report page's files under the meta the first script reads", () => {
    // The first script imports nothing, so it spells the name itself.
    expect(readFileSync(new URL('../../src/head-start.ts', import.meta.url), 'utf8')).toContain(
      `REPORT_FILES_META = '${REPORT_FILES_META}'`,
    )
  })

  it('runs a script of its own before the entry, without waiting for the stylesheets', () => {
    const { emitted, html } = build()
    expect(emitted).toEqual(['head-start'])
    expect(html).toContain(
      `<script type="module" async crossorigin src="/base/assets/head-start-1.js"></script>\n    ${entry}`,
    )
  })
})
