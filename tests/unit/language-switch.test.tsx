import { describe, expect, it } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import { MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { I18nProvider } from '@lingui/react'
import { activateLocale, addCatalog, i18n, type CatalogLoader } from '@/i18n'
import { LanguageSwitch } from '@/components/layout/language-switch'

describe('the language switch', () => {
  it('stays on the language shown when the other one cannot be loaded, and says so in the one shown', async () => {
    await activateLocale('zh-CN')
    // A catalog whose English half cannot be loaded (offline).
    const load: CatalogLoader = (locale) =>
      locale === 'zh-CN' ? Promise.resolve({ messages: {} }) : Promise.reject(new TypeError('Failed to fetch'))
    await addCatalog(load)
    render(
      <MantineProvider env="test">
        <I18nProvider i18n={i18n}>
          <Notifications />
          <LanguageSwitch />
        </I18nProvider>
      </MantineProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'English' }))
    expect(await screen.findByText('English 未能加载，请检查网络后重试。')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '简体中文' })).toHaveAttribute('aria-pressed', 'true')
    expect(document.documentElement.lang).toBe('zh-CN')
  })
})
