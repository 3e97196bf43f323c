import { i18n, type Messages } from '@lingui/core'

/** Lingui locale ids (BCP 47) and the product's own names for them (SPEC.md: enUS, zhCN). */
export const locales = ['zh-CN', 'en-US'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'zh-CN'

const storedNames: Record<Locale, 'zhCN' | 'enUS'> = { 'zh-CN': 'zhCN', 'en-US': 'enUS' }
export const LOCALE_STORAGE_KEY = 'locale'

export function storedLocale(): Locale {
  let value: string | null = null
  try {
    value = window.localStorage.getItem(LOCALE_STORAGE_KEY)
  } catch {
    // Storage can be blocked (private mode, sandbox); the default language serves.
  }
  return locales.find((locale) => storedNames[locale] === value) ?? defaultLocale
}

const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  'zh-CN': () => import('../locales/zh-CN/messages.po'),
  'en-US': () => import('../locales/en-US/messages.po'),
}

/** Loads the locale's catalog (lazily, one chunk a language), activates it and remembers it. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (!i18n.messages || i18n.locale !== locale) {
    const { messages } = await loaders[locale]()
    i18n.loadAndActivate({ locale, messages })
  }
  document.documentElement.lang = locale
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, storedNames[locale])
  } catch {
    // Not persisted; the choice still holds for this page.
  }
}

export function currentLocale(): Locale {
  return locales.find((locale) => locale === i18n.locale) ?? defaultLocale
}

export { i18n }
