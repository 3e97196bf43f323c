import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { currentPath, ownerOptions, renderApp, screen } from '../utils'

// Friday 20 November 2026 (in 2026-W47), the demo's "now": only the clock's date is fixed, not its timers.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 10, 20, 12))
})
afterEach(() => vi.useRealTimers())

const rowLinks = () =>
  within(screen.getByTestId('report-list'))
    .getAllByRole('link')
    .map((link) => link.textContent)
const presets = () => within(screen.getByRole('group', { name: 'Quick ranges' }))

describe('period ranges in one click', () => {
  it("sets the range of each preset in the URL, in the template's weeks, and shows its reports", async () => {
    const user = userEvent.setup()
    const { router } = await renderApp('/index/1?page=2', { as: 'shop-seller', locale: 'en-US' })
    await screen.findByRole('region', { name: 'Reports' })
    await user.click(presets().getByRole('button', { name: 'Last 3 weeks' }))
    await waitFor(() => expect(currentPath(router)).toBe('/index/1?from=2026-W44&to=2026-W46'))
    await waitFor(() => expect(rowLinks()).toEqual(['2026-W46 · 9 Nov – 15 Nov', '2026-W45 · 2 Nov – 8 Nov', '2026-W44 · 26 Oct – 1 Nov']))
    expect(presets().getByRole('button', { name: 'Last 3 weeks' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(presets().getByRole('button', { name: 'Last 6 weeks' }))
    await waitFor(() => expect(currentPath(router)).toBe('/index/1?from=2026-W41&to=2026-W46'))
    await user.click(presets().getByRole('button', { name: 'Last 12 weeks' }))
    await waitFor(() => expect(currentPath(router)).toBe('/index/1?from=2026-W35&to=2026-W46'))
    await user.click(presets().getByRole('button', { name: 'This year' }))
    await waitFor(() => expect(currentPath(router)).toBe('/index/1?from=2026-W01&to=2026-W53'))
    expect(presets().getByRole('button', { name: 'Last 12 weeks' })).toHaveAttribute('aria-pressed', 'false')
  })

  it('counts in months and in days for templates of those periods, in Chinese too', async () => {
    const user = userEvent.setup()
    const monthly = await renderApp('/index/2', { as: 'merchant-seller', locale: 'en-US' })
    await user.click((await ownerOptions())[0] as HTMLElement)
    await user.click(within(await screen.findByRole('group', { name: 'Quick ranges' })).getByRole('button', { name: 'Last 6 months' }))
    await waitFor(() => expect(currentPath(monthly.router)).toBe('/index/2?from=2026-05&to=2026-10'))
    monthly.unmount()
    const daily = await renderApp('/index/4', { as: 'staff-reader', locale: 'zh-CN' })
    await user.click(within(await screen.findByRole('group', { name: '快捷范围' })).getByRole('button', { name: '近 3 天' }))
    await waitFor(() => expect(currentPath(daily.router)).toBe('/index/4?from=2026-11-17&to=2026-11-19'))
    await waitFor(() => expect(rowLinks()).toEqual(['2026年11月19日', '2026年11月18日', '2026年11月17日']))
  })

  it('opens a shared link of a preset with that preset pressed', async () => {
    await renderApp('/index/1?from=2026-W41&to=2026-W46', { as: 'shop-seller', locale: 'en-US' })
    await screen.findByRole('region', { name: 'Reports' })
    expect(presets().getByRole('button', { name: 'Last 6 weeks' })).toHaveAttribute('aria-pressed', 'true')
    expect(rowLinks()).toHaveLength(6)
  })
})
