import { msg } from '@lingui/core/macro'
import { i18n } from '@lingui/core'

/**
 * SPEC.md section 5: form messages are the generic ones (required, length, range, pattern), in the
 * current language. Each returns a @mantine/form validator: `null` when valid, else the message.
 * They translate when they run, so a language switch changes the next message shown.
 */
type Validator<T> = (value: T) => string | null

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0)

export const validators = {
  required:
    <T>(): Validator<T> =>
    (value) =>
      isBlank(value) ? i18n._(msg`This field is required`) : null,
  maxLength:
    (max: number): Validator<string> =>
    (value) =>
      value.length > max ? i18n._(msg`Must be at most ${max} characters`) : null,
  length:
    (min: number, max: number): Validator<string> =>
    (value) =>
      value.length < min || value.length > max ? i18n._(msg`Must be between ${min} and ${max} characters`) : null,
  range:
    (min: number, max: number): Validator<number | string> =>
    (value) => {
      const number = typeof value === 'number' ? value : Number(value)
      return Number.isFinite(number) && number >= min && number <= max
        ? null
        : i18n._(msg`Must be a number from ${min} to ${max}`)
    },
  pattern:
    (pattern: RegExp): Validator<string> =>
    (value) =>
      pattern.test(value) ? null : i18n._(msg`The format is not valid`),
}
