import { SegmentedControl } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { localeLabels, useLocale } from '@/i18n/use-locale'
import type { Locale } from '@/i18n'

/** The header's language switch: Simplified Chinese (default) or English, held globally. */
export function LanguageSwitch() {
  const { t } = useLingui()
  const { locale, setLocale, locales } = useLocale()
  return (
    <SegmentedControl
      size="xs"
      aria-label={t`Language`}
      value={locale}
      onChange={(value) => void setLocale(value as Locale)}
      data={locales.map((value) => ({ value, label: localeLabels[value] }))}
    />
  )
}
