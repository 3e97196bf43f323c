import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

/**
 * The production web server's config (deploy/): rendered from its template, it says what the README
 * promises, and the renderer refuses values that would change its meaning. The browser tests
 * (`npm run test:e2e:nginx`) then check the same config for real.
 */
const deploy = join(process.cwd(), 'deploy')
const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0
const canRender = has('envsubst')
const scratch = mkdtempSync(join(tmpdir(), 'report-platform-nginx-test-'))

afterAll(() => rmSync(scratch, { recursive: true, force: true }))

function render(env: Record<string, string> = {}, template?: string) {
  const args = [join(deploy, 'render.sh'), '-', ...(template ? [template] : [])]
  return spawnSync('sh', args, { env: { PATH: process.env.PATH ?? '', ...env }, encoding: 'utf8' })
}

const production = {
  APP_ROOT: '/srv/report-platform',
  BACKEND_URL: 'http://api.internal:8080',
  LISTEN_PORT: '8080',
  METABASE_ORIGIN: 'https://metabase.example.com',
  FEEDBACK_ORIGIN: 'https://feedback.example.com',
  FOOTER_ORIGIN: 'https://footer.example.com',
  AVATAR_ORIGIN: 'https://avatars.example.com',
}

/** The policy's directives, from the `map … $rp_csp { default "…"; }` of a rendered config. */
function policyOf(config: string): Map<string, string[]> {
  const policy = /map \$host \$rp_csp \{\s*default "([^"]+)";/.exec(config)?.[1] ?? ''
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words): words is [string, ...string[]] => Boolean(words[0]))
      .map(([name, ...values]) => [name, values]),
  )
}

describe.skipIf(!canRender)('deploy/nginx.conf.template', () => {
  it('deploy/nginx.conf is the template rendered with the documented defaults', () => {
    const rendered = render()
    expect(rendered.status, rendered.stderr).toBe(0)
    expect(readFileSync(join(deploy, 'nginx.conf'), 'utf8')).toBe(rendered.stdout)
  })

  it('puts the configured origins in frame-src and nothing unsafe in script-src', () => {
    const { stdout, status } = render(production)
    expect(status).toBe(0)
    const policy = policyOf(stdout)
    const frameOrigins = [production.METABASE_ORIGIN, production.FEEDBACK_ORIGIN, production.FOOTER_ORIGIN]
    expect(policy.get('frame-src')).toEqual(["'self'", ...frameOrigins])
    // A frame's host is probed before its frame is trusted to have loaded; pictures come from the avatar host.
    expect(policy.get('connect-src')?.slice(0, 4)).toEqual(["'self'", ...frameOrigins])
    expect(policy.get('img-src')?.slice(0, 3)).toEqual(["'self'", 'data:', production.AVATAR_ORIGIN])
    expect(policy.get('script-src')).toEqual(["'self'", 'https://www.googletagmanager.com'])
    expect(policy.get('frame-ancestors')).toEqual(["'self'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    // The one exception, and why, is in the README: Mantine writes <style> elements at run time.
    expect([...policy].filter(([, values]) => values.some((value) => value.startsWith("'unsafe-")))).toEqual([['style-src', ["'self'", "'unsafe-inline'"]]])
    expect(stdout).toContain(`proxy_pass ${production.BACKEND_URL};`)
    expect(stdout).toContain(`alias ${production.APP_ROOT}/assets/;`)
    expect(stdout).toContain('listen 8080;')
    // nginx's own variables are left alone.
    expect(stdout).toContain('$proxy_add_x_forwarded_for')
    expect(stdout).not.toMatch(/\$\{[A-Z_]+\}/)
  })

  it('sends HSTS only when the deployment says it serves TLS', () => {
    expect(render(production).stdout).toContain('add_header Strict-Transport-Security "" always;')
    const tls = render({ ...production, HSTS_MAX_AGE: '31536000' })
    expect(tls.stdout).toContain('add_header Strict-Transport-Security "max-age=31536000" always;')
  })

  it.each([
    ['HSTS_MAX_AGE', '31536000; includeSubDomains'],
    ['BACKEND_URL', 'http://api.internal:8080/; return 200 pwned'],
    ['BACKEND_URL', 'http://api.internal:8080/v1'],
    ['BACKEND_URL', 'javascript:alert(1)'],
    ['METABASE_ORIGIN', "https://metabase.example.com; script-src 'unsafe-inline'"],
    ['METABASE_ORIGIN', '*'],
    ['FOOTER_ORIGIN', 'http://footer.example.com'],
    ['FEEDBACK_ORIGIN', 'https://feedback.example.com"'],
    ['AVATAR_ORIGIN', 'https://*.example.com'],
    ['AVATAR_ORIGIN', 'https://avatars.example.com data:; img-src *'],
    ['APP_ROOT', 'srv/report-platform'],
    ['APP_ROOT', '/srv/report platform'],
    ['APP_ROOT', '/srv/x;include /etc/passwd'],
    ['APP_ROOT', '/'],
    ['LISTEN_PORT', '80; include /etc/nginx/evil.conf'],
  ])('refuses %s=%j rather than write a config that means something else', (name, value) => {
    const rendered = render({ ...production, [name]: value })
    expect(rendered.status).not.toBe(0)
    expect(rendered.stdout).toBe('')
    expect(rendered.stderr).toContain(name)
  })

  it.skipIf(!has('nginx'))('is a valid nginx config (nginx -t), with the demo frames included', () => {
    const prefix = join(scratch, 'prefix')
    mkdirSync(join(prefix, 'conf', 'report-platform.d'), { recursive: true })
    mkdirSync(join(prefix, 'logs'))
    mkdirSync(join(prefix, 'temp'))
    // nginx resolves the backend's name when it starts: an address here, so that the check needs no DNS.
    const env = { ...production, BACKEND_URL: 'http://127.0.0.1:8080', APP_ROOT: join(process.cwd(), 'dist-demo'), LISTEN_PORT: '127.0.0.1:48151' }
    writeFileSync(join(prefix, 'conf', 'nginx.conf'), render(env).stdout)
    writeFileSync(join(prefix, 'conf', 'report-platform.d', 'demo.conf'), render(env, join(deploy, 'demo-frames.conf.template')).stdout)
    const check = spawnSync('nginx', ['-t', '-p', `${prefix}/`, '-c', join(prefix, 'conf', 'nginx.conf'), '-e', 'stderr'], { encoding: 'utf8' })
    expect(check.status, check.stderr).toBe(0)
    expect(check.stderr).toContain('test is successful')
  })
})
