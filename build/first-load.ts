import { fileURLToPath } from 'node:url'
import type { HtmlTagDescriptor, Plugin } from 'vite'

/** The chunks of the report list's code, which a seller's first page needs, and of the report's (vite.config.ts). */
export const SELLER_CHUNK = 'seller'
export const REPORT_CHUNK = 'report'
/** The meta tag that names the report page's files (its script, then its stylesheets), read by `src/head-start.ts`. */
export const REPORT_FILES_META = 'report-page-files'
/** The HTML's first script (src/head-start.ts): a chunk of its own that imports nothing. */
export const HEAD_START = 'head-start'
export const HEAD_START_MODULE = fileURLToPath(new URL('../src/head-start.ts', import.meta.url))

const link = (attrs: Record<string, string | boolean>): HtmlTagDescriptor => ({ tag: 'link', attrs, injectTo: 'head' })

/**
 * The HTML asks for what a seller's first page needs beside the entry, not after the entry has run:
 * a script of its own that runs before the entry (`src/head-start.ts`: the session and the gate of
 * the template the address names, the language's formats, on a report's address the report page's
 * code), the report list's chunk with its CSS, and the catalog of the page's language.
 */
export function firstLoad({ basePath }: { basePath: string }): Plugin {
  return {
    name: 'report-platform-first-load',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'chunk', id: HEAD_START_MODULE, name: HEAD_START })
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return
        const tags: HtmlTagDescriptor[] = []
        let script = ''
        const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1]
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk') continue
          if (file.name === HEAD_START && file.isEntry) {
            script = `<script type="module" async crossorigin src="${basePath}${file.fileName}"></script>\n    `
            continue
          }
          if (file.name === REPORT_CHUNK) {
            const files = [file.fileName, ...(file.viteMetadata?.importedCss ?? [])].map((name) => `${basePath}${name}`)
            tags.push({
              tag: 'meta',
              attrs: { name: REPORT_FILES_META, content: files.join(' ') },
              injectTo: 'head-prepend',
            })
            continue
          }
          const catalog = lang !== undefined && (file.facadeModuleId?.endsWith(`/locales/${lang}/messages.po`) ?? false)
          if (file.name !== SELLER_CHUNK && !catalog) continue
          tags.push(link({ rel: 'modulepreload', crossorigin: true, href: `${basePath}${file.fileName}` }))
          // Same mode as the stylesheet link Vite adds when the chunk loads, or it is fetched again.
          for (const css of file.viteMetadata?.importedCss ?? [])
            tags.push(link({ rel: 'preload', as: 'style', crossorigin: true, href: `${basePath}${css}` }))
        }
        // Before the entry: asked for ahead of the entry's files, and run as soon as it arrives (`async`: not after the
        // stylesheets).
        return { html: html.replace(/<script type="module"/, `${script}$&`), tags }
      },
    },
  }
}
