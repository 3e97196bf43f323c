import { describe, expect, it, vi } from 'vitest'
import { findByRole } from '@testing-library/react'
import { startApp } from '@/app/start'
import type * as I18n from '@/i18n'

vi.mock('@/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof I18n>()),
  activateLocale: () => Promise.reject(new Error('the catalog could not be loaded')),
}))

describe('the start of the app', () => {
  it('says in both languages that the page could not load, with a Reload, when its texts cannot load', async () => {
    // The server is not asked here: its answer would come after the texts' failure anyway.
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined))
    const root = document.body.appendChild(document.createElement('div'))
    await startApp(root)
    const alert = await findByRole(root, 'alert')
    expect(alert).toHaveTextContent('页面未能加载，请检查网络后重试。')
    expect(alert).toHaveTextContent('The page could not be loaded. Check your connection and try again.')
    expect(await findByRole(root, 'button', { name: '重新加载 / Reload' })).toBeEnabled()
  })
})
