import { useLingui } from '@lingui/react'
import { activateLocale, locales, type Locale } from './index'

export const localeLabels: Record<Locale, string> = { 'zh-CN': '简体中文', 'en-US': 'English' }

/** The current language and a switch that loads, activates and remembers another. */
export function useLocale() {
  const { i18n } = useLingui()
  const locale = locales.find((candidate) => candidate === i18n.locale) ?? locales[0]
  return { locale, setLocale: activateLocale, locales }
}
