import { afterEach, describe, expect, it, vi } from 'vitest'
import { waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { GTAG_SRC, initAnalytics, resetAnalyticsForTests } from '@/lib/analytics'
import { validationCodes, validationMessage } from '@/features/report-templates/model/validation'
import { activateLocale, addCatalog, i18n } from '@/i18n'
import { loadStaffCatalog } from '@/features/report-templates/i18n'
import { renderApp, screen } from '../utils'

afterEach(() => {
  vi.unstubAllEnvs()
  resetAnalyticsForTests()
  delete window.gtag
  delete window.dataLayer
  document.head.querySelectorAll(`script[src^="${GTAG_SRC}"]`).forEach((script) => script.remove())
})

describe('language', () => {
  it('is Simplified Chinese by default', async () => {
    await renderApp('/index', { as: 'merchant-seller' })
    expect(await screen.findByRole('heading', { name: '报告列表' })).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('zh-CN')
  })

  it('switches to English from the header, sets <html lang> and remembers the choice', async () => {
    const user = userEvent.setup()
    const first = await renderApp('/index', { as: 'merchant-seller' })
    await screen.findByRole('heading', { name: '报告列表' })
    await user.click(screen.getByRole('button', { name: 'English' }))
    expect(await screen.findByRole('heading', { name: 'Report list' })).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('en-US')
    expect(window.localStorage.getItem('locale')).toBe('enUS')
    first.unmount()

    // A fresh start (a reload) reads the stored choice.
    await renderApp('/index', { as: 'merchant-seller' })
    expect(await screen.findByRole('heading', { name: 'Report list' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '简体中文' }))
    expect(await screen.findByRole('heading', { name: '报告列表' })).toBeInTheDocument()
    expect(window.localStorage.getItem('locale')).toBe('zhCN')
  })

  it('shows staff screens in the chosen language too: their catalog loads with them and follows a switch', async () => {
    const user = userEvent.setup()
    await renderApp('/template', { as: 'staff-admin' })
    // A staff-only text (src/locales/zh-CN/staff.po): not in the main catalog a seller's page loads.
    expect(await screen.findByRole('button', { name: '新建模板' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'English' }))
    expect(await screen.findByRole('button', { name: 'New template' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '简体中文' }))
    expect(await screen.findByRole('button', { name: '新建模板' })).toBeInTheDocument()
  })

  it('ignores a stored value it does not know', async () => {
    window.localStorage.setItem('locale', 'fr')
    await renderApp('/index', { as: 'merchant-seller' })
    expect(await screen.findByRole('heading', { name: '报告列表' })).toBeInTheDocument()
  })

  it('translates the form validation messages (staff screens: with their catalog)', async () => {
    await addCatalog(loadStaffCatalog)
    await activateLocale('en-US')
    const say = (code: string) => i18n._(validationMessage(code))
    expect(say(validationCodes.required)).toBe('This field is required')
    expect(say(validationCodes.maxLength(64))).toBe('Must be at most 64 characters')
    expect(say(validationCodes.range(100, 4000))).toBe('Must be a number from 100 to 4000')
    expect(say(validationCodes.pattern)).toBe('The format is not valid')
    await activateLocale('zh-CN')
    expect(say(validationCodes.required)).toBe('此项为必填项')
    expect(say(validationCodes.length(1, 64))).toBe('长度须在 1 到 64 个字符之间')
  })
})

describe('document title', () => {
  it('is "{page title} - {product name} report" in each language', async () => {
    const user = userEvent.setup()
    await renderApp('/index', { as: 'merchant-seller' })
    await waitFor(() => expect(document.title).toBe('报告列表 - 卖家运营报告'))
    await user.click(await screen.findByRole('button', { name: 'English' }))
    await waitFor(() => expect(document.title).toBe('Report list - Seller Operations report'))
  })

  it('takes the product name from configuration', async () => {
    vi.stubEnv('VITE_PRODUCT_NAME', 'Lumi')
    await renderApp('/template', { as: 'staff-admin', locale: 'en-US' })
    await waitFor(() => expect(document.title).toBe('Report templates - Lumi report'))
  })

  it('names the 404 screen', async () => {
    await renderApp('/no/such/page', { locale: 'en-US' })
    await waitFor(() => expect(document.title).toBe('Page not found - Seller Operations report'))
  })
})

describe('analytics', () => {
  it('loads nothing without measurement ids', async () => {
    initAnalytics([])
    await renderApp('/index', { as: 'merchant-seller', locale: 'en-US' })
    await screen.findByRole('heading', { name: 'Report list' })
    expect(document.head.querySelector(`script[src^="${GTAG_SRC}"]`)).toBeNull()
    expect(window.gtag).toBeUndefined()
  })

  it('configures each id without automatic page views and sends one page_view per navigation', async () => {
    initAnalytics(['G-FIRST', 'G-SECOND'])
    initAnalytics(['G-FIRST', 'G-SECOND'])
    expect(document.head.querySelectorAll(`script[src^="${GTAG_SRC}"]`)).toHaveLength(1)
    const calls = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>))
    expect(calls().filter(([command]) => command === 'config')).toEqual([
      ['config', 'G-FIRST', { send_page_view: false }],
      ['config', 'G-SECOND', { send_page_view: false }],
    ])
    const pageViews = () => calls().filter(([command, name]) => command === 'event' && name === 'page_view')

    const { router } = await renderApp('/index', { as: 'staff-admin', locale: 'en-US' })
    await screen.findByRole('heading', { name: 'Report list' })
    // `/index` redirects to the first template: one resolved navigation, one page view.
    await waitFor(() => expect(pageViews()).toHaveLength(1))
    expect(pageViews()[0]?.[2]).toMatchObject({
      page_path: '/sellers/report-platform/index/1',
      page_title: 'Report list - Seller Operations report',
      send_to: ['G-FIRST', 'G-SECOND'],
    })

    await router.navigate({ to: '/template' })
    await screen.findByRole('heading', { name: 'Report templates' })
    await waitFor(() => expect(pageViews()).toHaveLength(2))
    expect(pageViews()[1]?.[2]).toMatchObject({
      page_path: '/sellers/report-platform/template',
      page_title: 'Report templates - Seller Operations report',
    })
  })
})
