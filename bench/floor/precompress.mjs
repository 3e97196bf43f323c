// Deploy step, not app code: .br/.gz beside each text asset, as the project's build writes them and
// nginx serves them (brotli_static, gzip_static); the acceptance server serves such siblings too.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const dir = path.resolve(import.meta.dirname, process.argv[2] || 'dist')
for (const file of fs.readdirSync(dir, { recursive: true })) {
  if (!/\.(html|js|css|svg|json)$/.test(file)) continue
  const full = path.join(dir, file)
  const body = fs.readFileSync(full)
  fs.writeFileSync(
    `${full}.br`,
    zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
  )
  fs.writeFileSync(`${full}.gz`, zlib.gzipSync(body, { level: 9 }))
}
