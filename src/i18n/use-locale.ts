import { useLingui } from '@lingui/react'
import { msg } from '@lingui/core/macro'
import { showErrorToast } from '@/lib/toast'
import { activateLocale, locales, type Locale } from './index'

export const localeLabels: Record<Locale, string> = { 'zh-CN': '简体中文', 'en-US': 'English' }

/**
 * The current language and a switch that loads, activates and remembers another. A language whose texts cannot be
 * loaded (offline) is not switched to, and a toast says so in the language shown.
 */
export function useLocale() {
  const { i18n } = useLingui()
  const locale = locales.find((candidate) => candidate === i18n.locale) ?? locales[0]
  const setLocale = (next: Locale) =>
    activateLocale(next).catch(() => {
      const language = localeLabels[next]
      showErrorToast(i18n._(msg`${language} could not be loaded. Check your connection and try again.`))
    })
  return { locale, setLocale, locales }
}
