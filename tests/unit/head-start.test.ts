import { describe, expect, it } from 'vitest'
import { BASE_PATH } from '@/lib/env'
import { formatLocales, LOCALE_STORAGE_KEY, storedLocale } from '@/i18n'
import { gateUrl as gateUrlUnder, pageLanguage, reportPageFiles } from '@/head-start'

// The build's base; under the tests Vite's is the root.
const gateUrl = (pathname: string) => gateUrlUnder(pathname, BASE_PATH)

describe("the gate's call asked for by the HTML", () => {
  it("is the report list's and the report's, for the template their address names", () => {
    expect(gateUrl('/sellers/report-platform/index/7')).toBe(
      '/sellers/report-platform/api/report_template/basic_info?template_id=7',
    )
    expect(gateUrl('/sellers/report-platform/index/7/')).toBe(
      '/sellers/report-platform/api/report_template/basic_info?template_id=7',
    )
    expect(gateUrl('/sellers/report-platform/report/12/2026-W47')).toBe(
      '/sellers/report-platform/api/report_template/basic_info?template_id=12',
    )
    expect(gateUrl('/sellers/report-platform/report/12')).toBe(
      '/sellers/report-platform/api/report_template/basic_info?template_id=12',
    )
  })

  it('is none where the page shows no template, or the address names none the routes accept', () => {
    for (const path of [
      '/sellers/report-platform/',
      '/sellers/report-platform/index',
      '/sellers/report-platform/login',
      '/sellers/report-platform/template/7',
      '/sellers/report-platform/preview/index/7',
      '/sellers/report-platform/index/07',
      '/sellers/report-platform/index/7x',
      '/sellers/report-platform/index/-7',
      '/sellers/report-platform/index/9007199254740993',
      '/elsewhere/index/7',
    ])
      expect(gateUrl(path), path).toBeUndefined()
  })
})

describe("the page's language, as the HTML's first script reads it", () => {
  it('is the one the app starts in, with its numbers and dates, whatever the device stored', () => {
    for (const stored of [null, 'zhCN', 'enUS', 'en-US', '']) {
      if (stored === null) localStorage.removeItem(LOCALE_STORAGE_KEY)
      else localStorage.setItem(LOCALE_STORAGE_KEY, stored)
      const locale = storedLocale()
      expect(pageLanguage(), String(stored)).toEqual({ locale, formats: formatLocales[locale][0] })
    }
  })
})

describe("the report page's files asked for by the HTML's first script", () => {
  const named = '/base/assets/report-1.js /base/assets/report-1.css'
  it('are those the build names, on a report address alone', () => {
    expect(reportPageFiles('/base/report/1/2026-W47', named, '/base/')).toEqual([
      '/base/assets/report-1.js',
      '/base/assets/report-1.css',
    ])
    expect(reportPageFiles('/base/report/1', named, '/base/')).toHaveLength(2)
    for (const path of ['/base/index/1', '/base/preview/report/1', '/base/login', '/elsewhere/report/1'])
      expect(reportPageFiles(path, named, '/base/'), path).toEqual([])
    expect(reportPageFiles('/base/report/1', undefined, '/base/')).toEqual([])
  })
})
