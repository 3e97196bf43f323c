import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

/** Every source file of the app (the generated route tree imports the routes, which is not a circle of ours). */
function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) && entry.name !== 'routeTree.gen.ts' ? [path] : []
  })
}

/** The file an import names, if it is one of ours. */
function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? join('src', specifier.slice(2))
    : specifier.startsWith('.')
      ? join(dirname(from), specifier)
      : null
  if (base === null) return null
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return null
}

/** What a file imports, in every form: values, types only, re-exports and dynamic imports. */
function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const specifiers = [
    ...text.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]/gm),
    ...text.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm),
    ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map(([, specifier = '']) => specifier)
  return specifiers.flatMap((specifier) => resolve(file, specifier) ?? [])
}

/** The import circles among the files, each as the files around it. */
function circles(files: string[]): string[][] {
  const graph = new Map(files.map((file) => [file, imports(file)]))
  const found: string[][] = []
  const state = new Map<string, 'open' | 'done'>()
  const path: string[] = []
  const visit = (file: string) => {
    state.set(file, 'open')
    path.push(file)
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open')
        found.push([...path.slice(path.indexOf(next)), next].map((f) => relative('src', f)))
      else if (!state.has(next)) visit(next)
    }
    path.pop()
    state.set(file, 'done')
  }
  for (const file of files) if (!state.has(file)) visit(file)
  return found
}

describe('the import graph', () => {
  it('has no circle, type-only and dynamic imports included', () => {
    expect(circles(sources('src'))).toEqual([])
  })
})
