import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/** The folders of the staff screens, which load the UI library's whole stylesheet with their layout. */
const STAFF = ['src/features/report-templates', 'src/features/metabase', 'src/features/shell/admin', 'src/routes/_signedIn/_admin']

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return path === 'src/mocks' ? [] : sources(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** The UI library's components a file uses: the capitalised names it imports from @mantine/core. */
function mantineComponents(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)].flatMap(([, names = '']) =>
    names
      .split(',')
      .map((name) => name.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0] ?? '')
      .filter((name) => /^[A-Z]/.test(name)),
  )
}

describe("the seller screens' styles", () => {
  it('has the stylesheet of every UI library component used outside the staff screens, in src/app/styles.ts', () => {
    const listed = readFileSync('src/app/styles.ts', 'utf8')
    const used = new Set(sources('src').filter((file) => !STAFF.some((folder) => file.startsWith(folder))).flatMap(mantineComponents))
    const missing = [...used].filter(
      (name) => existsSync(`node_modules/@mantine/core/styles/${name}.layer.css`) && !listed.includes(`@mantine/core/styles/${name}.layer.css`),
    )
    expect(missing).toEqual([])
  })
})
