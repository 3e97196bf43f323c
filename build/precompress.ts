import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Files the server sends as text, so compressed. */
export const TEXT_FILE = /\.(html|js|mjs|css|json|svg|txt)$/

/** One text file's brotli (best quality, text mode) and gzip (level 9) bodies. */
export async function compressText(body: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ])
  return { br, gz }
}

/**
 * `.br` and `.gz` beside every text file of the build, at the best level: compressed once here, so
 * the server sends them as they are (nginx `brotli_static`, `gzip_static`) instead of compressing
 * each answer at a lower level.
 */
export function precompress(): Plugin {
  return {
    name: 'report-platform-precompress',
    apply: 'build',
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler(options, bundle) {
        const dir = options.dir
        if (!dir) return
        const files = Object.keys(bundle).filter((fileName) => TEXT_FILE.test(fileName))
        await Promise.all(
          files.map(async (fileName) => {
            const path = join(dir, fileName)
            const { br, gz } = await compressText(await readFile(path))
            await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)])
          }),
        )
      },
    },
  }
}
