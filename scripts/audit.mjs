// `npm audit --omit=dev`: fails on any high or critical finding in what the portal ships.
// When the registry's audit endpoint cannot be reached (a sandbox whose proxy allows only package
// downloads answers 405), it says plainly that it could not run and exits 3: not a pass, and not a
// finding either (.ci/run reports it as skipped; CI_REQUIRE_AUDIT=1 makes it fail there).
import { spawnSync } from 'node:child_process'

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
  encoding: 'utf8',
  shell: process.platform === 'win32',
})
let report
try {
  report = JSON.parse(run.stdout)
} catch {
  report = null
}

const counts = report?.metadata?.vulnerabilities
if (counts) {
  const serious = (counts.high ?? 0) + (counts.critical ?? 0)
  console.log(
    `npm audit --omit=dev: ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ` +
      `${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`,
  )
  if (serious > 0) {
    for (const [name, finding] of Object.entries(report.vulnerabilities ?? {})) {
      if (finding.severity === 'high' || finding.severity === 'critical')
        console.error(`  ${finding.severity}: ${name} (${finding.range})`)
    }
    console.error('audit: high or critical findings in production dependencies (npm audit --omit=dev)')
    process.exit(1)
  }
  process.exit(0)
}

const why = report?.message ?? report?.error?.summary ?? (run.stderr.trim().split('\n').pop() || `exit ${run.status}`)
console.error(`audit: COULD NOT RUN: the registry's audit endpoint did not answer (${why}); no dependency was checked.`)
process.exit(3)
