import { describe, expect, it } from 'vitest'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { I18nProvider } from '@lingui/react'
import type { Messages } from '@lingui/core'
import { activateLocale, addCatalog, i18n, type CatalogLoader } from '@/i18n'
import { LanguageSwitch } from '@/components/layout/language-switch'

/** The page in Chinese, with a catalog whose English half comes only when the returned function is called. */
async function slowEnglish(): Promise<() => void> {
  await activateLocale('zh-CN')
  let arrive = () => {}
  const english = new Promise<{ messages: Messages }>((resolve) => (arrive = () => resolve({ messages: {} })))
  await addCatalog((locale) => (locale === 'en-US' ? english : Promise.resolve({ messages: {} })))
  return arrive
}

describe('the language switch', () => {
  it('keeps the language chosen last when the texts of one chosen before it arrive later', async () => {
    const englishArrives = await slowEnglish()
    render(
      <MantineProvider env="test">
        <I18nProvider i18n={i18n}>
          <LanguageSwitch />
        </I18nProvider>
      </MantineProvider>,
    )
    // English chosen on a slow connection, then Chinese again before English has come.
    const englishSwitch = activateLocale('en-US')
    await activateLocale('zh-CN')
    englishArrives()
    await act(() => englishSwitch)
    expect(screen.getByRole('button', { name: '简体中文' })).toHaveAttribute('aria-pressed', 'true')
    expect(document.documentElement.lang).toBe('zh-CN')
    expect(window.localStorage.getItem('locale')).toBe('zhCN')
  })

  it('brings the texts of a screen opened while the chosen language was loading, in that language', async () => {
    const englishArrives = await slowEnglish()
    const englishSwitch = activateLocale('en-US')
    // A staff screen opens meanwhile and adds its texts.
    await addCatalog((locale) =>
      Promise.resolve({ messages: { 'staff-greeting': locale === 'en-US' ? 'Hello, staff' : '你好' } }),
    )
    englishArrives()
    await englishSwitch
    expect(i18n.locale).toBe('en-US')
    expect(i18n._('staff-greeting')).toBe('Hello, staff')
  })

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
    expect(await screen.findByText('English 语言包加载失败，请检查网络后重试。')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '简体中文' })).toHaveAttribute('aria-pressed', 'true')
    expect(document.documentElement.lang).toBe('zh-CN')
  })
})
