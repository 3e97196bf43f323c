// Usage: node scripts/screenshot.mjs <url> <out.png> [width] [height] [locale zhCN|enUS] [persona]
// Opens the page in Debian's headless Chromium, optionally signs in as a demo persona first.
import { chromium } from '@playwright/test'

const [url, out, width = '1280', height = '800', locale = 'zhCN', persona] = process.argv.slice(2)
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } })
page.on('console', (msg) => {
  if (msg.type() === 'error' || msg.type() === 'warning') console.log(`[${msg.type()}] ${msg.text()}`)
})
page.on('pageerror', (error) => console.log(`[pageerror] ${error.message}`))
const origin = new URL(url).origin
await page.goto(`${origin}/sellers/report-platform/login`)
await page.evaluate((value) => localStorage.setItem('locale', value), locale)
if (persona) {
  await page.reload()
  await page.locator(`[data-persona="${persona}"]`).click()
  await page.waitForURL((u) => !u.pathname.endsWith('/login'))
}
await page.goto(url)
await page.waitForLoadState('networkidle')
await page.screenshot({ path: out, fullPage: true })
console.log(`saved ${out}: ${page.url()} "${await page.title()}"`)
await browser.close()
