import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { env } from './env'

export const pageTitles = {
  login: msg`Sign in`,
  reportList: msg`Report list`,
  report: msg`Report details`,
  previewReportList: msg`Report list (draft preview)`,
  previewReport: msg`Report details (draft preview)`,
  templates: msg`Report templates`,
  templateEditor: msg`Edit template`,
  notFound: msg`Page not found`,
} satisfies Record<string, MessageDescriptor>

const defaultProductName = msg`Seller Operations`

/** The document title: "{page title} - {product name} report", in the current language. */
export function documentTitle(i18n: I18n, page: MessageDescriptor | undefined): string {
  const product = env.productName ?? i18n._(defaultProductName)
  if (!page) return i18n._(msg`${product} report`)
  const pageTitle = i18n._(page)
  return i18n._(msg`${pageTitle} - ${product} report`)
}

/** The product's group title: the cross-border seller self-service site. */
export const siteTitle = msg`Cross-border Seller Self-service`
