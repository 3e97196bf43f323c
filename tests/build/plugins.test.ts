import { describe, expect, it } from 'vitest'
import { COMPILE_HINT, compileHint } from '../../build/compile-hint'

type Chunk = { type: 'chunk'; fileName: string; code: string }
type Asset = { type: 'asset'; fileName: string; source: string }

describe('the compile hint', () => {
  it('heads every JavaScript file, and its source map moves down the one line', () => {
    const bundle: Record<string, Chunk | Asset> = {
      'assets/page.js': { type: 'chunk', fileName: 'assets/page.js', code: 'export const page = 1\n' },
      'assets/page.js.map': { type: 'asset', fileName: 'assets/page.js.map', source: JSON.stringify({ mappings: 'AAAA' }) },
      'assets/page.css': { type: 'asset', fileName: 'assets/page.css', source: 'a{}' },
    }
    const { generateBundle } = compileHint() as unknown as { generateBundle: { handler: (options: unknown, bundle: unknown) => void } }
    generateBundle.handler({}, bundle)
    expect((bundle['assets/page.js'] as Chunk).code).toBe(`${COMPILE_HINT}\nexport const page = 1\n`)
    expect(JSON.parse((bundle['assets/page.js.map'] as Asset).source)).toEqual({ mappings: ';AAAA' })
    expect((bundle['assets/page.css'] as Asset).source).toBe('a{}')
  })
})
