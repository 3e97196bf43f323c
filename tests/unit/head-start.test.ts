import { describe, expect, it } from 'vitest'
import { BASE_PATH } from '@/lib/env'
import { DEFAULT_PAGE_SIZE } from '@/lib/paging'
import { formatLocales, LOCALE_STORAGE_KEY, storedLocale } from '@/i18n'
import { OWNER_PAGE_SIZE as APP_OWNER_PAGE_SIZE } from '@/features/reports/api/owners'
import { reportsOpen } from '@/features/reports/gate'
import { isPeriod } from '@/lib/periods'
import { periodTypes } from '@/lib/vocabulary'
import type { BasicInfo } from '@/features/reports/schemas'
import {
  callsAfterGate,
  earlyCalls,
  gateOpens,
  gateUrl as gateUrlUnder,
  periodOfGate,
  LIST_PAGE_SIZE,
  OWNER_PAGE_SIZE,
  pageLanguage,
  reportPageFiles,
} from '@/head-start'

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

describe("the calls the HTML's first script makes before the gate has answered", () => {
  it("ask for the templates' names on a report list, with or without a template", () => {
    const names = '/base/api/report_template/names'
    expect(earlyCalls('/base/index/7', '/base/')).toContain(names)
    expect(earlyCalls('/base/index', '/base/')).toContain(names)
    for (const path of ['/base/report/7/2026-W47', '/base/login', '/base/template/7', '/elsewhere/index/7'])
      expect(earlyCalls(path, '/base/'), path).not.toContain(names)
  })
})

describe("the calls the HTML's first script makes once the gate has answered", () => {
  const owners = (id: number) =>
    ['merchant', 'shop'].map((kind) => `/base/api/user/${kind}/selectable_list?template_id=${id}&page=1&page_size=20`)
  const urls = (path: string, search = '') => callsAfterGate(path, search, '/base/').map(([url]) => url)

  it("are the owners' first page on a seller page, and the list's first page on a list with no search", () => {
    expect(urls('/base/index/7')).toEqual([
      ...owners(7),
      '/base/api/report_template/report/list?template_id=7&page=1&page_size=20',
    ])
    expect(urls('/base/index/7', '?page=2')).toEqual(owners(7))
    expect(urls('/base/report/7/2026-W47')).toEqual([
      ...owners(7),
      '/base/api/report_template/report/info?template_id=7&report_period=2026-W47',
      '/base/api/report_template/report/filter?template_id=7&report_period=2026-W47',
    ])
    expect(urls('/base/report/7/2026-W47', '?channel=app')).toEqual(owners(7))
    expect(urls('/base/report/7')).toEqual(owners(7))
    for (const path of ['/base/index', '/base/login', '/base/preview/7', '/base/index/07'])
      expect(urls(path), path).toEqual([])
    expect(LIST_PAGE_SIZE).toBe(DEFAULT_PAGE_SIZE)
    expect(OWNER_PAGE_SIZE).toBe(APP_OWNER_PAGE_SIZE)
  })

  it('are each made only as the answer allows: the list as the app reads the gate, the owners of its scope', () => {
    const infos: BasicInfo[] = []
    for (const nda_id of [null, 5])
      for (const nda_accepted of [false, true])
        for (const owner_scope of ['merchant', 'shop', 'none', 'region'])
          for (const merchant of [null, { merchant_id: 1, merchant_name: '' }, { merchant_id: 1, merchant_name: 'M' }])
            for (const shop of [null, { shop_id: 2, shop_name: 'S', region: 'SG' }])
              infos.push({
                template_id: 7,
                template_name: 'T',
                period_type: 'week',
                owner_scope,
                nda_id,
                nda_accepted,
                merchant,
                shop,
              })
    const [merchantList, shopList, reportList] = callsAfterGate('/base/index/7', '', '/base/')
    for (const info of infos) {
      const body = { code: 0, msg: 'success', data: info }
      const open = reportsOpen(info, false, { noted: () => false })
      expect(gateOpens(body), JSON.stringify(info)).toBe(open)
      expect(reportList?.[1](body)).toBe(open)
      expect(merchantList?.[1](body)).toBe(info.owner_scope === 'merchant')
      expect(shopList?.[1](body)).toBe(info.owner_scope === 'shop')
    }
    // A refusal, or an answer of another shape, allows nothing.
    const open = { nda_id: null, nda_accepted: false, owner_scope: 'none' }
    expect(gateOpens({ code: 0, data: open })).toBe(true)
    for (const body of [
      { code: 403, data: open },
      { code: 0, data: { ...open, nda_id: undefined } },
      { code: 0 },
      null,
    ])
      expect(gateOpens(body), JSON.stringify(body)).toBe(false)
  })
})

describe("the periods the HTML's first script asks a report's figures for", () => {
  it('are periods of the template that exist, as the app reads them; others it leaves to the app', () => {
    const keys = ['2026-W47', '2026-W01', '2026-W52', '2026-W53', '2026-W00', '2026-W99', '2026-W7', '2026-11']
    keys.push('2026-12', '2026-13', '2026-00', '2026-02-28', '2024-02-29', '2026-02-29', '2026-11-31', '2026-1-2', 'x')
    for (const type of periodTypes)
      for (const key of keys) {
        const body = { code: 0, data: { period_type: type } }
        // Never a period the app would not ask for; the one it leaves out is the 53rd week.
        expect(periodOfGate(body, key), `${type} ${key}`).toBe(isPeriod(type, key) && !key.endsWith('-W53'))
      }
    expect(periodOfGate({ code: 0, data: { period_type: 'quarter' } }, '2026-Q4')).toBe(false)
  })
})
