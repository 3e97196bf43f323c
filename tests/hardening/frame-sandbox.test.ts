import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * The dashboard frames' sandbox holds only what Metabase's embed needs, and docs/frames.md says why
 * for each token, and why the browser's warning about `allow-scripts` with `allow-same-origin` is
 * expected.
 */

const source = readFileSync('src/features/reports/frames/embed-frame.tsx', 'utf8')
const tokens = (/export const EMBED_SANDBOX =\s*'([^']*)'/.exec(source)?.[1] ?? '').split(' ')
const docs = readFileSync('docs/frames.md', 'utf8')
const section = /### The sandbox[^\n]*\n([\s\S]*?)\n## /.exec(docs)?.[1] ?? ''

describe('the dashboard frames’ sandbox', () => {
  it('lets no dashboard navigate the portal’s tab', () => {
    expect(tokens).toContain('allow-scripts')
    expect(tokens.filter((token) => token.startsWith('allow-top-navigation'))).toEqual([])
  })

  it('is explained token by token in docs/frames.md, with the warning it causes and what makes it safe', () => {
    for (const token of tokens) expect(section).toMatch(new RegExp(`^- (\`[a-z-]+\` and )?\`${token}\`[ :]`, 'm'))
    expect(section).toContain('An iframe which has both allow-scripts and allow-same-origin')
    expect(section).toMatch(/Metabase is served from an origin of its own/)
  })
})
