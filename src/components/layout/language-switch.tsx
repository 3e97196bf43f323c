import { SegmentedControl } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { locales } from '@/i18n'
import { localeLabels, useLocale } from '@/i18n/use-locale'

/** Simplified Chinese (default) or English, held globally; a radio group for the keyboard and screen readers. */
export function LanguageSwitch() {
  const { t } = useLingui()
  const { locale, setLocale } = useLocale()
  return (
    <SegmentedControl
      size="xs"
      aria-label={t`Language`}
      data={locales.map((value) => ({ value, label: localeLabels[value] }))}
      value={locale}
      onChange={(value) => {
        const next = locales.find((candidate) => candidate === value)
        if (next) void setLocale(next)
      }}
    />
  )
}
