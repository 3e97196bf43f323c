// Usage: node scripts/screenshots.mjs <out-dir> <base-url> [shot ...]
//   shot = <name>,<path>,<persona|->,<zhCN|enUS>,<width>[,<height>]
// With no shots, takes the standard set: every seller and staff screen in both languages at 1440
// and 390 px. Full-page screenshots in Debian's headless Chromium, one browser for all of them;
// each shot signs in as its persona through the demo backend first (the demo build must be running).
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'

const [outDir, baseUrl = 'http://localhost:4173', ...given] = process.argv.slice(2)
if (!outDir) {
  console.error(
    'usage: node scripts/screenshots.mjs <out-dir> [base-url] [name,path,persona,locale,width[,height]] ...',
  )
  process.exit(2)
}

const screens = [
  ['list', '/index/1', 'shop-seller'],
  ['list-merchant-picker', '/index/2', 'merchant-seller'],
  ['list-nda', '/index/3', 'shop-seller'],
  ['report', '/report/1/2026-W47', 'shop-seller'],
  ['report-merchant', '/report/2/2026-10', 'staff-admin'],
  ['report-invalid-period', '/report/1/2026-W99', 'shop-seller'],
  ['preview-report', '/preview/report/2', 'staff-reader'],
  ['not-found', '/nowhere', 'shop-seller'],
  ['login', '/login', '-'],
  ['templates', '/template', 'staff-admin'],
  ['editor', '/template/1', 'staff-admin'],
]
const standard = screens.flatMap(([name, path, persona]) =>
  ['zhCN', 'enUS'].flatMap((locale) =>
    [1440, 390].map((width) => `${name}-${locale}-${width},${path},${persona},${locale},${width}`),
  ),
)

mkdirSync(outDir, { recursive: true })
const origin = new URL(baseUrl).origin
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})
for (const shot of given.length > 0 ? given : standard) {
  const [name, path, persona, locale = 'zhCN', width = '1440', height = '900'] = shot.split(',')
  const context = await browser.newContext({ viewport: { width: Number(width), height: Number(height) } })
  const page = await context.newPage()
  page.on('pageerror', (error) => console.log(`[${name}] pageerror: ${error.message}`))
  await page.goto(`${origin}/sellers/report-platform/login`)
  await page.evaluate((value) => localStorage.setItem('locale', value), locale)
  if (persona && persona !== '-') {
    await page.reload()
    await page.locator(`[data-persona="${persona}"]`).click()
    await page.waitForURL((url) => !url.pathname.endsWith('/login'))
  }
  await page.goto(`${origin}/sellers/report-platform${path}`)
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(400)
  const file = join(outDir, `${name}.png`)
  await page.screenshot({ path: file, fullPage: true })
  console.log(`${file}: ${page.url()}`)
  await context.close()
}
await browser.close()
