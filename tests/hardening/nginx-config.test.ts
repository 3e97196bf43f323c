import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
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
    expect([...policy].filter(([, values]) => values.some((value) => value.startsWith("'unsafe-")))).toEqual([
      ['style-src', ["'self'", "'unsafe-inline'"]],
    ])
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
    // A line break would end the header (the policy) or the directive there, each line being fine on its own.
    ['METABASE_ORIGIN', 'https://metabase.example.com\nhttps://evil.example.com'],
    ['METABASE_ORIGIN', 'https://metabase.example.com\n'],
    ['FEEDBACK_ORIGIN', 'https://feedback.example.com\r\nX-Injected: 1'],
    ['FOOTER_ORIGIN', 'https://footer.example.com\thttps://other.example.com'],
    ['AVATAR_ORIGIN', '\nhttps://avatars.example.com'],
    ['APP_ROOT', '/srv/report-platform\n}'],
    ['BACKEND_URL', 'http://api.internal:8080\n; return 200 pwned'],
    ['LISTEN_PORT', '8080\n'],
    ['HSTS_MAX_AGE', '31536000\n'],
    // An origin is scheme://host[:port], nothing else.
    ['METABASE_ORIGIN', 'https://metabase.example.com/'],
    ['METABASE_ORIGIN', 'https://metabase.example.com/embed'],
    ['METABASE_ORIGIN', 'https://user@metabase.example.com'],
    ['METABASE_ORIGIN', 'https://metabase.example.com:99999'],
    ['METABASE_ORIGIN', 'https://metabase.example.com:0'],
    ['METABASE_ORIGIN', 'https://-metabase.example.com'],
    ['METABASE_ORIGIN', 'https://metabase..example.com'],
    ['METABASE_ORIGIN', 'metabase.example.com'],
    ['METABASE_ORIGIN', 'https://metabase.example.com?x=1'],
    ['FEEDBACK_ORIGIN', "'self'"],
    ['BACKEND_URL', 'http://api.internal:0'],
    ['BACKEND_URL', 'http://api.internal:65536'],
    ['BACKEND_URL', 'http://user@api.internal'],
    ['LISTEN_PORT', '70000'],
    ['LISTEN_PORT', '0'],
    ['LISTEN_PORT', '999.1.1.1:8080'],
    ['APP_ROOT', '/srv/../etc'],
    ['HSTS_MAX_AGE', '-1'],
  ])('refuses %s=%j rather than write a config that means something else', (name, value) => {
    const rendered = render({ ...production, [name]: value })
    expect(rendered.status).toBe(2)
    expect(rendered.stdout).toBe('')
    expect(rendered.stderr).toMatch(new RegExp(`^render\\.sh: ${name} must `))
  })

  it('says a line break is what is wrong, whichever variable holds it', () => {
    for (const name of Object.keys(production)) {
      const rendered = render({ ...production, [name]: `${production[name as keyof typeof production]}\n` })
      expect(rendered.status, name).toBe(2)
      expect(rendered.stderr, name).toContain(`${name} must be one line`)
      expect(rendered.stderr, name).toContain('line break')
    }
  })

  it('refuses a TLS path on two lines, and a missing template, writing nothing', () => {
    const tls = render({ ...production, TLS_CERT: '/etc/tls/cert.pem\n', TLS_KEY: '/etc/tls/key.pem' })
    expect(tls.status).toBe(2)
    expect(tls.stderr).toContain('TLS_CERT must be one line')
    const output = join(scratch, 'never-written.conf')
    const missing = spawnSync('sh', [join(deploy, 'render.sh'), output, join(scratch, 'no-such.template')], {
      env: { PATH: process.env.PATH ?? '' },
      encoding: 'utf8',
    })
    expect(missing.status).toBe(2)
    expect(missing.stderr).toContain('no readable template')
    expect(existsSync(output)).toBe(false)
  })

  it('takes origins split by any number of spaces and writes the policy on one line, one space between them', () => {
    const rendered = render({
      ...production,
      METABASE_ORIGIN: '  https://metabase.example.com   https://bi.example.com:8443 ',
      FOOTER_ORIGIN: 'http://localhost:3000',
      BACKEND_URL: 'http://[::1]:8080/',
      LISTEN_PORT: '[::1]:8080',
    })
    expect(rendered.status, rendered.stderr).toBe(0)
    expect(rendered.stdout).toMatch(/map \$host \$rp_csp \{\s*default "[^"\n]+";/)
    const policy = policyOf(rendered.stdout)
    expect(policy.get('frame-src')).toEqual([
      "'self'",
      'https://metabase.example.com',
      'https://bi.example.com:8443',
      production.FEEDBACK_ORIGIN,
      'http://localhost:3000',
    ])
    expect(rendered.stdout).toContain(
      "frame-src 'self' https://metabase.example.com https://bi.example.com:8443 " +
        'https://feedback.example.com http://localhost:3000;',
    )
    expect(rendered.stdout).toContain('proxy_pass http://[::1]:8080;')
    expect(rendered.stdout).toContain('listen [::1]:8080;')
  })

  it.skipIf(!has('nginx'))('is a valid nginx config (nginx -t), with the demo frames included', () => {
    const prefix = join(scratch, 'prefix')
    mkdirSync(join(prefix, 'conf', 'report-platform.d'), { recursive: true })
    mkdirSync(join(prefix, 'logs'))
    mkdirSync(join(prefix, 'temp'))
    // nginx resolves the backend's name when it starts: an address here, so that the check needs no DNS.
    const env = {
      ...production,
      BACKEND_URL: 'http://127.0.0.1:8080',
      APP_ROOT: join(process.cwd(), 'dist-demo'),
      LISTEN_PORT: '127.0.0.1:48151',
    }
    writeFileSync(join(prefix, 'conf', 'nginx.conf'), render(env).stdout)
    writeFileSync(
      join(prefix, 'conf', 'report-platform.d', 'demo.conf'),
      render(env, join(deploy, 'demo-frames.conf.template')).stdout,
    )
    const check = spawnSync(
      'nginx',
      ['-t', '-p', `${prefix}/`, '-c', join(prefix, 'conf', 'nginx.conf'), '-e', 'stderr'],
      { encoding: 'utf8' },
    )
    expect(check.status, check.stderr).toBe(0)
    expect(check.stderr).toContain('test is successful')
  })
})
