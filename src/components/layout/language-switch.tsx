import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { localeLabels, useLocale } from '@/i18n/use-locale'

/**
 * The header's language switch: Simplified Chinese (default) or English, held globally. A native
 * radio group styled as a segmented control (styles.css `.lang-switch`): keyboard and screen readers
 * get radios, and the first load carries no control library code for it.
 */
export function LanguageSwitch() {
  const { t } = useLingui()
  const { locale, setLocale, locales } = useLocale()
  const name = useId()
  return (
    <div role="radiogroup" aria-label={t`Language`} className="lang-switch">
      {locales.map((value) => (
        <label key={value} className="lang-switch__option">
          <input
            type="radio"
            name={name}
            value={value}
            checked={value === locale}
            onChange={() => void setLocale(value)}
            className="lang-switch__input"
          />
          <span>{localeLabels[value]}</span>
        </label>
      ))}
    </div>
  )
}
