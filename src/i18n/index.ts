import { i18n, type Messages } from '@lingui/core'
import { ApiError } from '@/lib/errors'

/** Lingui locale ids (BCP 47) and the product's own names for them (enUS, zhCN), stored on the device. */
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

export type CatalogLoader = (locale: Locale) => Promise<{ messages: Messages }>

/** The main catalog: every screen's texts but the staff screens' (lingui.config.ts). */
const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  'zh-CN': () => import('../locales/zh-CN/messages.po'),
  'en-US': () => import('../locales/en-US/messages.po'),
}

/**
 * Catalogs added for the rest of the page's life (the staff screens'), loaded with every language;
 * each with its first load, which every later caller waits for.
 */
const addedCatalogs = new Map<CatalogLoader, Promise<void>>()

/**
 * What dates and numbers are written like in each language: English writes the day before the month
 * (`3 Nov 2026`), as the sellers' markets read it, so it takes British English conventions.
 */
export const formatLocales: Record<Locale, string[]> = { 'zh-CN': ['zh-CN'], 'en-US': ['en-GB'] }

/** The language asked for last: one asked for before it whose texts arrive later is not switched to. */
let chosenLocale: Locale | undefined

/**
 * Loads the locale's catalogs (lazily, one chunk a language), activates them and remembers the choice. The last choice
 * wins: a language chosen while another one's texts were loading replaces it, and that one's failure says nothing.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  chosenLocale = locale
  if (!i18n.messages || i18n.locale !== locale) {
    const asked = [...addedCatalogs.keys()]
    const loaded = await Promise.all([loaders[locale](), ...asked.map((load) => load(locale))])
      // A catalog added while these loaded (a staff screen opened meanwhile) comes with them.
      .then(async (catalogs) => {
        const later = [...addedCatalogs.keys()].filter((load) => !asked.includes(load))
        return [...catalogs, ...(await Promise.all(later.map((load) => load(locale))))]
      })
      .catch((error: unknown) => {
        if (chosenLocale === locale) throw error
      })
    if (!loaded || chosenLocale !== locale) return
    i18n.loadAndActivate({
      locale,
      locales: formatLocales[locale],
      messages: Object.assign({}, ...loaded.map((catalog) => catalog.messages)),
    })
  }
  document.documentElement.lang = locale
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, storedNames[locale])
  } catch {
    // Not persisted; the choice still holds for this page.
  }
}

/**
 * Adds a catalog to the current language and to every language chosen later: the staff screens'
 * texts, so that a seller's first load carries none of them. Not loaded (offline): it fails as a call
 * no answer came to, so that the screens that need it show their error state with a Retry (not the
 * ids their texts are compiled to, nor the 404 page), and the next call tries again.
 */
export function addCatalog(load: CatalogLoader): Promise<void> {
  const added = addedCatalogs.get(load)
  if (added) return added
  const locale = currentLocale()
  const loading = load(locale).then(
    ({ messages }) => {
      if (i18n.locale === locale) i18n.load(locale, messages)
    },
    (error: unknown) => {
      addedCatalogs.delete(load)
      throw new ApiError('network', { detail: `a catalog could not be loaded: ${String(error)}` })
    },
  )
  addedCatalogs.set(load, loading)
  return loading
}

export function currentLocale(): Locale {
  return locales.find((locale) => locale === i18n.locale) ?? defaultLocale
}

export { i18n }
