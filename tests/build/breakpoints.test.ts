import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/** Every stylesheet of the project's own. */
const stylesheets = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css'))
  .map((file) => join('src', file))

describe('the layout breakpoints', () => {
  it('leave no width where a wide and a narrow rule both apply (an upright tablet at 768 px)', () => {
    const both = stylesheets.flatMap((file) => {
      const text = readFileSync(file, 'utf8')
      const widths = (kind: 'min' | 'max') =>
        new Set([...text.matchAll(new RegExp(`${kind}-width:\\s*([\\d.]+\\w+)`, 'g'))].map(([, width]) => width))
      const min = widths('min')
      return [...widths('max')].filter((width) => min.has(width)).map((width) => `${file}: ${width}`)
    })
    expect(both).toEqual([])
  })
})
