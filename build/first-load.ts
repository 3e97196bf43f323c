import { fileURLToPath } from 'node:url'
import type { HtmlTagDescriptor, Plugin } from 'vite'

/** The chunk of the seller pages' code (vite.config.ts): a seller's first page needs it. */
export const SELLER_CHUNK = 'seller'
/** The HTML's first script (src/gate-preload.ts): a chunk of its own that imports nothing. */
export const GATE_PRELOAD = 'gate-preload'
export const GATE_PRELOAD_MODULE = fileURLToPath(new URL('../src/gate-preload.ts', import.meta.url))

type FirstLoadOptions = {
  basePath: string
  apiBase: string
  /** The session's and the gate's calls. Off in the demo build: its backend is a service worker that does not answer before the app starts it. */
  preloadCalls: boolean
}

/**
 * The HTML asks for what a seller's first page needs beside the entry, not after the entry has run:
 * the session call (the app's own request, same mode and credentials, reuses the answer), the gate
 * of the template the address names (a script that runs before the entry, `src/gate-preload.ts`),
 * the seller pages' chunk with its CSS, and the catalog of the page's language.
 */
export function firstLoad({ basePath, apiBase, preloadCalls }: FirstLoadOptions): Plugin {
  return {
    name: 'report-platform-first-load',
    apply: 'build',
    buildStart() {
      if (preloadCalls) this.emitFile({ type: 'chunk', id: GATE_PRELOAD_MODULE, name: GATE_PRELOAD })
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return
        const link = (attrs: Record<string, string | boolean>): HtmlTagDescriptor => ({ tag: 'link', attrs, injectTo: 'head' })
        const tags: HtmlTagDescriptor[] = []
        let script = ''
        if (preloadCalls) tags.push(link({ rel: 'preload', as: 'fetch', href: `${apiBase}/user/info`, crossorigin: 'anonymous' }))
        const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1]
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk') continue
          if (file.name === GATE_PRELOAD && file.isEntry) {
            script = `<script type="module" async crossorigin src="${basePath}${file.fileName}"></script>\n    `
            continue
          }
          const catalog = lang !== undefined && (file.facadeModuleId?.endsWith(`/locales/${lang}/messages.po`) ?? false)
          if (file.name !== SELLER_CHUNK && !catalog) continue
          tags.push(link({ rel: 'modulepreload', crossorigin: true, href: `${basePath}${file.fileName}` }))
          // Same mode as the stylesheet link Vite adds when the chunk loads, or it is fetched again.
          for (const css of file.viteMetadata?.importedCss ?? []) tags.push(link({ rel: 'preload', as: 'style', crossorigin: true, href: `${basePath}${css}` }))
        }
        // Before the entry: asked for ahead of the entry's files, and run as soon as it arrives (`async`: not after the stylesheets).
        return { html: html.replace(/<script type="module"/, `${script}$&`), tags }
      },
    },
  }
}
