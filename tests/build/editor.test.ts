import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

describe("the editor's long lists stay light", () => {
  it('lays a collapsed component card out only near the screen, keeping room for it (content-visibility)', () => {
    const css = readFileSync('src/features/report-templates/components/editor.module.css', 'utf8')
    const card = /(^|\n)\.card\s*\{([^}]*)\}/.exec(css)?.[2] ?? ''
    expect(card).toMatch(/content-visibility:\s*auto/)
    expect(card).toMatch(/contain-intrinsic-size:/)
  })
})
