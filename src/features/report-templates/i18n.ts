import type { CatalogLoader, Locale } from '@/i18n'

// The staff screens' texts, in their own catalog (lingui.config.ts): loaded by the staff layout
// route, never on a seller's page.
const staffLoaders: Record<Locale, () => ReturnType<CatalogLoader>> = {
  'zh-CN': () => import('../../locales/zh-CN/staff.po'),
  'en-US': () => import('../../locales/en-US/staff.po'),
}

export const loadStaffCatalog: CatalogLoader = (locale) => staffLoaders[locale]()
