import { Button } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { locales } from '@/i18n'
import { localeLabels, useLocale } from '@/i18n/use-locale'

/** Simplified Chinese (default) or English, held globally: two toggle buttons, the current one pressed. */
export function LanguageSwitch() {
  const { t } = useLingui()
  const { locale, setLocale } = useLocale()
  return (
    <Button.Group aria-label={t`Language`}>
      {locales.map((value) => (
        <Button
          key={value}
          size="compact-sm"
          variant={value === locale ? 'light' : 'default'}
          aria-pressed={value === locale}
          lang={value}
          onClick={() => void setLocale(value)}
        >
          {localeLabels[value]}
        </Button>
      ))}
    </Button.Group>
  )
}
