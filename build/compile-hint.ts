import type { Plugin } from 'vite'

/** V8's explicit compile hint (Chrome 136 and later; a comment to other engines). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/**
 * The compile hint on the first line of every JavaScript file: V8 then compiles all of a file's
 * functions on the background thread that streams the file in, instead of one by one on the main
 * thread at their first call. Nearly all of a file runs as soon as it loads (the framework, a page's
 * screen, a dialog when it opens), so little is compiled for nothing. It goes in after the build's
 * own last edits, and the source maps move down one line with it.
 */
export function compileHint(): Plugin {
  return {
    name: 'report-platform-compile-hint',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk') continue
          file.code = `${COMPILE_HINT}\n${file.code}`
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
