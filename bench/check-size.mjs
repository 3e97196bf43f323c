#!/usr/bin/env node
/**
 * Size budget of the production build, without a browser: a size-limit style check over the built
 * files, following Vite's build manifest (`dist/.vite/manifest.json`).
 *
 *   node bench/check-size.mjs [--dist dist] [--json]
 *
 * The first load of a page is the entry (`src/main.tsx`) with its static imports and their CSS, the
 * code of every route the URL matches (root → layouts → page: the route files' chunks, found in the
 * manifest by their source path) with theirs, what those routes load before they show (the staff
 * layout's catalog), the default language's catalog (the `lang` of index.html), and what index.html
 * asks for beside the entry (build/first-load.ts). Sizes are gzip level 9, as Vite reports them, and
 * brotli at its best quality, as the build writes them beside each file (`.br`).
 *
 * Exits 1 when
 *   - the first load of /index/:templateId is over 185 KiB gzip or 160 KiB brotli (JS + CSS), or
 *   - a seller page (/index/:templateId, /report/:templateId/:reportPeriod) loads code of the
 *     template list or editor: a chunk only the template routes use, a chunk named after them, or
 *     a Lingui message id that only template list or editor code uses (from the catalog's origins), or
 *   - a JavaScript file of a measured first load does not start with V8's compile hint (the build
 *     puts it on the first line of every file; see build/compile-hint.ts).
 * Exits 2 when the build cannot be read as expected (no manifest, a route file not found).
 */
import { readFileSync, existsSync, readdirSync } from 'node:fs'
import { createHash } from 'node:crypto'
import { dirname, join, posix, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { BASE_PATH } from '../src/lib/env.ts'
import { STAFF_FOLDERS } from '../src/i18n/staff-folders.ts'

/**
 * The report list's first load: the list's own code, and what its first paint shows. The report page's
 * code, the pickers, menus and dialogs, the template links and the site frames come after it.
 */
export const BUDGET_KIB = 185
/** The same, as the server sends it (brotli). */
export const BROTLI_BUDGET_KIB = 160

const routeFile = (path) => `src/routes/${path}.tsx`
const ROOT_CHAIN = [routeFile('__root'), routeFile('_signedIn')]
const SELLER_CHAIN = [...ROOT_CHAIN, routeFile('_signedIn/_normal')]
const STAFF_CHAIN = [...ROOT_CHAIN, routeFile('_signedIn/_admin')]

/** Each page measured: the route files its URL matches, and what its routes load before they show. */
export const PAGES = {
  '/index/:templateId': { chain: [...SELLER_CHAIN, routeFile('_signedIn/_normal/[index]/{-$templateId}')], extra: [] },
  '/report/:templateId/:reportPeriod': {
    chain: [...SELLER_CHAIN, routeFile('_signedIn/_normal/report/$templateId/{-$reportPeriod}')],
    extra: [],
  },
  '/template': { chain: [...STAFF_CHAIN, routeFile('_signedIn/_admin/template/index')], extra: ['staff'] },
  '/template/:templateId': {
    chain: [...STAFF_CHAIN, routeFile('_signedIn/_admin/template/$templateId')],
    extra: ['staff'],
  },
}
const SELLER_PAGES = ['/index/:templateId', '/report/:templateId/:reportPeriod']
const TEMPLATE_PAGES = ['/template', '/template/:templateId']
/** Chunk names that say "template list or editor" (Rolldown names a chunk after a module). */
const TEMPLATE_CHUNK_NAME = /template-list|template-editor|report-templates/i
/** Sources whose messages are template list or editor code (catalog origins). */
const TEMPLATE_SOURCES = [
  'src/features/report-templates/components/',
  'src/features/report-templates/editor/',
  'src/features/report-templates/model/',
  'src/routes/_signedIn/_admin/template/',
]

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

const gzipCache = new Map()
/** gzip level 9 size of a dist file (path relative to dist). */
function gzipSize(dist, file) {
  const key = join(dist, file)
  if (!gzipCache.has(key)) gzipCache.set(key, gzipSync(readFileSync(key), { level: 9 }).length)
  return gzipCache.get(key)
}

/** Brotli size of a dist file: the build's `.br` beside it, else the same compression here. */
function brotliSize(dist, file) {
  const path = join(dist, file)
  if (existsSync(`${path}.br`)) return readFileSync(`${path}.br`).length
  const params = {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  }
  return brotliCompressSync(readFileSync(path), { params }).length
}

/** Everything the check needs to know about a build, from its manifest. */
export function analyseBuild(distDir = join(ROOT, 'dist')) {
  const dist = resolve(distDir)
  const manifestPath = join(dist, '.vite/manifest.json')
  if (!existsSync(manifestPath)) throw new Error(`${relative(ROOT, manifestPath)} is missing: run npm run build first`)
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  const lang = html.match(/<html[^>]*\slang="([^"]+)"/)?.[1] ?? null

  const entryKey = 'index.html'
  if (!manifest[entryKey]?.isEntry) throw new Error('the manifest names no entry index.html')
  /**
   * A source file's chunks on a page's first load: the router plugin moves a route's component into
   * a chunk of its own (`?tsr-split=component`); its error and not-found screens load only when
   * shown. A route file without a chunk of its own is in the entry.
   */
  const keysOf = (source) => {
    if (!existsSync(join(ROOT, source))) throw new Error(`${source} does not exist`)
    return Object.keys(manifest).filter((key) => {
      const [file, query = ''] = key.split('?')
      const groups = query.replace(/^tsr-split=/, '').split('---')
      return file === source && (query === '' || groups.includes('component') || groups.includes('loader'))
    })
  }
  /** The files of these manifest entries and of everything they import statically, with their CSS. */
  const closure = (keys) => {
    const seen = new Set()
    const files = new Set()
    const stack = [...keys]
    while (stack.length > 0) {
      const key = stack.pop()
      if (seen.has(key)) continue
      seen.add(key)
      const chunk = manifest[key]
      if (!chunk) continue
      files.add(chunk.file)
      for (const css of chunk.css ?? []) files.add(css)
      for (const imported of chunk.imports ?? []) stack.push(imported)
    }
    return files
  }
  const catalogKey = (name, locale) => keysOf(`src/locales/${locale}/${name}.po`)
  // What index.html asks for beside the entry: its first script (src/head-start.ts), the seller pages' chunk and its
  // CSS, the catalog.
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]))
  const htmlPreloads = [
    ...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*\shref="([^"]+)"/g),
    ...html.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"/g),
  ]
    .map((match) => keyOfFile.get(match[1].replace(BASE_PATH, '')))
    .filter(Boolean)
  const base = closure([entryKey, ...(lang ? catalogKey('messages', lang) : []), ...htmlPreloads])
  // The report page's own files, which the HTML's first script asks for on a report's address (build/first-load.ts).
  const reportFiles = (/<meta name="report-page-files" content="([^"]+)"/.exec(html)?.[1] ?? '')
    .split(' ')
    .filter(Boolean)
  const reportKeys = reportFiles.map((file) => keyOfFile.get(file.replace(BASE_PATH, ''))).filter(Boolean)
  const pageFiles = (page) => {
    const { chain, extra } = PAGES[page]
    const named = page === '/report/:templateId/:reportPeriod' ? closure(reportKeys) : []
    return new Set([
      ...base,
      ...named,
      ...closure(chain.flatMap(keysOf)),
      ...closure(extra.flatMap((name) => (lang ? catalogKey(name, lang) : []))),
    ])
  }

  // Template-only chunks: reachable from the template pages, and from nothing else a page or a
  // catalog loads.
  const templateReach = new Set(TEMPLATE_PAGES.flatMap((page) => [...pageFiles(page)]))
  const others = Object.keys(manifest).filter(
    (key) => (manifest[key].isDynamicEntry || manifest[key].isEntry) && !templateKeys().includes(key),
  )
  const otherReach = closure(others)
  const templateOnly = new Set([...templateReach].filter((file) => !otherReach.has(file)))
  const allFiles = readdirSync(join(dist, 'assets'))
    .filter((file) => !/\.(br|gz)$/.test(file))
    .map((file) => `assets/${file}`)
  for (const file of allFiles) if (TEMPLATE_CHUNK_NAME.test(posix.basename(file))) templateOnly.add(file)
  const catalogFiles = new Set(
    Object.values(manifest)
      .filter((chunk) => /\/locales\//.test(chunk.src ?? ''))
      .map((chunk) => chunk.file),
  )

  return {
    dist,
    entry: manifest[entryKey].file,
    lang,
    catalog: lang ? manifest[catalogKey('messages', lang)[0]].file : null,
    catalogFiles,
    templateOnly,
    pageFiles,
    code: (file) => readFileSync(join(dist, file), 'utf8'),
    gzipSize: (file) => gzipSize(dist, file),
    brotliSize: (file) => brotliSize(dist, file),
    allFiles,
  }

  /** The dynamic entries of the template pages' own route files and what only they import lazily. */
  function templateKeys() {
    const own = TEMPLATE_PAGES.flatMap((page) => PAGES[page].chain.filter((file) => !ROOT_CHAIN.includes(file)))
    return Object.keys(manifest).filter(
      (key) =>
        own.includes(key.split('?')[0]) ||
        STAFF_FOLDERS.some((folder) => key.startsWith(`${folder}/`)) ||
        /\/staff\.po$/.test(key),
    )
  }
}

/**
 * Lingui message ids that only template list or editor code uses, from the source catalogs' origins
 * (lingui.config.ts has a main catalog and the staff screens' own): a message counts as template code
 * when every place that uses it, in either catalog, is.
 */
export function templateMessageIds(root = ROOT) {
  const poPaths = ['messages', 'staff']
    .map((name) => join(root, `src/locales/en-US/${name}.po`))
    .filter((path) => existsSync(path))
  const unquote = (s) => JSON.parse(s)
  const messages = new Map()
  for (const poPath of poPaths) {
    for (const block of readFileSync(poPath, 'utf8').split(/\r?\n\r?\n/)) {
      const origins = [...block.matchAll(/^#: (.+)$/gm)]
        .flatMap((m) => m[1].split(/\s+/))
        .map((o) => o.replace(/:\d+$/, ''))
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
    const id = createHash('sha256')
      .update(msgid + '\u001F' + ctx)
      .digest('base64')
      .slice(0, 6)
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
  for (const page of Object.keys(PAGES)) {
    const files = [...build.pageFiles(page)].sort()
    const sized = files.map((file) => ({
      file,
      kind: file.endsWith('.css') ? 'css' : 'js',
      gzip: build.gzipSize(file),
      brotli: build.brotliSize(file),
    }))
    const js = sized.filter((f) => f.kind === 'js').reduce((s, f) => s + f.gzip, 0)
    const css = sized.filter((f) => f.kind === 'css').reduce((s, f) => s + f.gzip, 0)
    const templateChunks = files.filter((f) => build.templateOnly.has(f))
    const markerHits = []
    if (SELLER_PAGES.includes(page) && markers.size > 0) {
      for (const file of files) {
        if (!file.endsWith('.js') || build.catalogFiles.has(file)) continue
        const code = build.code(file)
        for (const [mid, text] of markers) {
          if (code.includes(`\`${mid}\``) || code.includes(`"${mid}"`) || code.includes(`'${mid}'`)) {
            markerHits.push({ file, id: mid, message: text })
          }
        }
      }
    }
    const brotli = sized.reduce((s, f) => s + f.brotli, 0)
    pages[page] = { js, css, total: js + css, brotli, files: sized, templateChunks, markerHits }
  }
  const first = pages['/index/:templateId']
  const unhinted = [...new Set(Object.values(pages).flatMap((p) => p.files.map((f) => f.file)))]
    .filter((file) => file.endsWith('.js') && !build.code(file).startsWith(COMPILE_HINT))
    .sort()
  const failures = []
  if (unhinted.length > 0) failures.push(`without the compile hint on their first line: ${unhinted.join(', ')}`)
  for (const [bytes, budget, how] of [
    [first.total, BUDGET_KIB, 'gzip'],
    [first.brotli, BROTLI_BUDGET_KIB, 'brotli'],
  ]) {
    if (bytes > budget * 1024)
      failures.push(
        `first load of /index/:templateId is ${kib(bytes)} KiB ${how}, ` +
          `over the ${budget} KiB budget by ${kib(bytes - budget * 1024)} KiB`,
      )
  }
  for (const page of SELLER_PAGES) {
    const p = pages[page]
    if (p.templateChunks.length > 0)
      failures.push(`${page} loads template list/editor chunks: ${p.templateChunks.join(', ')}`)
    if (p.markerHits.length > 0) {
      const files = [...new Set(p.markerHits.map((h) => h.file))]
      failures.push(
        `${page} loads template list/editor code (${p.markerHits.length} of its messages) in ${files.join(', ')}`,
      )
    }
  }
  return {
    entry: build.entry,
    lang: build.lang,
    catalog: build.catalog,
    templateOnly: [...build.templateOnly].sort(),
    templateMessageIds: markers.size,
    unhinted,
    pages,
    budgetKiB: BUDGET_KIB,
    brotliBudgetKiB: BROTLI_BUDGET_KIB,
    failures,
    ok: failures.length === 0,
  }
}

export const kib = (bytes) => (bytes / 1024).toFixed(1)

function printReport(result) {
  const out = []
  out.push(
    `Size check of the production build ` +
      `(gzip -9; entry ${result.entry}, catalog ${result.catalog ?? 'none'} for lang ${result.lang})`,
  )
  out.push('')
  out.push('page                                  JS KiB   CSS KiB   total KiB   brotli KiB   files   template code')
  for (const [page, p] of Object.entries(result.pages)) {
    const template = SELLER_PAGES.includes(page)
      ? p.templateChunks.length + p.markerHits.length === 0
        ? 'none'
        : `${p.templateChunks.length} chunk(s), ${p.markerHits.length} message(s)`
      : '(template page)'
    out.push(
      `${page.padEnd(36)} ${kib(p.js).padStart(7)} ${kib(p.css).padStart(9)} ${kib(p.total).padStart(11)} ` +
        `${kib(p.brotli).padStart(12)} ${String(p.files.length).padStart(7)}   ${template}`,
    )
  }
  const first = result.pages['/index/:templateId']
  out.push('')
  out.push(`First load of /index/:templateId, largest first (gzip, brotli):`)
  for (const f of [...first.files].sort((a, b) => b.gzip - a.gzip)) {
    out.push(`  ${kib(f.gzip).padStart(7)} KiB  ${kib(f.brotli).padStart(7)} KiB  ${f.file}`)
  }
  out.push('')
  out.push(`Template-only chunks (only the template routes reach them): ${result.templateOnly.join(', ') || 'none'}`)
  out.push(`Template list/editor message ids looked for in seller code: ${result.templateMessageIds}`)
  out.push('')
  const verdict = (ok) => (ok ? 'PASS' : 'FAIL')
  const withinBudget = first.total <= result.budgetKiB * 1024 && first.brotli <= result.brotliBudgetKiB * 1024
  out.push(
    `${verdict(withinBudget)}  first load of /index/:templateId: ${kib(first.total)} KiB gzip, ` +
      `${kib(first.brotli)} KiB brotli (budgets ${result.budgetKiB} and ${result.brotliBudgetKiB} KiB)`,
  )
  for (const page of SELLER_PAGES) {
    const p = result.pages[page]
    out.push(
      `${verdict(p.templateChunks.length + p.markerHits.length === 0)}  ${page} loads no template list/editor code`,
    )
  }
  out.push(
    `${verdict(result.unhinted.length === 0)}  every JavaScript file of these first loads starts with the compile hint`,
  )
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
