import { describe, expect, it } from 'vitest'
import { fireEvent, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { currentPath, renderApp, screen } from '../utils'

describe('focus and announcements', () => {
  it('moves the focus to the new page’s main heading after a navigation, and announces its title', async () => {
    const user = userEvent.setup()
    const { router } = await renderApp('/index/1', { as: 'shop-seller', locale: 'en-US' })
    await user.click(await screen.findByRole('link', { name: /^2026-W46 · / }))
    await waitFor(() => expect(currentPath(router)).toBe('/report/1/2026-W46'))
    const heading = await screen.findByRole('heading', { level: 1, name: /Shop Weekly/ })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(screen.getByTestId('page-announcement')).toHaveTextContent('Report details - Seller Operations report')
  })

  it('keeps the focus where it is when only the page’s search changes (a filter)', async () => {
    const { router } = await renderApp('/report/1/2026-W47', { as: 'shop-seller', locale: 'en-US' })
    const channel = await screen.findByRole('combobox', { name: '渠道 Channel' })
    channel.focus()
    fireEvent.change(channel, { target: { value: 'live' } })
    await waitFor(() => expect(currentPath(router)).toBe('/report/1/2026-W47?channel=live'))
    await new Promise((resolve) => requestAnimationFrame(resolve))
    expect(screen.getByRole('combobox', { name: '渠道 Channel' })).toHaveFocus()
  })

  it('offers "Skip to content" first, past the header to the page’s heading', async () => {
    const user = userEvent.setup()
    await renderApp('/index/1', { as: 'shop-seller', locale: 'en-US' })
    await screen.findByRole('heading', { level: 1, name: 'Report list' })
    await user.tab()
    const skip = screen.getByRole('link', { name: 'Skip to content' })
    expect(skip).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('heading', { level: 1, name: 'Report list' })).toHaveFocus()
  })

  it('gives the focus back to a list’s button when the list closes from the keyboard', async () => {
    const user = userEvent.setup()
    await renderApp('/index/1', { as: 'shop-seller', locale: 'en-US' })
    await user.click(await screen.findByRole('button', { name: 'From period: Earliest' }))
    const box = await screen.findByRole('textbox', { name: 'Search periods' })
    await waitFor(() => expect(box).toHaveFocus())
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.getByRole('button', { name: 'From period: Earliest' })).toHaveFocus())
  })
})
