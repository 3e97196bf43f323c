#!/usr/bin/env node
/**
 * Size budget of the production build (issue 6), without a browser: a size-limit style check that
 * follows the built files themselves.
 *
 *   node bench/check-size.mjs [--dist dist] [--json]
 *
 * The first load of a page is what `dist/index.html` names (entry script, modulepreloads,
 * stylesheets), the entry's static import closure, the lazy chunks of every route the URL matches
 * (root → layouts → page, read from the `createFileRoute('<id>')({...})` calls in the eager chunks,
 * with the files Vite preloads beside each of them) and the default language's catalog (the
 * `lang` of index.html). Sizes are gzip level 9, as Vite reports them.
 *
 * Exits 1 when
 *   - the first load of /index/:templateId is over 160 KiB gzip (JS + CSS), or
 *   - a seller page (/index/:templateId, /report/:templateId/:reportPeriod) loads code of the
 *     template list or editor: a chunk only the template routes use, a chunk named after them, or
 *     a Lingui message id that only template list or editor code uses (from the catalog's origins).
 * Exits 2 when the build cannot be read as expected (no entry, a route id not found).
 */
import { readFileSync, existsSync, readdirSync } from 'node:fs'
import { createHash } from 'node:crypto'
import { dirname, join, posix, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { parseAst } from 'rolldown/parseAst'

export const BASE_PATH = '/sellers/report-platform/'
export const BUDGET_KIB = 160
export const AIM_KIB = 140

/** The route ids (TanStack file routes) of the pages measured, and the template (staff) pages. */
export const PAGES = {
  '/index/:templateId': '/_signedIn/_normal/index/{-$templateId}',
  '/report/:templateId/:reportPeriod': '/_signedIn/_normal/report/$templateId/{-$reportPeriod}',
  '/template': '/_signedIn/_admin/template/',
  '/template/:templateId': '/_signedIn/_admin/template/$templateId',
}
const SELLER_PAGES = ['/index/:templateId', '/report/:templateId/:reportPeriod']
const TEMPLATE_ROUTES = [PAGES['/template'], PAGES['/template/:templateId']]
/** Chunk names that say "template list or editor" (Rollup/Rolldown name a chunk after a module). */
const TEMPLATE_CHUNK_NAME = /template-list|template-editor|report-templates/i
/** Sources whose messages are template list or editor code (catalog origins). */
const TEMPLATE_SOURCES = [
  'src/features/report-templates/components/',
  'src/features/report-templates/editor/',
  'src/routes/_signedIn/_admin/template/',
]

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')

const gzipCache = new Map()
/** gzip level 9 size of a dist file (path relative to dist). */
function gzipSize(dist, file) {
  const key = join(dist, file)
  if (!gzipCache.has(key)) gzipCache.set(key, gzipSync(readFileSync(key), { level: 9 }).length)
  return gzipCache.get(key)
}

/** Walks an ESTree node, calling visit(node, ancestors). */
function walk(node, visit, ancestors = []) {
  if (!node || typeof node.type !== 'string') return
  visit(node, ancestors)
  ancestors.push(node)
  for (const key of Object.keys(node)) {
    if (key === 'parent') continue
    const value = node[key]
    if (Array.isArray(value)) {
      for (const child of value) if (child && typeof child.type === 'string') walk(child, visit, ancestors)
    } else if (value && typeof value.type === 'string') {
      walk(value, visit, ancestors)
    }
  }
  ancestors.pop()
}

/** A string literal or an expression-free template literal, else null. */
function staticString(node) {
  if (!node) return null
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked
  return null
}

/**
 * One built JS chunk: its static imports, its dynamic imports (each with the files Vite's preload
 * helper loads beside it), and the route definitions it holds.
 */
function readChunk(dist, file) {
  const code = readFileSync(join(dist, file), 'utf8')
  const ast = parseAst(code, { sourceType: 'module' }, file)
  const dir = posix.dirname(file)
  const rel = (spec) => posix.normalize(posix.join(dir, spec))
  const staticImports = new Set()
  /** `__vite__mapDeps` file table: paths relative to dist. */
  let depTable = []
  const mapDepsOf = (call) => {
    if (call?.type !== 'CallExpression' || call.callee.type !== 'Identifier' || call.callee.name !== '__vite__mapDeps') return null
    const list = call.arguments[0]
    if (list?.type !== 'ArrayExpression') return []
    return list.elements.map((el) => (el?.type === 'Literal' ? el.value : -1))
  }
  const dynamicImports = [] // { node, target, depIndexes }
  walk(ast, (node, ancestors) => {
    if (
      (node.type === 'ImportDeclaration' || node.type === 'ExportAllDeclaration' || node.type === 'ExportNamedDeclaration') &&
      node.source
    ) {
      const spec = staticString(node.source)
      if (spec?.startsWith('.')) staticImports.add(rel(spec))
    }
    if (node.type === 'VariableDeclarator' && node.id.type === 'Identifier' && node.id.name === '__vite__mapDeps') {
      walk(node.init, (inner) => {
        if (inner.type === 'ArrayExpression' && inner.elements.every((el) => staticString(el) !== null) && inner.elements.length > 0) {
          depTable = inner.elements.map(staticString)
        }
      })
    }
    if (node.type === 'ImportExpression') {
      const spec = staticString(node.source)
      if (!spec?.startsWith('.')) return
      // Vite wraps it: preload(() => import('./x.js'), __vite__mapDeps([i, j])).
      let depIndexes = []
      for (let i = ancestors.length - 1; i >= 0; i -= 1) {
        const a = ancestors[i]
        if (a.type === 'CallExpression') {
          const found = a.arguments.map(mapDepsOf).find((x) => x !== null)
          if (found) {
            depIndexes = found
            break
          }
        }
        if (a.type === 'Program') break
      }
      dynamicImports.push({ node, target: rel(spec), depIndexes })
    }
  })
  const deps = (indexes) => indexes.filter((i) => i >= 0 && depTable[i]).map((i) => depTable[i].replace(/^\.?\//, ''))
  for (const d of dynamicImports) d.preload = deps(d.depIndexes)

  // Top-level `var x = () => preload(() => import(...))`: a route may name its lazy loader.
  const loaders = new Map()
  for (const statement of ast.body) {
    const decls = statement.type === 'VariableDeclaration' ? statement.declarations : []
    for (const decl of decls) {
      if (decl.id.type !== 'Identifier' || !decl.init) continue
      const inside = dynamicImports.filter((d) => d.node.start >= decl.init.start && d.node.end <= decl.init.end)
      if (inside.length > 0) loaders.set(decl.id.name, inside)
    }
  }

  // Routes: createFileRoute('<id>')({ ...options }), whatever the minified callee is called.
  const routes = new Map()
  walk(ast, (node) => {
    if (node.type !== 'CallExpression' || node.callee.type !== 'CallExpression') return
    const inner = node.callee
    if (inner.arguments.length !== 1) return
    const id = staticString(inner.arguments[0])
    if (!id?.startsWith('/') || node.arguments[0]?.type !== 'ObjectExpression') return
    const options = node.arguments[0]
    const lazy = dynamicImports.filter((d) => d.node.start >= options.start && d.node.end <= options.end)
    walk(options, (n) => {
      if (n.type === 'Identifier' && loaders.has(n.name)) lazy.push(...loaders.get(n.name))
    })
    routes.set(id, lazy)
  })

  // The language catalogs: objects whose keys are locales and whose values import a chunk. The main
  // catalog (src/locales/{locale}/messages.po) compiles to a chunk named `messages-*`; others (the
  // staff screens' `staff.po`) load only with their screens.
  const catalogs = []
  walk(ast, (node) => {
    if (node.type !== 'Property') return
    const key = staticString(node.key) ?? (node.key.type === 'Identifier' ? node.key.name : null)
    if (!key || !/^[a-z]{2}(-[A-Z]{2})?$/.test(key)) return
    const inside = dynamicImports.filter((d) => d.node.start >= node.value.start && d.node.end <= node.value.end)
    if (inside.length === 1) catalogs.push({ locale: key, main: /^messages-/.test(posix.basename(inside[0].target)), load: inside[0] })
  })

  return { file, code, staticImports, dynamicImports, routes, catalogs }
}

/** Everything the check needs to know about a build. */
export function analyseBuild(distDir = join(ROOT, 'dist')) {
  const dist = resolve(distDir)
  const htmlPath = join(dist, 'index.html')
  if (!existsSync(htmlPath)) throw new Error(`${relative(ROOT, htmlPath)} is missing: run npm run build first`)
  const html = readFileSync(htmlPath, 'utf8')
  const toFile = (url) => (url.startsWith(BASE_PATH) ? url.slice(BASE_PATH.length) : url.replace(/^\//, ''))
  const attr = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1] ?? null
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? []
  let entry = null
  const htmlFiles = []
  for (const tag of tags) {
    if (tag.startsWith('<script') && attr(tag, 'type') === 'module' && attr(tag, 'src')) {
      entry = toFile(attr(tag, 'src'))
      htmlFiles.push(entry)
    } else if (tag.startsWith('<link') && ['modulepreload', 'stylesheet'].includes(attr(tag, 'rel'))) {
      htmlFiles.push(toFile(attr(tag, 'href')))
    }
  }
  if (!entry) throw new Error('dist/index.html names no module script')
  const lang = html.match(/<html[^>]*\slang="([^"]+)"/)?.[1] ?? null

  const chunks = new Map()
  const chunk = (file) => {
    if (!chunks.has(file)) chunks.set(file, readChunk(dist, file))
    return chunks.get(file)
  }
  const closure = (files) => {
    const seen = new Set()
    const stack = [...files]
    while (stack.length > 0) {
      const file = stack.pop()
      if (seen.has(file)) continue
      seen.add(file)
      if (file.endsWith('.js')) for (const dep of chunk(file).staticImports) stack.push(dep)
    }
    return seen
  }
  const lazyFiles = (lazy) => lazy.flatMap((d) => [d.target, ...d.preload])

  // The route table and the catalogs' loaders may sit in any chunk the entry loads at once
  // (Rolldown moves shared modules out of the entry): look in all of them.
  const eager = [...closure(htmlFiles)].filter((file) => file.endsWith('.js'))
  const routes = new Map(eager.flatMap((file) => [...chunk(file).routes]))
  const allCatalogs = eager.flatMap((file) => chunk(file).catalogs)
  const catalog = allCatalogs.find((c) => c.main && c.locale === lang)?.load ?? null
  const base = closure([...htmlFiles, ...(catalog ? lazyFiles([catalog]) : [])])

  /** The matched chain of a route id: its layout ancestors (not index routes "/x/"), then itself. */
  const chain = (id) =>
    [...routes.keys()].filter((other) => other === id || (!other.endsWith('/') && id.startsWith(`${other}/`)))

  const pageFiles = (id) => {
    if (!routes.has(id)) throw new Error(`route ${id} is not in the chunks the entry ${entry} loads`)
    const lazy = chain(id).flatMap((r) => lazyFiles(routes.get(r)))
    return closure([...base, ...lazy])
  }

  // Template-only chunks: reachable from the template routes' lazy chunks, and from nothing else.
  const templateLazy = TEMPLATE_ROUTES.flatMap((id) => (routes.has(id) ? lazyFiles(routes.get(id)) : []))
  const templateReach = closure(templateLazy)
  const otherLazy = [...routes.entries()].filter(([id]) => !TEMPLATE_ROUTES.includes(id)).flatMap(([, lazy]) => lazyFiles(lazy))
  const catalogFiles = allCatalogs.flatMap((c) => lazyFiles([c.load]))
  const otherReach = closure([...htmlFiles, ...otherLazy, ...catalogFiles])
  const templateOnly = new Set([...templateReach].filter((f) => !otherReach.has(f)))
  const allFiles = readdirSync(join(dist, 'assets')).map((f) => `assets/${f}`)
  for (const f of allFiles) if (TEMPLATE_CHUNK_NAME.test(posix.basename(f))) templateOnly.add(f)

  return {
    dist,
    entry,
    lang,
    htmlFiles,
    routes,
    catalog: catalog ? catalog.target : null,
    catalogFiles: new Set(catalogFiles),
    templateOnly,
    pageFiles,
    chunk,
    gzipSize: (file) => gzipSize(dist, file),
    allFiles,
  }
}

/**
 * Lingui message ids that only template list or editor code uses, from the source catalogs' origins
 * (lingui.config.ts has a main catalog and the staff screens' own): a message counts as template code
 * when every place that uses it, in either catalog, is.
 */
export function templateMessageIds(root = ROOT) {
  const poPaths = ['messages', 'staff'].map((name) => join(root, `src/locales/en-US/${name}.po`)).filter((path) => existsSync(path))
  const unquote = (s) => JSON.parse(s)
  const messages = new Map()
  for (const poPath of poPaths) {
    for (const block of readFileSync(poPath, 'utf8').split(/\r?\n\r?\n/)) {
      const origins = [...block.matchAll(/^#: (.+)$/gm)].flatMap((m) => m[1].split(/\s+/)).map((o) => o.replace(/:\d+$/, ''))
      const explicitId = block.match(/^#\. js-lingui-explicit-id/m)
      const msgid = readPoString(block, 'msgid')
      const ctx = readPoString(block, 'msgctxt') ?? ''
      if (!msgid || origins.length === 0 || explicitId) continue
      const key = `${ctx}\u0004${msgid}`
      const seen = messages.get(key) ?? { msgid, ctx, origins: [] }
      seen.origins.push(...origins)
      messages.set(key, seen)
    }
  }
  const ids = new Map()
  for (const { msgid, ctx, origins } of messages.values()) {
    if (!origins.every((o) => TEMPLATE_SOURCES.some((prefix) => o.startsWith(prefix)))) continue
    // @lingui/message-utils generateMessageId: sha256(message + U+001F + context), base64, 6 chars.
    const id = createHash('sha256').update(msgid + '\u001F' + ctx).digest('base64').slice(0, 6)
    ids.set(id, msgid)
  }
  return ids

  function readPoString(block, key) {
    const m = block.match(new RegExp(`^${key} ((?:"(?:[^"\\\\]|\\\\.)*"\\s*)+)`, 'm'))
    if (!m) return null
    return [...m[1].matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((x) => unquote(`"${x[1]}"`)).join('')
  }
}

/** The check: numbers per page and the verdicts. */
export function checkSize({ dist } = {}) {
  const build = analyseBuild(dist)
  const markers = templateMessageIds()
  const pages = {}
  for (const [page, id] of Object.entries(PAGES)) {
    const files = [...build.pageFiles(id)].sort()
    const sized = files.map((file) => ({ file, kind: file.endsWith('.css') ? 'css' : 'js', gzip: build.gzipSize(file) }))
    const js = sized.filter((f) => f.kind === 'js').reduce((s, f) => s + f.gzip, 0)
    const css = sized.filter((f) => f.kind === 'css').reduce((s, f) => s + f.gzip, 0)
    const templateChunks = files.filter((f) => build.templateOnly.has(f))
    const markerHits = []
    if (SELLER_PAGES.includes(page) && markers.size > 0) {
      for (const file of files) {
        if (!file.endsWith('.js') || build.catalogFiles.has(file)) continue
        const code = build.chunk(file).code
        for (const [mid, text] of markers) {
          if (code.includes(`\`${mid}\``) || code.includes(`"${mid}"`) || code.includes(`'${mid}'`)) {
            markerHits.push({ file, id: mid, message: text })
          }
        }
      }
    }
    pages[page] = { routeId: id, js, css, total: js + css, files: sized, templateChunks, markerHits }
  }
  const first = pages['/index/:templateId']
  const failures = []
  if (first.total > BUDGET_KIB * 1024) {
    failures.push(`first load of /index/:templateId is ${kib(first.total)} KiB gzip, over the ${BUDGET_KIB} KiB budget by ${kib(first.total - BUDGET_KIB * 1024)} KiB`)
  }
  for (const page of SELLER_PAGES) {
    const p = pages[page]
    if (p.templateChunks.length > 0) failures.push(`${page} loads template list/editor chunks: ${p.templateChunks.join(', ')}`)
    if (p.markerHits.length > 0) {
      const files = [...new Set(p.markerHits.map((h) => h.file))]
      failures.push(`${page} loads template list/editor code (${p.markerHits.length} of its messages) in ${files.join(', ')}`)
    }
  }
  return {
    entry: build.entry,
    lang: build.lang,
    catalog: build.catalog,
    templateOnly: [...build.templateOnly].sort(),
    templateMessageIds: markers.size,
    pages,
    budgetKiB: BUDGET_KIB,
    aimKiB: AIM_KIB,
    failures,
    ok: failures.length === 0,
  }
}

export const kib = (bytes) => (bytes / 1024).toFixed(1)

function printReport(result) {
  const out = []
  out.push(`Size check of the production build (gzip -9; entry ${result.entry}, catalog ${result.catalog ?? 'none'} for lang ${result.lang})`)
  out.push('')
  out.push('page                                  JS KiB   CSS KiB   total KiB   files   template code')
  for (const [page, p] of Object.entries(result.pages)) {
    const template = SELLER_PAGES.includes(page)
      ? p.templateChunks.length + p.markerHits.length === 0
        ? 'none'
        : `${p.templateChunks.length} chunk(s), ${p.markerHits.length} message(s)`
      : '(template page)'
    out.push(
      `${page.padEnd(36)} ${kib(p.js).padStart(7)} ${kib(p.css).padStart(9)} ${kib(p.total).padStart(11)} ${String(p.files.length).padStart(7)}   ${template}`,
    )
  }
  const first = result.pages['/index/:templateId']
  out.push('')
  out.push(`First load of /index/:templateId, largest first:`)
  for (const f of [...first.files].sort((a, b) => b.gzip - a.gzip)) {
    out.push(`  ${kib(f.gzip).padStart(7)} KiB  ${f.file}`)
  }
  out.push('')
  out.push(`Template-only chunks (only the template routes reach them): ${result.templateOnly.join(', ') || 'none'}`)
  out.push(`Template list/editor message ids looked for in seller code: ${result.templateMessageIds}`)
  out.push('')
  const verdict = (ok) => (ok ? 'PASS' : 'FAIL')
  const withinBudget = first.total <= result.budgetKiB * 1024
  out.push(
    `${verdict(withinBudget)}  first load of /index/:templateId: ${kib(first.total)} KiB gzip (budget ${result.budgetKiB} KiB; aim ${result.aimKiB} KiB ${first.total <= result.aimKiB * 1024 ? 'met' : 'not met'})`,
  )
  for (const page of SELLER_PAGES) {
    const p = result.pages[page]
    out.push(`${verdict(p.templateChunks.length + p.markerHits.length === 0)}  ${page} loads no template list/editor code`)
  }
  for (const failure of result.failures) out.push(`  - ${failure}`)
  return out.join('\n')
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const distIndex = args.indexOf('--dist')
  let result
  try {
    result = checkSize({ dist: distIndex >= 0 ? args[distIndex + 1] : undefined })
  } catch (error) {
    console.error(`check-size: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(2)
  }
  if (args.includes('--json')) console.log(JSON.stringify(result, null, 2))
  else console.log(printReport(result))
  process.exit(result.ok ? 0 : 1)
}
