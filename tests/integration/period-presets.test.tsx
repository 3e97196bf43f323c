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
  it("puts each preset's range in the URL in template weeks (4, 12, 26, this year) and shows its reports", async () => {
    const user = userEvent.setup()
    const { router } = await renderApp('/index/1?page=2', { as: 'shop-seller', locale: 'en-US' })
    await screen.findByRole('region', { name: 'Reports' })
    expect(
      presets()
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Last 4 weeks', 'Last 12 weeks', 'Last 26 weeks', 'This year'])
    await user.click(presets().getByRole('button', { name: 'Last 4 weeks' }))
    await waitFor(() => expect(currentPath(router)).toBe('/index/1?from=2026-W43&to=2026-W46'))
    await waitFor(() =>
      expect(rowLinks()).toEqual([
        '2026-W46 · 9 Nov – 15 Nov',
        '2026-W45 · 2 Nov – 8 Nov',
        '2026-W44 · 26 Oct – 1 Nov',
        '2026-W43 · 19 Oct – 25 Oct',
      ]),
    )
    expect(presets().getByRole('button', { name: 'Last 4 weeks' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(presets().getByRole('button', { name: 'Last 12 weeks' }))
    await waitFor(() => expect(currentPath(router)).toBe('/index/1?from=2026-W35&to=2026-W46'))
    await user.click(presets().getByRole('button', { name: 'Last 26 weeks' }))
    await waitFor(() => expect(currentPath(router)).toBe('/index/1?from=2026-W21&to=2026-W46'))
    await user.click(presets().getByRole('button', { name: 'This year' }))
    await waitFor(() => expect(currentPath(router)).toBe('/index/1?from=2026-W01&to=2026-W53'))
    expect(presets().getByRole('button', { name: 'Last 26 weeks' })).toHaveAttribute('aria-pressed', 'false')
  })

  it('counts 3, 6 and 12 months and 7, 30 and 90 days for templates of those periods, in Chinese too', async () => {
    const user = userEvent.setup()
    const monthly = await renderApp('/index/2', { as: 'merchant-seller', locale: 'en-US' })
    await user.click((await ownerOptions())[0] as HTMLElement)
    const monthPresets = within(await screen.findByRole('group', { name: 'Quick ranges' }))
    expect(monthPresets.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Last 3 months',
      'Last 6 months',
      'Last 12 months',
      'This year',
    ])
    await user.click(monthPresets.getByRole('button', { name: 'Last 6 months' }))
    await waitFor(() => expect(currentPath(monthly.router)).toBe('/index/2?from=2026-05&to=2026-10'))
    monthly.unmount()
    const daily = await renderApp('/index/4', { as: 'staff-reader', locale: 'zh-CN' })
    const dayPresets = within(await screen.findByRole('group', { name: '快捷范围' }))
    expect(dayPresets.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '近 7 天',
      '近 30 天',
      '近 90 天',
      '今年',
    ])
    await user.click(dayPresets.getByRole('button', { name: '近 7 天' }))
    await waitFor(() => expect(currentPath(daily.router)).toBe('/index/4?from=2026-11-13&to=2026-11-19'))
    await waitFor(() =>
      expect(rowLinks()).toEqual([
        '2026年11月19日',
        '2026年11月18日',
        '2026年11月17日',
        '2026年11月16日',
        '2026年11月15日',
        '2026年11月14日',
        '2026年11月13日',
      ]),
    )
    await user.click(dayPresets.getByRole('button', { name: '近 90 天' }))
    await waitFor(() => expect(currentPath(daily.router)).toBe('/index/4?from=2026-08-22&to=2026-11-19'))
  })

  it('opens a shared link of a preset with that preset pressed', async () => {
    await renderApp('/index/1?from=2026-W35&to=2026-W46', { as: 'shop-seller', locale: 'en-US' })
    await screen.findByRole('region', { name: 'Reports' })
    expect(presets().getByRole('button', { name: 'Last 12 weeks' })).toHaveAttribute('aria-pressed', 'true')
    expect(rowLinks()).toHaveLength(12)
  })
})
