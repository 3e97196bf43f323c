import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { STAFF_FOLDERS } from '@/i18n/staff-folders'

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
      .map(
        (name) =>
          name
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0] ?? '',
      )
      .filter((name) => /^[A-Z]/.test(name)),
  )
}

const stylesheet = (name: string) => `@mantine/core/styles/${name}.layer.css`

/**
 * The components used by these files whose stylesheet is neither in these lists nor imported by the file that uses it.
 */
function unstyled(files: string[], lists: string[]): string[] {
  const listed = lists.map((list) => readFileSync(list, 'utf8')).join('\n')
  return files.flatMap((file) =>
    mantineComponents(file)
      .filter((name) => existsSync(`node_modules/${stylesheet(name)}`) && !listed.includes(stylesheet(name)))
      .filter((name) => !readFileSync(file, 'utf8').includes(`import '${stylesheet(name)}'`))
      .map((name) => `${name} in ${file}`),
  )
}

describe("the UI library's styles", () => {
  const files = sources('src')
  const staff = (file: string) => STAFF_FOLDERS.some((folder) => file.startsWith(folder))

  it('come with the entry or the file using it, for each component used off staff screens (src/app/styles.ts)', () => {
    expect(
      unstyled(
        files.filter((file) => !staff(file)),
        ['src/app/styles.ts'],
      ),
    ).toEqual([])
  })

  it('come with the staff layout for any other component of staff screens (src/features/shell/admin/styles.ts)', () => {
    expect(unstyled(files.filter(staff), ['src/app/styles.ts', 'src/features/shell/admin/styles.ts'])).toEqual([])
  })

  it('come with a chart: each file using uPlot, loaded later, imports its stylesheet; the entry never does', () => {
    const charts = files.filter((file) => /from 'uplot'/.test(readFileSync(file, 'utf8')))
    expect(charts.length).toBeGreaterThan(0)
    expect(charts.filter((file) => !readFileSync(file, 'utf8').includes("import 'uplot/dist/uPlot.min.css'"))).toEqual(
      [],
    )
    expect(readFileSync('src/app/styles.ts', 'utf8')).not.toContain('uplot')
  })
})
